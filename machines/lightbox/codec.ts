import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { LIGHTBOX_BLOCK_DATA_ERROR } from './constants.ts';

const positive = t.refinement(t.number, (n) => Number.isFinite(n) && n > 0, 'PositiveNumber');

/** One image of a gallery block as a published page carries it (untrusted JSON). */
const LightboxImageCodec = t.intersection([
  t.type({ id: t.string, src: t.string, width: positive, height: positive }),
  t.partial({ url: t.string, alt: t.string, title: t.string, inLayoutBlock: t.boolean }),
]);
const LightboxBlockCodec = t.intersection([
  t.type({ slides: t.array(LightboxImageCodec) }),
  t.partial({ title: t.string, lightboxTheme: t.string, collectionUrl: t.string }),
]);

export type LightboxImageData = t.TypeOf<typeof LightboxImageCodec>;
/** A lightbox block as its JSON decodes. */
export type LightboxBlockData = t.TypeOf<typeof LightboxBlockCodec>;
/** `Decoded<T>`, with the spec's message beside the details when refused. */
export type LightboxBlockDecoding = Decoded<LightboxBlockData> & ({ ok: true } | { ok: false; error: string });

/** Image sources a lightbox may load: same-origin paths and http(s) addresses, nothing that runs. */
const SAFE_SOURCE = /^(\/(?![/\\])|https?:\/\/)/i;

/**
 * Decodes the JSON text of a gallery block for its lightbox. Text that does not parse, a wrong
 * shape, repeated ids or an image source that is not a path or http(s) address gives the
 * gallery's decode error, so the caller warns and renders no lightbox instead of crashing.
 */
export function decodeLightboxBlock(json: string): LightboxBlockDecoding {
  const parsed = parseJson(json);
  if (!parsed.ok) return { ok: false, error: LIGHTBOX_BLOCK_DATA_ERROR, details: [parsed.message] };
  const decoded = decodeWith(LightboxBlockCodec, parsed.value);
  if (!decoded.ok) return { ok: false, error: LIGHTBOX_BLOCK_DATA_ERROR, details: decoded.details };
  const ids = decoded.data.slides.map((slide) => slide.id);
  if (new Set(ids).size !== ids.length) return { ok: false, error: LIGHTBOX_BLOCK_DATA_ERROR, details: ['slides: ids must be unique'] };
  const unsafe = decoded.data.slides.findIndex((slide) => !SAFE_SOURCE.test(slide.src));
  if (unsafe >= 0) return { ok: false, error: LIGHTBOX_BLOCK_DATA_ERROR, details: [`slides.${unsafe}.src: must be a path or an http(s) address`] };
  return { ok: true, data: decoded.data };
}
