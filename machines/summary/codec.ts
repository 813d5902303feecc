import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import { WIDGET_ANSWER_UNREADABLE } from './constants.ts';

const Answer = t.type({ html: t.string });

/** [BLK-038] The widget-rendering answer (untrusted): its `data.html` text (the answer itself, or under `data`). */
export function decodeWidgetAnswer(answer: unknown): Decoded<{ html: string }> {
  const record = decodeWith(t.UnknownRecord, answer);
  const data = record.ok && Answer.is(record.data.data) ? record.data.data : answer;
  const decoded = decodeWith(Answer, data);
  return decoded.ok ? { ok: true, data: { html: decoded.data.html } } : { ok: false, details: [WIDGET_ANSWER_UNREADABLE, ...decoded.details] };
}
