import type { Actor } from 'xstate';
import { imageBlockAnatomy } from '../../machines/image-block/anatomy.ts';
import type { imageBlockMachine } from '../../machines/image-block/machine.ts';

export type ImageBlockActor = Actor<typeof imageBlockMachine>;

/** What the binding needs of the browser (a test gives stand-ins). */
export interface ImageBlockEnvironment {
  ResizeObserver?: typeof ResizeObserver;
  IntersectionObserver?: typeof IntersectionObserver;
  getComputedStyle?: (element: Element) => { fontSize: string };
}

/**
 * Binds an image block to its element: its width as it changes [BLK-066] (and the smallest font
 * size of its text, measured again with it [BLK-067]), and how much of it is in the viewport,
 * observed at the 0.5 threshold [BLK-069]. Returns the cleanup.
 */
export function bindImageBlock(actor: ImageBlockActor, root: HTMLElement, env: ImageBlockEnvironment = globalThis as ImageBlockEnvironment): () => void {
  const cleanups: (() => void)[] = [];
  const measureFont = () => {
    const text = ['title', 'body', 'button'].flatMap((part) => [...root.querySelectorAll(imageBlockAnatomy.selector(part as 'title' | 'body' | 'button'))]);
    const sizes = text.map((element) => Number.parseFloat(env.getComputedStyle?.(element).fontSize ?? '')).filter((size) => Number.isFinite(size) && size > 0);
    if (sizes.length > 0) actor.send({ type: 'FONT', minFontSize: Math.min(...sizes) });
  };
  const measure = (width: number) => {
    actor.send({ type: 'RESIZE', width });
    measureFont();
  };
  measure(root.getBoundingClientRect().width);
  if (env.ResizeObserver) {
    const observer = new env.ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(root);
    cleanups.push(() => observer.disconnect());
  }
  if (env.IntersectionObserver) {
    const threshold = actor.getSnapshot().context.threshold;
    const observer = new env.IntersectionObserver(
      (entries) => {
        for (const entry of entries) actor.send({ type: 'INTERSECT', ratio: entry.intersectionRatio });
      },
      { threshold: [0, threshold] },
    );
    observer.observe(root);
    cleanups.push(() => observer.disconnect());
  } else {
    // Without the observer the block cannot know: it counts as seen, so its video still loads.
    actor.send({ type: 'INTERSECT', ratio: 1 });
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
