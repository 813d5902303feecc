import type { NormalizeProps } from '../shared/normalize.ts';
import { textShrinkAnatomy } from './anatomy.ts';
import { guessFontSizeCss } from './logic.ts';
import type { TextShrinkEvent } from './machine.ts';
import type { TextShrinkApi, TextShrinkPhase, TextShrinkSnapshot } from './types.ts';

/** Pure view model of text shrink: the guess in CSS from the server, the exact fit from the browser. */
export function connect(snapshot: TextShrinkSnapshot, send: (event: TextShrinkEvent) => void, normalize: NormalizeProps): TextShrinkApi {
  void send;
  const phase = snapshot.value as TextShrinkPhase;
  const { fontSize, maxFontSize } = snapshot.context;
  return {
    phase,
    fontSize,
    measuring: phase === 'measuring',
    getContainerProps: () => normalize({ ...textShrinkAnatomy.attrs('container'), style: { containerType: 'inline-size' } }),
    getTextProps: (text) =>
      normalize({
        ...textShrinkAnatomy.attrs('text'),
        'data-state': phase,
        style: { fontSize: fontSize === null ? guessFontSizeCss(maxFontSize, text) : `${fontSize}px` },
      }),
  };
}
