import { systemErrorOf } from '../../machines/system-error/codec.ts';
import { reportSystemError } from './system-error.ts';

// A module of its own: the overlay's wiring (./system-error.ts) is on every page with the dialog
// stack; the system-error codec comes only with the code that reports details from outside.

/**
 * The same for details from outside the code (a server answer): they are decoded first, and
 * what does not decode shows as the cleaned error.
 */
export function reportUntrustedSystemError(details: unknown): void {
  reportSystemError(systemErrorOf(details));
}

