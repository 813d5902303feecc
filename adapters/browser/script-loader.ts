import { createActor, fromPromise, type Actor } from 'xstate';
import { SCRIPT_ERROR_MESSAGE } from '../../machines/script-loader/constants.ts';
import { scriptLoaderMachine } from '../../machines/script-loader/machine.ts';

/** The part of `document` a script load touches (a test passes a stand-in). */
export interface ScriptDocument {
  createElement(tag: 'script'): ScriptElementLike;
  // `never`: a real `document.head` (which takes Nodes) and a test stand-in both fit.
  head: { append(node: never): void };
}

/** The part of a `<script>` element a load touches. */
export interface ScriptElementLike {
  src: string;
  async: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  remove(): void;
}

export type ScriptLoaderActor = Actor<typeof scriptLoaderMachine>;

export interface LoadScriptOptions {
  /** How long the load may take before it is rejected (the first ask for an address sets it). */
  timeoutMs?: number;
  doc?: ScriptDocument;
}

/** One registry per page: a `scriptLoaderMachine` per script address [MAP-018]. */
const registries = new WeakMap<ScriptDocument, Map<string, ScriptLoaderActor>>();

/** Adds the `<script>`; resolves on its load, rejects on its error; an abandoned load (a timeout) removes it. */
function insertScript(doc: ScriptDocument, url: string, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // A retry adds a fresh element; the failed one goes.
      script.remove();
      reject(new Error(`${SCRIPT_ERROR_MESSAGE} ${url}`));
    });
    signal.addEventListener('abort', () => script.remove());
    doc.head.append(script as never);
  });
}

/** The page's loader for one address, created (idle) the first time anyone names it. */
export function scriptLoaderFor(url: string, { timeoutMs, doc = document }: LoadScriptOptions = {}): ScriptLoaderActor {
  let registry = registries.get(doc);
  if (!registry) registries.set(doc, (registry = new Map()));
  const known = registry.get(url);
  if (known) return known;
  const machine = scriptLoaderMachine.provide({
    actors: { loadScript: fromPromise<void, { url: string }>(({ input, signal }) => insertScript(doc, input.url, signal)) },
  });
  const actor = createActor(machine, { input: { url, timeoutMs } }).start();
  registry.set(url, actor);
  return actor;
}

/**
 * [MAP-018] [MAP-020] Loads a script once per page and address: every caller shares the one
 * load; a load that errors or outlasts its timeout rejects every caller waiting on it, and the
 * next call retries it.
 */
export function loadScript(url: string, options: LoadScriptOptions = {}): Promise<void> {
  const actor = scriptLoaderFor(url, options);
  return new Promise<void>((resolve, reject) => {
    if (actor.getSnapshot().value === 'loaded') {
      resolve();
      return;
    }
    const settle = () => {
      loaded.unsubscribe();
      failed.unsubscribe();
    };
    const loaded = actor.on('loaded', () => {
      settle();
      resolve();
    });
    const failed = actor.on('failed', ({ error }) => {
      settle();
      reject(new Error(error));
    });
    actor.send({ type: 'LOAD' });
  });
}

/** Forgets a page's loaders (tests; a page that is torn down). Scripts already added stay. */
export function resetScriptLoaders(doc: ScriptDocument = document): void {
  for (const actor of registries.get(doc)?.values() ?? []) actor.stop();
  registries.delete(doc);
}
