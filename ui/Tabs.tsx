'use client';
import type { ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import { useTabs } from '../adapters/react/useTabs.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Prefix of the parts' DOM ids; generated when absent. */
  id?: string;
  /** Names the tab list for assistive technology (the menu's title). */
  label?: string;
  /** Controlled: the selected tab's id. */
  value?: string;
  /** Uncontrolled: the tab selected at the start (the first when absent). */
  defaultValue?: string;
  /** The tab the visitor selected. */
  onValueChange?: (value: string) => void;
  /** Watches the tabs' actor (`@statelyai/inspect`, tests). */
  inspect?: (event: InspectionEvent) => void;
}

/** Render-only tabs (WAI-ARIA tabs, manual activation): the rules live in `tabsMachine`. */
export function Tabs({ tabs, label, inspect, ...input }: TabsProps) {
  const { api } = useTabs({ ...input, tabs: tabs.map((tab) => tab.id) }, { inspect });
  return (
    <div {...api.getRootProps()}>
      <div {...api.getListProps(label)}>
        {tabs.map((tab) => (
          <button key={tab.id} {...api.getTriggerProps(tab.id)}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} {...api.getPanelProps(tab.id)}>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
