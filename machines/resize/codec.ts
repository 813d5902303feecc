import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import { RESIZE_AXIS_ERROR, RESIZE_THRESHOLD_DEFAULT, RESIZE_THRESHOLD_ERROR, RESIZE_TIMEOUT_DEFAULT_MS } from './constants.ts';

const SettingsCodec = t.intersection([
  t.type({ axis: t.keyof({ x: null, y: null }) }),
  t.partial({ threshold: t.number, timeout: t.number }),
]);

/** [TOUCH-009] [TOUCH-010] Validates untrusted resize emitter settings: axis x or y, threshold a number. */
export function decodeResizeSettings(value: unknown): ResizeSettingsDecoding {
  const decoded = decodeWith(SettingsCodec, value);
  if (decoded.ok) {
    return { ok: true, data: { axis: decoded.data.axis, threshold: decoded.data.threshold ?? RESIZE_THRESHOLD_DEFAULT, timeout: decoded.data.timeout ?? RESIZE_TIMEOUT_DEFAULT_MS } };
  }
  const axisWrong = decoded.details.some((detail) => /(^|\.)axis:/.test(detail) || detail.startsWith('(root)'));
  return { ok: false, details: decoded.details, error: axisWrong ? RESIZE_AXIS_ERROR : RESIZE_THRESHOLD_ERROR };
}

/** The resize emitter's settings, with their defaults. */
export interface ResizeSettings {
  axis: 'x' | 'y';
  threshold: number;
  timeout: number;
}

/** The decoded settings, or the refusal with the spec's message [TOUCH-009] [TOUCH-010]. */
export type ResizeSettingsDecoding = Extract<Decoded<ResizeSettings>, { ok: true }> | (Extract<Decoded<ResizeSettings>, { ok: false }> & { error: string });

