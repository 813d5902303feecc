import { createActor } from 'xstate';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { bindTabs } from '../../adapters/browser/tabs.ts';
import { bindControllable, controlledStart } from '../../adapters/browser/controllable.ts';
import { tabsValue } from '../../adapters/browser/controlled-props.ts';
import type { MenuBlockData, MenuTabData } from '../../machines/tabs/codec.ts';
import { connect } from '../../machines/tabs/connect.ts';
import { tabsMachine } from '../../machines/tabs/machine.ts';

/** Options of a plain-DOM tabs widget: a controlled one gets its value from the page. */
export interface RenderTabsOptions {
  /** Controlled: the selected tab at the start; the page then moves it with the returned `setValue`. */
  value?: string;
  /** Uncontrolled: the tab selected at the start (the first when absent, BLK-010). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One tab's dishes, the same markup as ui/MenuBlock.tsx. */
function menuTabContent(tab: MenuTabData): Node[] {
  const nodes: Node[] = [];
  if (tab.note) nodes.push(element('p', 'sm-menu-note', tab.note));
  for (const section of tab.sections) {
    const wrapper = element('div', 'sm-menu-section');
    if (section.title) wrapper.append(element('h3', undefined, section.title));
    const list = element('ul', 'sm-menu-items');
    for (const item of section.items) {
      const row = element('li', 'sm-menu-item');
      row.append(element('span', 'sm-menu-item-name', item.name));
      if (item.price) row.append(element('span', 'sm-menu-item-price', item.price));
      if (item.description) row.append(element('span', 'sm-menu-item-description', item.description));
      list.append(row);
    }
    wrapper.append(list);
    nodes.push(wrapper);
  }
  return nodes;
}

/**
 * Renders a menu block's tabs into `container` with plain DOM, driven by `tabsMachine` through
 * the same `connect` as React, and bound to the page by the same `bindTabs` and the same
 * controlled-value binding (`tabsValue`). Returns the actor, `setValue` (a controlled page's new
 * tab) and the cleanup.
 */
export function renderMenuTabs(container: HTMLElement, id: string, data: MenuBlockData, options: RenderTabsOptions = {}) {
  const actor = createActor(tabsMachine, {
    input: { id, tabs: data.tabs.map((tab) => tab.id), ...controlledStart(options.value, options.defaultValue) },
  });
  const root = element('div');
  const list = element('div');
  const parts = data.tabs.map((tab) => {
    const trigger = element('button', undefined, tab.title);
    const panel = element('div');
    panel.append(...menuTabContent(tab));
    list.append(trigger);
    return { id: tab.id, trigger, panel };
  });
  root.append(list, ...parts.map((part) => part.panel));

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    spreadProps(root, api.getRootProps());
    spreadProps(list, api.getListProps(data.title));
    for (const part of parts) {
      spreadProps(part.trigger, api.getTriggerProps(part.id));
      spreadProps(part.panel, api.getPanelProps(part.id));
    }
  };

  const subscription = actor.subscribe(render);
  const value = bindControllable(actor, tabsValue, { value: options.value, onChange: (tab) => options.onValueChange?.(tab) });
  const unbind = bindTabs(actor);
  actor.start();
  render();
  container.replaceChildren(root);
  return {
    actor,
    setValue: value.set,
    stop() {
      subscription.unsubscribe();
      value.stop();
      unbind();
      actor.stop();
    },
  };
}
