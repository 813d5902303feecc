import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { isSafeAddress } from '../gallery/codec.ts';
import { parseDimensions, parseFocalPoint, type Point, type Size } from '../media/logic.ts';
import { DEFAULT_IMAGE_BLOCK_VARIANT, IMAGE_BLOCK_DATA_ERROR, unknownVariantWarning } from './constants.ts';
import { parseVideoRatio, variantOf, type ImageBlockVariant } from './logic.ts';

/** Image block data as a published page carries it (untrusted JSON). */
const ImageBlockCodec = t.intersection([
  t.type({ image: t.intersection([t.type({ src: t.string }), t.partial({ dimensions: t.string, focalPoint: t.string, alt: t.string })]) }),
  t.partial({
    /** inline, poster, card, overlap, collage or stack, or its block-variant number 1012..1017. */
    variant: t.union([t.string, t.number]),
    title: t.string,
    body: t.string,
    button: t.type({ label: t.string, href: t.string }),
    /** A video shown in the picture's place: its player's address, title and ratio (width / height, or W:H). */
    video: t.intersection([t.type({ src: t.string, title: t.string }), t.partial({ ratio: t.union([t.number, t.string]) })]),
  }),
]);

export type ImageBlockData = t.TypeOf<typeof ImageBlockCodec>;

/** An image block, read. */
export interface DecodedImageBlock {
  variant: ImageBlockVariant;
  image: { src: string; dimensions: Size | null; focalPoint: Point; alt: string };
  title: string | null;
  body: string | null;
  button: { label: string; href: string } | null;
  /** [BLK-068] ratio null: the placeholder takes 65 %. */
  video: { src: string; title: string; ratio: number | null } | null;
}

/** `Decoded<T>` with its warnings beside the data, or the spec's message beside the refusal. */
export type ImageBlockDecoding = (Extract<Decoded<DecodedImageBlock>, { ok: true }> & { warnings: string[] }) | (Extract<Decoded<DecodedImageBlock>, { ok: false }> & { error: string });

/**
 * Decodes an image block's JSON text. Unreadable text or data of the wrong shape is refused
 * with the error; an address that could run script (picture, button, video) is refused; an
 * unknown variant is laid out inline, with a warning.
 */
export function decodeImageBlock(json: string): ImageBlockDecoding {
  const parsed = parseJson(json);
  if (!parsed.ok) return { ok: false, error: IMAGE_BLOCK_DATA_ERROR, details: [parsed.message] };
  const decoded = decodeWith(ImageBlockCodec, parsed.value);
  if (!decoded.ok) return { ok: false, error: IMAGE_BLOCK_DATA_ERROR, details: decoded.details };
  const data = decoded.data;
  const unsafe = [
    ['image.src', data.image.src],
    ['button.href', data.button?.href],
    ['video.src', data.video?.src],
  ].find(([, address]) => address !== undefined && !isSafeAddress(address));
  if (unsafe) return { ok: false, error: IMAGE_BLOCK_DATA_ERROR, details: [`${unsafe[0]}: must not be a script address`] };
  const warnings: string[] = [];
  const variant = data.variant === undefined ? DEFAULT_IMAGE_BLOCK_VARIANT : variantOf(data.variant);
  if (variant === null) warnings.push(unknownVariantWarning(String(data.variant)));
  return {
    ok: true,
    warnings,
    data: {
      variant: variant ?? DEFAULT_IMAGE_BLOCK_VARIANT,
      image: { src: data.image.src, dimensions: parseDimensions(data.image.dimensions), focalPoint: parseFocalPoint(data.image.focalPoint), alt: data.image.alt ?? '' },
      title: data.title ?? null,
      body: data.body ?? null,
      button: data.button ?? null,
      video: data.video ? { src: data.video.src, title: data.video.title, ratio: parseVideoRatio(data.video.ratio) } : null,
    },
  };
}
