import type { NormalizeProps } from '../shared/normalize.ts';
import { blockAnimationAnatomy } from './anatomy.ts';
import { SCALABLE_HIDE_SCALE } from './constants.ts';
import { entranceKeyframes } from './logic.ts';
import type { BlockAnimationEvent } from './machine.ts';
import type { BlockAnimationApi, BlockAnimationPhase, BlockAnimationSnapshot } from './types.ts';

/**
 * Pure view model of a block's entrance. The hidden look comes from the stylesheet keyed on
 * `data-state` (so the server's markup, `idle`, is always visible); the entrance itself is
 * animated by the adapter from `keyframes`.
 */
export function connect(snapshot: BlockAnimationSnapshot, send: (event: BlockAnimationEvent) => void, normalize: NormalizeProps): BlockAnimationApi {
  void send;
  const phase = snapshot.value as BlockAnimationPhase;
  const { animation, durationMs } = snapshot.context;
  return {
    phase,
    hidden: phase === 'hidden' || phase === 'waitingForImages',
    entering: phase === 'entering',
    animation,
    durationMs,
    keyframes: entranceKeyframes(animation),
    getRootProps: () =>
      normalize({
        ...blockAnimationAnatomy.attrs('root'),
        'data-state': phase,
        'data-animation': animation,
        // [CONST-001] [CONST-002] For the stylesheet's hidden look and any CSS that follows the entrance.
        style: { '--sm-block-animation-duration': `${durationMs}ms`, '--sm-block-animation-scale': String(SCALABLE_HIDE_SCALE) },
      }),
  };
}
