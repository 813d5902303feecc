import { createActor, type Actor } from 'xstate';
import { isMobileDevice } from './device.ts';
import { LAZY_MARGIN_PX, NODE_WAIT } from '../../machines/media/constants.ts';
import { imageQueueMachine } from '../../machines/media/machine.ts';

export type ImageQueueActor = Actor<typeof imageQueueMachine>;

export function devicePixelRatio(win: Window = window): number {
  return win.devicePixelRatio || 1;
}

/** Calls back with the element's content-box size now and whenever it changes. */
export function observeSize(element: Element, onSize: (size: { width: number; height: number }) => void): () => void {
  const observer = new ResizeObserver((entries) => {
    const box = entries[0]?.contentRect;
    if (box) onSize({ width: box.width, height: box.height });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * [MEDIA-016] [MEDIA-018] Calls back once the element comes within `margin` px of the viewport,
 * or of the scroll area `root` when given (a strip or carousel track).
 */
export function observeNearViewport(element: Element, onNear: () => void, options: { margin?: number; root?: Element | null } = {}): () => void {
  const { margin = LAZY_MARGIN_PX, root = null } = options;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { root, rootMargin: `${margin}px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** [MEDIA-019] Resolves once the node is in the document; gives up after 100 tries at 10 ms. */
export function waitForNode(node: Node, wait: { tries: number; intervalMs: number } = NODE_WAIT): Promise<boolean> {
  return new Promise((resolve) => {
    let tries = 0;
    const attempt = () => {
      if (node.isConnected) return resolve(true);
      if (++tries >= wait.tries) return resolve(false);
      setTimeout(attempt, wait.intervalMs);
    };
    attempt();
  });
}

let pageQueue: ImageQueueActor | undefined;

/** The page's one image loading queue [MEDIA-021], started on first use. */
export function pageImageQueue(win: Window = window): ImageQueueActor {
  pageQueue ??= createActor(imageQueueMachine, { input: { mobile: isMobileDevice(win.navigator) } }).start();
  return pageQueue;
}

