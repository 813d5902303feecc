'use client';
import { useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { tabsMachine } from '../../machines/tabs/machine.ts';
import { connect } from '../../machines/tabs/connect.ts';
import type { TabsApi, TabsSnapshot } from '../../machines/tabs/types.ts';
import { bindTabs } from '../browser/tabs.ts';
import { tabsValue } from '../browser/controlled-props.ts';
import { controlledStart } from '../browser/controllable.ts';
import { sameList, useInspect, usePropChange, type ActorHookOptions } from './actor-hooks.ts';
import { useControllableState } from './useControllableState.ts';
import { normalizeProps } from './normalize-props.ts';

export type TabsActor = Actor<typeof tabsMachine>;

/** Tabs as a page describes them: their ids and the selected one. */
export interface UseTabsInput {
  /** Tab ids in display order; a change after mount (a tab added) reaches the machine. */
  tabs: readonly string[];
  /** Prefix of the parts' DOM ids; generated (`useId`) when absent. */
  id?: string;
  /** Controlled: the selected tab, owned by the page; the tabs ask through `onValueChange`. */
  value?: string;
  /** Uncontrolled: the tab selected at the start (the first when absent, BLK-010). */
  defaultValue?: string;
  /** The tab the visitor selected (controlled: asked for), or the one the rules kept. */
  onValueChange?: (value: string) => void;
}

// Everything the tabs show depends on the selected tab and the list of tabs.
const selectView = (snapshot: TabsSnapshot) => snapshot;
const sameView = (a: TabsSnapshot, b: TabsSnapshot) => a.context.value === b.context.value && a.context.tabs === b.context.tabs;

/**
 * Starts a `tabsMachine` for the component's lifetime, bound to the page by `bindTabs`, and
 * returns `{ actorRef, api }` (`api` is `connect`'s view model). Tabs and a controlled `value`
 * that change after mount are sent to the machine as events.
 */
export function useTabs(input: UseTabsInput, options: ActorHookOptions = {}): { actorRef: TabsActor; api: TabsApi } {
  const generatedId = useId();
  const actorRef = useActorRef(tabsMachine, {
    input: { id: input.id ?? generatedId, tabs: input.tabs, ...controlledStart(input.value, input.defaultValue) },
    inspect: useInspect(options),
  });
  useEffect(() => bindTabs(actorRef), [actorRef]);
  // The tabs first: a controlled value that changes with them is judged against the new ones.
  usePropChange(input.tabs, (tabs) => actorRef.send({ type: 'SET_TABS', tabs }), sameList);
  useControllableState(actorRef, tabsValue, { component: 'Tabs', prop: 'value', value: input.value, onChange: input.onValueChange });
  const snapshot = useSelector(actorRef, selectView, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, normalizeProps) };
}
