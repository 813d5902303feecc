import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { isCurrencyCode, type CurrencyCode } from '../store/currencies.ts';
import { PRICING_BLOCK_DATA_ERROR } from './constants.ts';

/** The largest amount a price may have: 15 integer places in a currency without cents (formatMoney's limit). */
const MAX_MINOR_UNITS = 999_999_999_999_999;

const PlanCodec = t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ description: t.string, features: t.array(t.string) })]);
const PriceCodec = t.intersection([
  t.type({ plan: t.string, amount: t.Int }),
  t.partial({ joinUrl: t.string, joinLabel: t.string }),
]);
const PriceSetCodec = t.intersection([t.type({ label: t.string, prices: t.array(PriceCodec) }), t.partial({ period: t.string, note: t.string })]);
/** Pricing block data as a published page carries it (untrusted JSON). */
const PricingBlockCodec = t.intersection([
  t.type({ plans: t.array(PlanCodec), priceSets: t.array(PriceSetCodec) }),
  t.partial({ title: t.string, groupLabel: t.string, currency: t.string }),
]);

export type PricingPlanData = t.TypeOf<typeof PlanCodec>;
export type PricingPriceData = t.TypeOf<typeof PriceCodec>;
export type PricingPriceSetData = t.TypeOf<typeof PriceSetCodec>;
/** A decoded pricing block: one or two price sets (option A, option B), its currency one of the store's. */
export type PricingBlockData = Omit<t.TypeOf<typeof PricingBlockCodec>, 'currency'> & { currency: CurrencyCode };

/** The decoding of a pricing block: its data, or the error to warn with and why. */
export type PricingBlockDecoding = Extract<Decoded<PricingBlockData>, { ok: true }> | (Extract<Decoded<PricingBlockData>, { ok: false }> & { error: string });

const refuse = (details: string[]) => ({ ok: false as const, error: PRICING_BLOCK_DATA_ERROR, details });

/** What makes decoded data unusable: nothing to show, more sets than options, prices of no plan, amounts no format can show. */
function problems(data: t.TypeOf<typeof PricingBlockCodec>): string[] {
  const found: string[] = [];
  const planIds = data.plans.map((plan) => plan.id);
  if (data.priceSets.length === 0) found.push('priceSets: a pricing block needs a price set');
  // [BLK-016] Two options, two price sets at most.
  if (data.priceSets.length > 2) found.push('priceSets: two price sets at most (option A and option B)');
  if (new Set(planIds).size !== planIds.length) found.push('plans: plan ids must be unique');
  data.priceSets.forEach((set, index) =>
    set.prices.forEach((price, priceIndex) => {
      if (!planIds.includes(price.plan)) found.push(`priceSets.${index}.prices.${priceIndex}.plan: no plan ${JSON.stringify(price.plan)}`);
      if (price.amount < 0 || price.amount > MAX_MINOR_UNITS) found.push(`priceSets.${index}.prices.${priceIndex}.amount: out of range`);
    }),
  );
  if (data.currency !== undefined && !isCurrencyCode(data.currency)) found.push(`currency: unknown code ${JSON.stringify(data.currency)}`);
  return found;
}

/**
 * [BLK-079] Decodes the JSON text of a member-access pricing block. Text that does not parse or
 * match the shape, a block with no price set or more than two, or prices no one can show give the
 * error, so the caller warns and abandons the render. One price set is a valid block: its prices
 * show, with no toggle (nothing to swap). Amounts are in minor units (cents), USD by default.
 */
export function decodePricingBlock(json: string): PricingBlockDecoding {
  const parsed = parseJson(json);
  if (!parsed.ok) return refuse([parsed.message]);
  const decoded = decodeWith(PricingBlockCodec, parsed.value);
  if (!decoded.ok) return refuse(decoded.details);
  const found = problems(decoded.data);
  if (found.length > 0) return refuse(found);
  const currency = decoded.data.currency;
  return { ok: true, data: { ...decoded.data, currency: currency !== undefined && isCurrencyCode(currency) ? currency : 'USD' } };
}
