import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import type { ExperimentChoices } from './logic.ts';

const ChoicesCodec = t.record(t.string, t.string);

/** [TRK-015] Saved choices read from storage (untrusted): anything unreadable is no choices. */
export function decodeSavedChoices(text: string | null): Decoded<ExperimentChoices> {
  if (text === null) return { ok: true, data: {} };
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, details: [parsed.message] };
  return decodeWith(ChoicesCodec, parsed.value);
}

/** [TRK-020] The getId answer: `{ data: <visitor id> }`. */
const ReplayIdAnswer = t.type({ data: t.string });

/** [TRK-020] The visitor id from the replay getId answer (`{ data }`), or why it was refused. */
export function decodeReplayId(answer: unknown): Decoded<string> {
  const decoded = decodeWith(ReplayIdAnswer, answer);
  return decoded.ok ? { ok: true, data: decoded.data.data } : decoded;
}
