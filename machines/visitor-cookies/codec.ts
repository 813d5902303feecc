import * as t from 'io-ts';
import { decodeWith, type Decoded } from '../shared/decode.ts';
import { VISIT_COOKIE_SEPARATOR } from './constants.ts';

/** The visit cookie's parts (reading of ARCHITECTURE.md: an id and 4 positive integers). */
export interface Visit {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

function positiveInteger(text: string): number | undefined {
  const value = Number(text);
  return POSITIVE_INTEGER.test(text) && Number.isSafeInteger(value) ? value : undefined;
}

/** [COOK-004] A positive integer written as text, as the session cookie holds it. */
const SessionCookieCodec = new t.Type<number, string, unknown>(
  'SessionCookie',
  (value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0,
  (value, context) => {
    const parsed = typeof value === 'string' ? positiveInteger(value) : undefined;
    return parsed === undefined ? t.failure(value, context, 'not a positive integer') : t.success(parsed);
  },
  String,
);

/** [COOK-003] An id followed by 4 positive integers, pipe-separated. */
const VisitCookieCodec = new t.Type<Visit, string, unknown>(
  'VisitCookie',
  (value): value is Visit => typeof value === 'object' && value !== null && 'visitCount' in value,
  (value, context) => {
    const parts = typeof value === 'string' ? value.split(VISIT_COOKIE_SEPARATOR) : [];
    const [id = '', ...numbers] = parts;
    const integers = numbers.map(positiveInteger);
    if (parts.length !== 5 || id.trim() === '' || integers.some((n) => n === undefined)) {
      return t.failure(value, context, 'not an id followed by 4 positive integers');
    }
    const [firstVisit = 0, previousVisit = 0, currentVisit = 0, visitCount = 0] = integers as number[];
    return t.success({ id, firstVisit, previousVisit, currentVisit, visitCount });
  },
  (visit) => [visit.id, visit.firstVisit, visit.previousVisit, visit.currentVisit, visit.visitCount].join(VISIT_COOKIE_SEPARATOR),
);

/** [COOK-003] [COOK-007] The visit cookie's value; refused when missing or invalid (the machine then starts a new visitor). */
export function decodeVisitCookie(value: unknown): Decoded<Visit> {
  return decodeWith(VisitCookieCodec, value);
}

/** [COOK-004] [COOK-007] The session cookie's timestamp; refused when missing or invalid. */
export function decodeSessionCookie(value: unknown): Decoded<number> {
  return decodeWith(SessionCookieCodec, value);
}

/** The data of a decoding, or `undefined` when it was refused: the fallback of a missing cookie. */
export const dataOrUndefined = <T>(decoded: Decoded<T>): T | undefined => (decoded.ok ? decoded.data : undefined);

/** [COOK-001] The visit cookie's text. */
export const encodeVisitCookie = (visit: Visit): string => VisitCookieCodec.encode(visit);
/** [COOK-002] The session cookie's text. */
export const encodeSessionCookie = (timestamp: number): string => SessionCookieCodec.encode(timestamp);
