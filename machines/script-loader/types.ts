import type { NormalizeProps } from '../shared/normalize.ts';

/** A script load's state: nobody asked yet, fetching, ready, or given up (a later ask retries). */
export type ScriptLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** What the script loader machine starts from: `createActor(scriptLoaderMachine, { input })`. */
export interface ScriptLoaderInput {
  /** The script's address: the registry keeps one loader per address. */
  url: string;
  /** How long a load may take before it is rejected [MAP-020] [WID-002]. */
  timeoutMs?: number;
}

/** What the script loader machine remembers (`snapshot.context`). */
export interface ScriptLoaderContext {
  url: string;
  timeoutMs: number;
  /** Why the last load failed (a timeout or the browser's error), null otherwise. */
  error: string | null;
}

/** `LOAD`: a block asks for the script (the first ask starts it, a later one after a failure retries it). */
export type ScriptLoaderEvent = { type: 'LOAD' };

/** Emitted when a load settles, for adapters that resolve promises from it. */
export type ScriptLoaderEmitted = { type: 'loaded'; url: string } | { type: 'failed'; url: string; error: string };

/** The view of one script load any renderer or adapter reads. */
export interface ScriptLoaderApi {
  url: string;
  status: ScriptLoadStatus;
  loaded: boolean;
  failed: boolean;
  error: string | null;
  /** Ask for the script (ignored while it loads or once it has). */
  load(): void;
  /** For a debugging element: `data-script-state` and the address. */
  getStatusProps(): { 'data-scope': 'script-loader'; 'data-part': 'status'; 'data-state': ScriptLoadStatus; 'data-url': string };
}

export type { NormalizeProps };
