import { createActor } from 'xstate';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { bindPricingToggle } from '../../adapters/browser/pricing-toggle.ts';
import type { PricingBlockData } from '../../machines/pricing-toggle/codec.ts';
import { connect } from '../../machines/pricing-toggle/connect.ts';
import type { PricingOption } from '../../machines/pricing-toggle/logic.ts';
import { pricingToggleMachine } from '../../machines/pricing-toggle/machine.ts';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Renders a member-access pricing block into `container` with plain DOM, driven by
 * `pricingToggleMachine` through the same `connect` as React (ui/PricingToggle.tsx's markup), and
 * bound to the page by the same `bindPricingToggle`. Returns the cleanup.
 */
export function renderPricingToggle(container: HTMLElement, id: string, data: PricingBlockData, onOptionChange?: (option: PricingOption) => void): () => void {
  const sets = data.priceSets.slice(0, 2);
  const actor = createActor(pricingToggleMachine, { input: { id, priceSets: sets.length === 2 ? 2 : 1, currency: data.currency } });
  const first = connect(actor.getSnapshot(), actor.send, normalizeProps);
  const root = element('div');
  const group = first.hasToggle ? element('div') : undefined;
  const optionButtons = first.options.map((option, index) => ({ option, button: element('button', undefined, sets[index]?.label ?? '') }));
  if (group) {
    group.append(...optionButtons.map((entry) => entry.button));
    root.append(group);
  }
  const list = element('ul', 'sm-pricing-plans');
  const prices: { option: PricingOption; node: HTMLElement }[] = [];
  const joins: { option: PricingOption; node: HTMLElement }[] = [];
  const plans = data.plans.map((plan) => {
    const item = element('li');
    item.append(element('h3', undefined, plan.name));
    if (plan.description) item.append(element('p', 'sm-pricing-description', plan.description));
    first.options.forEach((option, index) => {
      const price = sets[index]?.prices.find((candidate) => candidate.plan === plan.id);
      if (!price) return;
      const node = element('p');
      node.append(element('span', 'sm-pricing-amount', first.priceText(price.amount)));
      const period = sets[index]?.period;
      if (period) node.append(element('span', 'sm-pricing-period', ` ${period}`));
      item.append(node);
      prices.push({ option, node });
    });
    if (plan.features?.length) {
      const features = element('ul', 'sm-pricing-features');
      features.append(...plan.features.map((feature) => element('li', undefined, feature)));
      item.append(features);
    }
    first.options.forEach((option, index) => {
      const price = sets[index]?.prices.find((candidate) => candidate.plan === plan.id);
      if (!price?.joinUrl) return;
      const link = element('a', undefined, first.joinText(plan.name, price.joinLabel));
      link.href = price.joinUrl;
      item.append(link);
      joins.push({ option, node: link });
    });
    list.append(item);
    return { id: plan.id, item };
  });
  root.append(list);

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    spreadProps(root, api.getRootProps());
    if (group) spreadProps(group, api.getGroupProps(data.groupLabel));
    for (const { option, button } of optionButtons) if (group) spreadProps(button, api.getOptionProps(option));
    for (const plan of plans) spreadProps(plan.item, api.getPlanProps(plan.id));
    for (const { option, node } of prices) spreadProps(node, api.getPriceProps(option));
    for (const { option, node } of joins) spreadProps(node, api.getJoinProps(option));
  };

  const subscription = actor.subscribe(render);
  const told = actor.on('optionChange', ({ option }) => onOptionChange?.(option));
  actor.start();
  render();
  container.replaceChildren(root);
  const unbind = bindPricingToggle(actor);
  return () => {
    unbind();
    subscription.unsubscribe();
    told.unsubscribe();
    actor.stop();
  };
}
