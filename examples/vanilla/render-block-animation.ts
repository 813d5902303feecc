import { createActor } from 'xstate';
import { bindBlockAnimation } from '../../adapters/browser/block-animation.ts';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import type { BlockAnimationSettings } from '../../machines/block-animation/codec.ts';
import { connect } from '../../machines/block-animation/connect.ts';
import { blockAnimationMachine } from '../../machines/block-animation/machine.ts';

/**
 * Makes `root` (a block's wrapper, already holding the block's content as the page's HTML gave
 * it) a block animation with plain DOM: `blockAnimationMachine` through the same `connect` as
 * React (ui/BlockAnimation.tsx), bound to the page by the same `bindBlockAnimation` (observer,
 * images, reduced motion, focus, the entrance). Until the observer reports, nothing is hidden.
 * Returns the cleanup.
 */
export function renderBlockAnimation(root: HTMLElement, settings: BlockAnimationSettings, editMode = false): () => void {
  const actor = createActor(blockAnimationMachine, { input: { animation: settings.animation, duration: settings.duration, editMode } });
  const render = () => spreadProps(root, connect(actor.getSnapshot(), actor.send, normalizeProps).getRootProps());
  const subscription = actor.subscribe(render);
  actor.start();
  render();
  const unbind = bindBlockAnimation(actor, { root });
  return () => {
    unbind();
    subscription.unsubscribe();
    actor.stop();
  };
}
