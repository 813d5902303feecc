import type { Actor } from 'xstate';
import type { galleryMachine } from './machine.ts';

type GalleryActor = Actor<typeof galleryMachine>;

/**
 * [GAL-044] [GAL-045] [GAL-046] Links two galleries (a slideshow and its thumbnails): each
 * follows the other's index, each refuses index changes while the other is in motion on a
 * different slide, and the child's keyboard is turned off so one key press moves once.
 * Returns the unlink function. Pure: it only wires actors, so any renderer can use it.
 */
export function linkGalleries(parent: GalleryActor, child: GalleryActor): () => void {
  child.send({ type: 'LINK_AS_CHILD' });
  const follow = (from: GalleryActor, to: GalleryActor) => [
    from.on('indexChanged', ({ index }) => to.send({ type: 'LINK_INDEX', index })),
    from.on('motionChanged', ({ inMotion, index }) => to.send({ type: 'LINK_MOTION', inMotion, index })),
  ];
  const subscriptions = [...follow(parent, child), ...follow(child, parent)];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
