import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keepProps } from '../machines/shared/normalize.ts';
import { normalizeProps } from '../adapters/browser/dom-props.ts';
import { connectPricingToggle, decodePricingBlock, formatMoney, pricingToggleMachine, type PricingToggleInput } from '../machines/index.ts';
import { PRICING_BLOCK_DATA_ERROR } from '../machines/pricing-toggle/constants.ts';
import { optionFocusTarget, PRICING_FOCUS_KEYS } from '../machines/pricing-toggle/logic.ts';
import { damagedPricingJson, membershipPricingJson, passesPricingJson } from '../examples/content/pricing-demo.ts';

function start(input: PricingToggleInput = { priceSets: 2 }) {
  const actor = createActor(pricingToggleMachine, { input: { id: 'plans', ...input } });
  const told: string[] = [];
  actor.on('optionChange', ({ option }) => told.push(option));
  actor.start();
  const api = () => connectPricingToggle(actor.getSnapshot(), actor.send, keepProps);
  return { actor, told, api };
}

describe('pricingToggleMachine', () => {
  it('[BLK-016] two options, A selected first; a click on B swaps to its price set and back', () => {
    const { actor, api, told } = start();
    expect(actor.getSnapshot().value).toBe('optionA');
    api().getOptionProps('B').onClick();
    expect(actor.getSnapshot().value).toBe('optionB');
    expect(api().option).toBe('B');
    api().getOptionProps('A').onClick();
    expect(actor.getSnapshot().value).toBe('optionA');
    expect(told).toEqual(['B', 'A']);
  });

  it('[BLK-017] clicking the already selected option does nothing', () => {
    const { actor, api, told } = start();
    const before = actor.getSnapshot();
    api().getOptionProps('A').onClick();
    expect(actor.getSnapshot()).toBe(before);
    api().getOptionProps('B').onClick();
    const onB = actor.getSnapshot();
    api().getOptionProps('B').onClick();
    expect(actor.getSnapshot()).toBe(onB);
    expect(told).toEqual(['B']);
  });

  it('[BLK-018] the swap shows the selected set’s prices and join buttons and hides the other’s', () => {
    const { api } = start();
    const shown = () => ({
      prices: (['A', 'B'] as const).filter((option) => !api().getPriceProps(option).hidden),
      joins: (['A', 'B'] as const).filter((option) => !api().getJoinProps(option).hidden),
      pressed: (['A', 'B'] as const).filter((option) => api().getOptionProps(option)['aria-pressed']),
    });
    expect(shown()).toEqual({ prices: ['A'], joins: ['A'], pressed: ['A'] });
    api().getOptionProps('B').onClick();
    expect(shown()).toEqual({ prices: ['B'], joins: ['B'], pressed: ['B'] });
  });

  it('[BLK-016] a block with one price set has no toggle: option B cannot be selected', () => {
    const { actor, api, told } = start({ priceSets: 1 });
    expect(api().hasToggle).toBe(false);
    expect(api().options).toEqual(['A']);
    actor.send({ type: 'SELECT', option: 'B' });
    expect(actor.getSnapshot().value).toBe('optionA');
    expect(told).toEqual([]);
  });

  it('[BLK-016] [BLK-017] after any clicks exactly one option is pressed: the last one that differed', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A' as const, 'B' as const), { maxLength: 30 }), (clicks) => {
        const { api, told } = start();
        for (const option of clicks) api().getOptionProps(option).onClick();
        const pressed = (['A', 'B'] as const).filter((option) => api().getOptionProps(option)['aria-pressed']);
        expect(pressed).toEqual([clicks.at(-1) ?? 'A']);
        // Each report is a real change: no option is told twice in a row.
        expect(told.every((option, index) => option !== (told[index - 1] ?? 'A'))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('pricing toggle connect', () => {
  it('[BLK-016] a named group of two toggle buttons (aria-pressed), keyboard-operable as <button>s', () => {
    const api = start().api();
    expect(api.getGroupProps('Billing period')).toMatchObject({ role: 'group', 'aria-label': 'Billing period' });
    expect(api.getGroupProps()).toMatchObject({ 'aria-label': 'Billing period' });
    expect(api.getOptionProps('A')).toMatchObject({ type: 'button', 'aria-pressed': true, 'data-state': 'on', 'data-scope': 'pricing-toggle', 'data-part': 'option' });
    expect(api.getOptionProps('B')).toMatchObject({ 'aria-pressed': false, 'data-state': 'off' });
  });

  it('[BLK-016] prices are formatted with the store’s formatMoney, whole amounts without cents', () => {
    const api = start({ priceSets: 2, currency: 'USD' }).api();
    expect(api.priceText(4500)).toBe(formatMoney(4500, 'USD', { trimZeroCents: true }));
    expect(api.priceText(4500)).toBe('$45');
    expect(api.priceText(169500)).toBe('$1,695');
    expect(api.priceText(1950)).toBe('$19.50');
    expect(start({ priceSets: 2, currency: 'EUR' }).api().priceText(4500)).toBe('€45');
  });

  it('[BLK-018] the plain DOM normalizer writes hidden join buttons and aria-pressed as attributes', () => {
    const { actor } = start();
    const api = connectPricingToggle(actor.getSnapshot(), actor.send, normalizeProps);
    expect((api.getOptionProps('B') as unknown as Record<string, unknown>)['aria-pressed']).toBe('false');
    expect(api.getJoinProps('B').hidden).toBe(true);
    expect(typeof (api.getOptionProps('B') as unknown as Record<string, unknown>).onclick).toBe('function');
  });
});

describe('decodePricingBlock', () => {
  it('[BLK-016] decodes the demo membership block: two price sets, USD', () => {
    const decoded = decodePricingBlock(membershipPricingJson);
    expect(decoded.ok && decoded.data.priceSets.length).toBe(2);
    expect(decoded.ok && decoded.data.currency).toBe('USD');
  });

  it('[BLK-016] a block with one price set decodes: it shows its prices without a toggle', () => {
    const decoded = decodePricingBlock(passesPricingJson);
    expect(decoded.ok && decoded.data.priceSets.length).toBe(1);
  });

  it('[BLK-079] no price set, three sets, a price of no plan, an unknown currency or an amount no format can show give the error', () => {
    const set = (prices: unknown[]) => ({ label: 'L', prices });
    const plans = [{ id: 'p', name: 'P' }];
    const cases = [
      damagedPricingJson,
      JSON.stringify({ plans, priceSets: [set([]), set([]), set([])] }),
      JSON.stringify({ plans, priceSets: [set([{ plan: 'q', amount: 100 }])] }),
      JSON.stringify({ plans, currency: 'XYZ', priceSets: [set([])] }),
      JSON.stringify({ plans, priceSets: [set([{ plan: 'p', amount: -1 }])] }),
      JSON.stringify({ plans, priceSets: [set([{ plan: 'p', amount: 1e16 }])] }),
      JSON.stringify({ plans, priceSets: [set([{ plan: 'p', amount: 10.5 }])] }),
      JSON.stringify({ plans: [...plans, ...plans], priceSets: [set([])] }),
      '{"plans": [',
    ];
    for (const json of cases) {
      const decoded = decodePricingBlock(json);
      expect(decoded.ok, json).toBe(false);
      if (!decoded.ok) expect('error' in decoded && decoded.error).toBe(PRICING_BLOCK_DATA_ERROR);
    }
    expect(PRICING_BLOCK_DATA_ERROR).toBe('Error decoding pricing block data.');
  });

  it('[BLK-079] any JSON value decodes to data or the error, never a throw', () => {
    fc.assert(
      fc.property(fc.json(), (json) => {
        const decoded = decodePricingBlock(json);
        expect(typeof decoded.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('pricing toggle keyboard (WAI-ARIA toolbar arrows, bound by bindPricingToggle)', () => {
  it('[BLK-016] Left and Right wrap between the two options, Home and End go to the ends, other keys move nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom<'A' | 'B'>('A', 'B'), fc.string(), (current, key) => {
        const options = ['A', 'B'] as const;
        const target = optionFocusTarget(key, current, options);
        if (key === 'Home') expect(target).toBe('A');
        else if (key === 'End') expect(target).toBe('B');
        else if (key === 'ArrowLeft' || key === 'ArrowRight') expect(target).toBe(current === 'A' ? 'B' : 'A');
        else expect(target).toBeNull();
      }),
    );
    for (const key of PRICING_FOCUS_KEYS) expect(optionFocusTarget(key, 'A', ['A'])).toBe('A');
    expect(optionFocusTarget('ArrowRight', 'B', ['A'])).toBeNull();
  });
});
