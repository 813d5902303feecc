/** The thumbnails' view rules [GAL-098]: the linked gallery of small pictures under a slideshow [GAL-045]. */
import { THUMBNAIL_VIDEO_ASPECT } from '../constants.ts';
import { thumbnailMargin } from '../layouts.ts';
import type { LayoutView } from '../connect-layout.ts';

export const thumbnailsView: LayoutView = {
  /** [GAL-098] A video's thumbnail is 16:9; a picture's is square. */
  frameRatio: (_state, attributes) => (attributes.type === 'video' ? 1 / THUMBNAIL_VIDEO_ASPECT : 1),
  /** [GAL-098] px around each thumbnail, at most 5. */
  itemsStyle: ({ options }) => ({ gap: `${thumbnailMargin(options.thumbnailMargin ?? Number.POSITIVE_INFINITY)}px` }),
  labelsItems: true,
  /** [MEDIA-020] The height the stylesheet gives a thumbnail. */
  sizes: () => '4.5rem',
};
