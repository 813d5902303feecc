import type { ReactNode } from 'react';

/** Decoding of one block's untrusted JSON: typed data or the spec's error. */
export type Decoded<T> = { ok: true; data: T } | { ok: false; error: string; details: string[] };

/**
 * [BLK-079] A block whose JSON does not decode is warned about and not rendered, so one
 * damaged block never blanks the page.
 */
export function BlockData<T>({ decoded, children }: { decoded: Decoded<T>; children: (data: T) => ReactNode }) {
  if (!decoded.ok) {
    console.warn(decoded.error, decoded.details);
    return null;
  }
  return <>{children(decoded.data)}</>;
}
