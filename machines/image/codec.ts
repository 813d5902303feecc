import type { Decoded } from '../shared/decode.ts';
import { decodeImageSettings } from '../media/codec.ts';
import { IMAGE_MODE_CROPS } from '../media/constants.ts';
import type { ImageMode } from '../media/logic.ts';
import type { ImageInput } from './machine.ts';

/** An image's input decoded from its element's data attributes, with what to warn about; refused with the catalogue's message. */
export type ImageInputDecoding = (Decoded<ImageInput> & { ok: true; warnings: string[] }) | (Decoded<ImageInput> & { ok: false; error: string });

const modeOf = (crop: string): ImageMode => (Object.keys(IMAGE_MODE_CROPS) as ImageMode[]).find((mode) => IMAGE_MODE_CROPS[mode] === crop) ?? 'fill';

/**
 * [MEDIA-001] [MEDIA-002] [MEDIA-005] [MEDIA-022] The input of one image's machine from an
 * `<img>`'s data attributes (untrusted page markup): the settings with the spec's defaults, or the
 * catalogue's 'Invalid or missing image source'. `id` names it in the page's queue.
 */
export function decodeImageInput(attributes: unknown, id: string, alt = ''): ImageInputDecoding {
  const decoded = decodeImageSettings(attributes);
  if (!decoded.ok) return { ok: false, error: decoded.error, details: decoded.details };
  const settings = decoded.data;
  return {
    ok: true,
    warnings: decoded.warnings,
    data: {
      id,
      src: settings.source,
      dimensions: settings.dimensions,
      focalPoint: settings.focalPoint,
      mode: modeOf(settings.crop),
      fitAlignment: settings.fitAlignment,
      fixedRatio: settings.fixedRatio,
      sizeFormat: settings.sizeFormat,
      alt,
      load: settings.load === 'viewport' ? 'viewport' : settings.load === 'true',
      forceUpdate: settings.forceUpdate,
      widthOptions: {
        minDevicePixelRatio: settings.minDevicePixelRatio,
        maxDevicePixelRatio: settings.maxDevicePixelRatio,
        sizeAdjustment: settings.sizeAdjustment,
      },
    },
  };
}
