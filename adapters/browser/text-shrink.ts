import type { Actor } from 'xstate';
import { textShrinkAnatomy } from '../../machines/text-shrink/anatomy.ts';
import { fitStep } from '../../machines/text-shrink/logic.ts';
import type { textShrinkMachine } from '../../machines/text-shrink/machine.ts';

export type TextShrinkActor = Actor<typeof textShrinkMachine>;

/**
 * The exact fit, measured in one task (no frame is painted between the steps): the text at the
 * server's guess, then at each smaller size `fitStep` proposes, until it fits or reaches 11 px.
 * Null when the guess already fits.
 */
export function measureFit(text: HTMLElement, box: HTMLElement): number | null {
  const inline = text.style.fontSize;
  const guess = inline.startsWith('clamp') ? inline : '';
  text.style.fontSize = guess;
  let size: number | null = null;
  for (let step = 0; step < 4; step++) {
    const current = parseFloat(getComputedStyle(text).fontSize);
    const next = fitStep(current, text.scrollWidth, box.clientWidth);
    if (next === null || next === current) break;
    size = next;
    text.style.fontSize = `${next}px`;
  }
  text.style.fontSize = inline;
  return size;
}

/**
 * The one place text shrink meets the page: a ResizeObserver on the container sends RESIZE
 * (the machine waits 100 ms of quiet, CONST-007), and whenever the machine is measuring the
 * text is fitted and FITTED answered. Returns the cleanup.
 */
export function bindTextShrink(actor: TextShrinkActor, env: { container: HTMLElement; win?: Window & typeof globalThis }): () => void {
  const { container } = env;
  const win = env.win ?? window;
  const text = container.querySelector<HTMLElement>(textShrinkAnatomy.selector('text'));
  if (!text) return () => {};
  const sync = () => {
    if (actor.getSnapshot().value === 'measuring') actor.send({ type: 'FITTED', fontSize: measureFit(text, container) });
  };
  const subscription = actor.subscribe(sync);
  sync();
  let width = container.clientWidth;
  let resize: ResizeObserver | undefined;
  if (typeof win.ResizeObserver === 'function') {
    resize = new win.ResizeObserver(() => {
      if (container.clientWidth === width) return;
      width = container.clientWidth;
      actor.send({ type: 'RESIZE' });
    });
    resize.observe(container);
  }
  // Web fonts change the text's width: fit again once they have loaded.
  const fonts = container.ownerDocument.fonts;
  const onFonts = () => actor.send({ type: 'RESIZE' });
  fonts?.addEventListener?.('loadingdone', onFonts);
  return () => {
    subscription.unsubscribe();
    resize?.disconnect();
    fonts?.removeEventListener?.('loadingdone', onFonts);
  };
}
