import { Island } from '../../../adapters/react/Island.tsx';
import type { GalleryBlockProps } from '../pages/GalleryBlock.tsx';
import { galleryIsland } from './islands.ts';

/**
 * A gallery block as an island: hydrated when it comes near, or at once (`eager`) when it is on
 * the first screen, acts untouched (autoplay), or the address can open a lightbox on it.
 */
export function GalleryIsland({ eager, ...props }: GalleryBlockProps & { eager?: boolean }) {
  const autoplay = props.decoding.ok && props.decoding.data.autoplay;
  return <Island of={galleryIsland} props={props} eager={eager ?? (props.priority === true || autoplay)} />;
}
