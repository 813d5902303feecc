import { createActor, type Actor } from 'xstate';
import { isMobileDevice } from './device.ts';
import { LAZY_MARGIN_PX, NODE_WAIT } from '../../machines/media/constants.ts';
import { imageQueueMachine } from '../../machines/media/machine.ts';

export type ImageQueueActor = Actor<typeof imageQueueMachine>;

export function devicePixelRatio(win: Window = window): number {
  return win.devicePixelRatio || 1;
}

type SizeListener = (size: { width: number; height: number }) => void;

/**
 * Elements watched by one observer for many listeners: a page of 1,000 pictures makes one
 * ResizeObserver and one IntersectionObserver per scroll area, not 2,000 (made and called back
 * one by one, they held a phone's main thread for hundreds of ms as a gallery hydrated).
 */
class SharedWatch<Listener> {
  private readonly listeners = new Map<Element, Set<Listener>>();
  constructor(private readonly observer: { observe(element: Element): void; unobserve(element: Element): void }) {}

  /** Adds `listener` for `element`; the element is observed afresh so the new listener hears its first report. */
  add(element: Element, listener: Listener): () => void {
    let set = this.listeners.get(element);
    if (!set) this.listeners.set(element, (set = new Set()));
    else this.observer.unobserve(element);
    set.add(listener);
    this.observer.observe(element);
    return () => this.remove(element, listener);
  }

  remove(element: Element, listener: Listener): void {
    const set = this.listeners.get(element);
    if (!set?.delete(listener) || set.size > 0) return;
    this.listeners.delete(element);
    this.observer.unobserve(element);
  }

  of(element: Element): Listener[] {
    return [...(this.listeners.get(element) ?? [])];
  }
}

let sizeWatch: SharedWatch<SizeListener> | undefined;

/** Calls back with the element's content-box size now and whenever it changes. */
export function observeSize(element: Element, onSize: SizeListener): () => void {
  sizeWatch ??= new SharedWatch<SizeListener>(
    new ResizeObserver((entries) => {
      for (const entry of entries) {
        const { width, height } = entry.contentRect;
        for (const listener of sizeWatch?.of(entry.target) ?? []) listener({ width, height });
      }
    }),
  );
  return sizeWatch.add(element, onSize);
}

/** One nearness observer per scroll area (the viewport: null) and margin. */
const nearWatches = new Map<string, WeakMap<Element, SharedWatch<() => void>> | SharedWatch<() => void>>();

function nearWatch(root: Element | null, margin: number): SharedWatch<() => void> {
  const make = () => {
    const watch: SharedWatch<() => void> = new SharedWatch(
      new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            // Once near, each listener hears it once and stops watching.
            for (const listener of watch.of(entry.target)) {
              watch.remove(entry.target, listener);
              listener();
            }
          }
        },
        { root, rootMargin: `${margin}px` },
      ),
    );
    return watch;
  };
  const key = String(margin);
  if (root === null) {
    const found = nearWatches.get(`viewport ${key}`);
    if (found instanceof SharedWatch) return found;
    const made = make();
    nearWatches.set(`viewport ${key}`, made);
    return made;
  }
  let byRoot = nearWatches.get(`area ${key}`);
  if (!(byRoot instanceof WeakMap)) nearWatches.set(`area ${key}`, (byRoot = new WeakMap()));
  let watch = byRoot.get(root);
  if (!watch) byRoot.set(root, (watch = make()));
  return watch;
}

/**
 * [MEDIA-016] [MEDIA-018] Calls back once the element comes within `margin` px of the viewport,
 * or of the scroll area `root` when given (a strip or carousel track).
 */
export function observeNearViewport(element: Element, onNear: () => void, options: { margin?: number; root?: Element | null } = {}): () => void {
  const { margin = LAZY_MARGIN_PX, root = null } = options;
  return nearWatch(root, margin).add(element, onNear);
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

