import { IMAGE_LOADER_NOT_FOUND } from '../../machines/gallery/constants.ts';
import { imageMarkupAnatomy } from '../../machines/media/anatomy.ts';

/** The image loader's module: load queue, width steps, focal point (`image-loader.ts`). */
export type ImageLoaderModule = typeof import('./image-loader.ts');

/**
 * [GAL-082] Fetches the image loader the first time a page asks for it (a plain-DOM page ships
 * it only when it has images to load). If it cannot be fetched, 'Loader2 not found' is logged
 * and null returned: the caller shows its pictures without it ({@link showPlainImages}).
 */
export async function loadImageLoader(
  fetchLoader: () => Promise<ImageLoaderModule> = () => import('./image-loader.ts'),
  log: (message: string, error: unknown) => void = console.error,
): Promise<ImageLoaderModule | null> {
  try {
    return await fetchLoader();
  } catch (error) {
    log(IMAGE_LOADER_NOT_FOUND, error);
    return null;
  }
}

/**
 * Without the loader, each `img[data-src]` under `root` still shows its picture: its source as
 * given (no width step, no focal point). Returns how many were shown.
 */
export function showPlainImages(root: ParentNode): number {
  const images = [...root.querySelectorAll<HTMLImageElement>(imageMarkupAnatomy.selector())];
  for (const image of images) image.src = image.dataset.src ?? '';
  return images.length;
}
