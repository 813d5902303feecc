import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { validateChartData, type ChartDataset, type ChartLimits } from './logic.ts';

const Cell = t.union([t.string, t.number, t.null]);
const ChartDataCodec = t.type({ columns: t.array(t.string), rows: t.array(t.array(Cell)) });

/** A chart block's data (JSON text or a value, untrusted): decoded, then validated [BLK-080..083]. */
export function decodeChartData(input: unknown, limits?: ChartLimits): Decoded<ChartDataset> {
  let value = input;
  if (typeof input === 'string') {
    const parsed = parseJson(input);
    if (!parsed.ok) return { ok: false, details: [parsed.message] };
    value = parsed.value;
  }
  const decoded = decodeWith(ChartDataCodec, value);
  if (!decoded.ok) return decoded;
  const validated = validateChartData(decoded.data, limits);
  return validated.ok ? { ok: true, data: validated.data } : { ok: false, details: validated.details };
}
