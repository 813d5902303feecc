import { Island } from '../../../adapters/react/Island.tsx';
import type { GalleryBlockProps } from '../pages/GalleryBlock.tsx';
import { galleryIsland } from './islands.ts';

/**
 * A gallery block as an island: hydrated when it comes near (or at once with `eager`, for a
 * gallery of the first screen or one the address can open a lightbox on).
 */
export function GalleryIsland({ eager, ...props }: GalleryBlockProps & { eager?: boolean }) {
  return <Island of={galleryIsland} props={props} eager={eager ?? props.priority ?? false} />;
}
