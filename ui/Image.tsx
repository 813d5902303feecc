'use client';
import { useImage, type UseImageInput } from '../adapters/react/useImage.ts';

export type ImageProps = UseImageInput;

/**
 * Render-only image: a box that holds its aspect ratio from the start, the picture cropped by
 * its focal point inside. A first-screen image is a real `<img srcset sizes>` in the server's
 * HTML; any other loads through the page's queue at the width step it needs, with a
 * `<noscript>` copy for visitors without JavaScript.
 */
export function Image(props: ImageProps) {
  const { api } = useImage(props);
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
