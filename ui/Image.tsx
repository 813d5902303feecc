'use client';
import type { UseImageInput } from '../adapters/react/useImage.ts';
import { useImageWhenNear } from '../adapters/react/useImageWhenNear.ts';
import type { ImageApi } from '../machines/image/types.ts';

export type ImageProps = UseImageInput;

/**
 * Render-only image: a box that holds its aspect ratio from the start, the picture cropped by
 * its focal point inside. A first-screen image is a real `<img srcset sizes>` in the server's
 * HTML; any other loads through the page's queue at the width step it needs, with a
 * `<noscript>` copy for visitors without JavaScript.
 */
export function Image(props: ImageProps) {
  // [MEDIA-016] One that loads once near shows its box (and <noscript> copy) until it is near; its
  // machine starts then, in the same elements (a press on the box across the start is kept).
  const { api } = useImageWhenNear(props);
  return <ImageView api={api} />;
}

function ImageView({ api }: { api: ImageApi }) {
  const image = api.getImageProps();
  const fallback = api.getFallbackImageProps();
  const error = api.getErrorProps();
  return (
    <div {...api.getBoxProps()}>
      {image && <img key={api.attempt} {...image} />}
      {error && (
        <div {...error}>
          <button {...api.getRetryTriggerProps()} />
        </div>
      )}
      {fallback && (
        <noscript>
          <img {...fallback} />
        </noscript>
      )}
    </div>
  );
}
