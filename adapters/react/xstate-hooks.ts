'use client';
// `useActorRef` and `useSelector` as `@xstate/react` 6 has them (MIT, the XState authors), on
// React's own `useSyncExternalStore`: `@xstate/react` reaches it through the
// `use-sync-external-store` shim and its `with-selector` module, a fallback for React before 18
// (this package needs React 19) that every page shipped with the framework (issue 20: a smaller
// shared runtime; about 1.1 kB gz off every page with a machine). Same behaviour, line for line:
// the actor made once per logic (a new logic config makes a new actor from the old one's
// persisted snapshot), started in an effect and stopped with its snapshots kept for a
// reconnecting effect (strict effects, Activity); a selection kept while `compare` calls it equal.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  createActor,
  toObserver,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyActorRef,
  type IsNotNever,
  type Observer,
  type RequiredActorOptionsKeys,
  type SnapshotFrom,
} from 'xstate';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The internals `@xstate/react` touches to stop an actor so that it can start again as it was. */
interface RehydratableActor {
  getSnapshot(): unknown;
  observers: Set<unknown>;
  _processingStatus: number;
  _snapshot: unknown;
  system: { getSnapshot?(): unknown; _snapshot: unknown };
  stop(): void;
}

function forEachActor(actorRef: AnyActorRef, callback: (ref: AnyActorRef) => void): void {
  callback(actorRef);
  const children = (actorRef.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children;
  if (children) for (const child of Object.values(children)) if (child) forEachActor(child, callback);
}

function stopRootWithRehydration(actorRef: AnyActorRef): void {
  // The snapshots kept and the observers muted, so a reconnecting effect starts the same actors
  // from where they were and no selector hears the stopped snapshot.
  const persisted: Array<[RehydratableActor, unknown]> = [];
  forEachActor(actorRef, (ref) => {
    const actor = ref as unknown as RehydratableActor;
    persisted.push([actor, actor.getSnapshot()]);
    actor.observers = new Set();
  });
  const root = actorRef as unknown as RehydratableActor;
  const systemSnapshot = root.system.getSnapshot?.();
  root.stop();
  root.system._snapshot = systemSnapshot;
  for (const [actor, snapshot] of persisted) {
    actor._processingStatus = 0;
    actor._snapshot = snapshot;
  }
}

function useIdleActorRef<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> | undefined): Actor<TLogic> {
  const config = (logic as { config?: unknown }).config;
  let [[currentConfig, actorRef], setCurrent] = useState(() => [config, createActor(logic, options)] as const);
  if (config !== currentConfig) {
    const next = createActor(logic, { ...options, snapshot: (actorRef.getPersistedSnapshot as (options: object) => unknown)({ __unsafeAllowInlineActors: true }) } as ActorOptions<TLogic>);
    setCurrent([config, next]);
    actorRef = next;
  }
  useIsomorphicLayoutEffect(() => {
    (actorRef.logic as { implementations?: unknown }).implementations = (logic as { implementations?: unknown }).implementations;
  });
  return actorRef;
}

/** The actor of `machine` for the component's life, started after mount (`@xstate/react`'s `useActorRef`). */
export function useActorRef<TLogic extends AnyActorLogic>(
  machine: TLogic,
  ...[options, observerOrListener]: IsNotNever<RequiredActorOptionsKeys<TLogic>> extends true
    ? [
        options: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown },
        observerOrListener?: Observer<SnapshotFrom<TLogic>> | ((value: SnapshotFrom<TLogic>) => void),
      ]
    : [options?: ActorOptions<TLogic>, observerOrListener?: Observer<SnapshotFrom<TLogic>> | ((value: SnapshotFrom<TLogic>) => void)]
): Actor<TLogic> {
  const actorRef = useIdleActorRef(machine, options);
  useEffect(() => {
    if (!observerOrListener) return;
    const subscription = actorRef.subscribe(toObserver(observerOrListener));
    return () => subscription.unsubscribe();
  }, [observerOrListener]);
  useEffect(() => {
    actorRef.start();
    return () => stopRootWithRehydration(actorRef);
  }, [actorRef]);
  return actorRef;
}

const defaultCompare = (a: unknown, b: unknown) => a === b;

/**
 * What `selector` picks of the actor's snapshot, re-rendering only when it changes by `compare`
 * (`@xstate/react`'s `useSelector`: React's `useSyncExternalStoreWithSelector`, written out).
 */
export function useSelector<TActor extends Pick<AnyActorRef, 'subscribe' | 'getSnapshot'> | undefined, T>(
  actor: TActor,
  selector: (snapshot: TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined) => T,
  compare: (a: T, b: T) => boolean = defaultCompare,
): T {
  type Snapshot = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const { unsubscribe } = actor.subscribe(onChange);
      return unsubscribe;
    },
    [actor],
  );
  const getSnapshot = useCallback(() => actor?.getSnapshot() as Snapshot, [actor]);
  // The selection last committed: a new selector (an inline one, each render) keeps it while equal.
  const committed = useRef<{ hasValue: boolean; value: T | undefined }>({ hasValue: false, value: undefined });
  const read = useMemo(() => {
    let hasMemo = false;
    let memoSnapshot: Snapshot;
    let memoSelection: T;
    const select = (snapshot: Snapshot): T => {
      if (!hasMemo) {
        hasMemo = true;
        memoSnapshot = snapshot;
        const selection = selector(snapshot);
        if (committed.current.hasValue && compare(committed.current.value as T, selection)) return (memoSelection = committed.current.value as T);
        return (memoSelection = selection);
      }
      if (Object.is(memoSnapshot, snapshot)) return memoSelection;
      const selection = selector(snapshot);
      memoSnapshot = snapshot;
      if (compare(memoSelection, selection)) return memoSelection;
      return (memoSelection = selection);
    };
    return () => select(getSnapshot());
  }, [getSnapshot, selector, compare]);
  const value = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    committed.current = { hasValue: true, value };
  }, [value]);
  return value;
}
