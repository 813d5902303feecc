import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import { FEATURE_ID_RANGE } from './constants.ts';

export interface FeatureIdBrand {
  readonly FeatureId: unique symbol;
}
/** [ENUM-013] A feature id: a whole number from 1 to 70. */
export type FeatureId = t.Branded<number, FeatureIdBrand>;

export const FeatureIdCodec = /* @__PURE__ */ t.brand(
  t.number,
  (value): value is FeatureId => Number.isInteger(value) && value >= FEATURE_ID_RANGE.min && value <= FEATURE_ID_RANGE.max,
  'FeatureId',
);

/** [ENUM-013] Decodes a feature id, refusing anything outside 1..70 with the range in the message. */
export function decodeFeatureId(value: unknown): Decoded<FeatureId> {
  const decoded = decodeWith(FeatureIdCodec, value);
  return decoded.ok ? decoded : { ok: false, details: [`${JSON.stringify(value) ?? String(value)} is not a feature id (a whole number from ${FEATURE_ID_RANGE.min} to ${FEATURE_ID_RANGE.max})`] };
}
