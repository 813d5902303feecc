'use client';
import { useEffect, useRef } from 'react';
import type { InspectionEvent } from 'xstate';
import { inspectOnPage } from '../browser/inspection.ts';

/** What every hook takes beside its input: `inspect` reaches `createActor` (`@statelyai/inspect`, tests). */
export interface ActorHookOptions {
  inspect?: (event: InspectionEvent) => void;
}

/** The value of the last render, for callbacks that must not restart an actor or an effect. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * The `inspect` option a hook gives `createActor`: the caller's observer (read at each event,
 * so a new one takes over without a new actor) and the page's inspection hook.
 */
export function useInspect(options: ActorHookOptions | undefined): (event: InspectionEvent) => void {
  const latest = useLatest(options?.inspect);
  const inspect = useRef((event: InspectionEvent) => {
    latest.current?.(event);
    inspectOnPage(event);
  });
  return inspect.current;
}

/**
 * Calls `onChange` in an effect when `value` differs (by `equal`) from the value of the render
 * before: props that change after mount reach the machine as events. Not called at mount,
 * where the value was the machine's input.
 */
export function usePropChange<T>(value: T, onChange: (value: T) => void, equal: (a: T, b: T) => boolean = Object.is): void {
  const previous = useRef(value);
  const handler = useLatest(onChange);
  useEffect(() => {
    if (equal(previous.current, value)) return;
    previous.current = value;
    handler.current(value);
  });
}

/** Shallow equality of two lists. */
export function sameList<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((item, index) => Object.is(item, b[index]));
}

/**
 * A development warning when a component switches between controlled (`prop` given) and
 * uncontrolled (`prop` absent) after mount, as React warns for `<input value>`: the machine
 * keeps the mode it started in.
 */
export function useControlledModeWarning(component: string, prop: string, controlled: boolean): void {
  const initial = useRef(controlled);
  useEffect(() => {
    // Written inline so a production bundle drops the warning: bundlers replace
    // process.env.NODE_ENV, and the test folds to false (a page without a bundler has no process).
    if (!(typeof process === 'object' && process.env.NODE_ENV !== 'production')) return;
    if (initial.current === controlled) return;
    const [from, to] = initial.current ? ['controlled', 'uncontrolled'] : ['uncontrolled', 'controlled'];
    console.warn(
      `${component} is changing from ${from} to ${to} (\`${prop}\` is now ${controlled ? 'set' : 'undefined'}). ` +
        `A component should stay ${from} for its whole life: decide between \`${prop}\` and \`default${prop[0]?.toUpperCase()}${prop.slice(1)}\` once.`,
    );
  }, [component, prop, controlled]);
}

// What bundlers replace at build time; a page without a bundler has no `process` at all.
declare const process: { env: { NODE_ENV?: string } };

