import { createActor } from 'xstate';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { bindTextShrink } from '../../adapters/browser/text-shrink.ts';
import { connect } from '../../machines/text-shrink/connect.ts';
import { textShrinkMachine } from '../../machines/text-shrink/machine.ts';

/**
 * Makes `text` (a heading inside `container`) shrink to fit the container with plain DOM:
 * `textShrinkMachine` through the same `connect` as React (ui/ShrinkText.tsx), bound by the same
 * `bindTextShrink` (the fit, resizes debounced by the machine, web fonts). Returns the cleanup.
 */
export function renderShrinkText(container: HTMLElement, text: HTMLElement, maxFontSize: number): () => void {
  const words = text.textContent ?? '';
  const actor = createActor(textShrinkMachine, { input: { maxFontSize } });
  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    spreadProps(container, api.getContainerProps());
    spreadProps(text, api.getTextProps(words));
  };
  const subscription = actor.subscribe(render);
  actor.start();
  render();
  const unbind = bindTextShrink(actor, { container });
  return () => {
    unbind();
    subscription.unsubscribe();
    actor.stop();
  };
}
