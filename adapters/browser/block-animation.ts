import type { Actor } from 'xstate';
import { connect } from '../../machines/block-animation/connect.ts';
import { BLOCK_ANIMATION_THRESHOLDS } from '../../machines/block-animation/constants.ts';
import { entranceAt } from '../../machines/block-animation/logic.ts';
import type { blockAnimationMachine } from '../../machines/block-animation/machine.ts';
import { REDUCED_MOTION_QUERY } from './device.ts';
import { frameScheduler, runFrames, writeStyle, type FrameScheduler } from './frames.ts';
import { normalizeProps } from './dom-props.ts';

export type BlockAnimationActor = Actor<typeof blockAnimationMachine>;

export interface BlockAnimationEnvironment {
  /** The block's wrapper (what `getRootProps` is spread on). */
  root: HTMLElement;
  win?: Window & typeof globalThis;
  frames?: FrameScheduler;
}

/**
 * The one place a block animation meets the page: reduced motion read and followed; the block's
 * images watched until each has loaded or failed ([BLK-006]); an IntersectionObserver with
 * [BLK-007]'s thresholds; focus entering the block shows it at once. When the machine enters,
 * the entrance runs with the Web Animations API, or where that is missing on a frame loop
 * ([CONST-003]'s 60-per-second fallback without `requestAnimationFrame`). Returns the cleanup.
 */
export function bindBlockAnimation(actor: BlockAnimationActor, env: BlockAnimationEnvironment): () => void {
  const { root } = env;
  const win = env.win ?? window;
  const frames = env.frames ?? frameScheduler(win);
  const cleanups: (() => void)[] = [];

  const media = win.matchMedia?.(REDUCED_MOTION_QUERY);
  if (media) {
    actor.send({ type: 'REDUCED_MOTION', on: media.matches });
    const onChange = () => actor.send({ type: 'REDUCED_MOTION', on: media.matches });
    media.addEventListener('change', onChange);
    cleanups.push(() => media.removeEventListener('change', onChange));
  }

  // [BLK-006] Images still loading; each settles on load or error.
  const pending = new Set([...root.querySelectorAll('img')].filter((image) => !image.complete));
  if (pending.size > 0) {
    actor.send({ type: 'IMAGES_LOADING' });
    const settle = (event: Event) => {
      pending.delete(event.target as HTMLImageElement);
      if (pending.size === 0) actor.send({ type: 'IMAGES_LOADED' });
    };
    for (const image of pending) {
      image.addEventListener('load', settle, { once: true });
      image.addEventListener('error', settle, { once: true });
    }
    cleanups.push(() => {
      for (const image of pending) {
        image.removeEventListener('load', settle);
        image.removeEventListener('error', settle);
      }
    });
  }

  const onFocus = () => actor.send({ type: 'FOCUS' });
  root.addEventListener('focusin', onFocus);
  cleanups.push(() => root.removeEventListener('focusin', onFocus));

  // Without an observer nothing is ever hidden: the block stays as the server rendered it.
  if (typeof win.IntersectionObserver === 'function') {
    const observer = new win.IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) actor.send({ type: 'INTERSECTION', intersecting: entry.isIntersecting });
      },
      { threshold: [...BLOCK_ANIMATION_THRESHOLDS] },
    );
    observer.observe(root);
    cleanups.push(() => observer.disconnect());
  }

  let running: (() => void) | undefined;
  const sync = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    if (api.entering && !running) {
      if (typeof root.animate === 'function') {
        const animation = root.animate(api.keyframes.map((frame) => ({ ...frame })), { duration: api.durationMs, easing: 'cubic-bezier(0.33, 1, 0.68, 1)' });
        running = () => animation.cancel();
      } else {
        running = runFrames((elapsed) => {
          const look = entranceAt(api.animation, elapsed / api.durationMs);
          writeStyle(root, { opacity: look.opacity, transform: look.transform });
          return elapsed < api.durationMs;
        }, frames);
      }
    }
    if (!api.entering && !api.hidden && running) {
      running();
      running = undefined;
      root.style.removeProperty('opacity');
      root.style.removeProperty('transform');
    }
  };
  const subscription = actor.subscribe(sync);
  sync();
  return () => {
    subscription.unsubscribe();
    running?.();
    for (const cleanup of cleanups) cleanup();
  };
}
