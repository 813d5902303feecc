'use client';
import type { InspectionEvent } from 'xstate';
import type { PricingBlockData } from '../machines/pricing-toggle/codec.ts';
import type { PricingOption } from '../machines/pricing-toggle/logic.ts';
import { usePricingToggle } from '../adapters/react/usePricingToggle.ts';

export interface PricingToggleProps {
  data: PricingBlockData;
  /** Prefix of the parts' DOM ids; generated when absent. */
  id?: string;
  /** Level of each plan's heading. */
  headingLevel?: 3 | 4 | 5 | 6;
  /** The option the visitor switched to. */
  onOptionChange?: (option: PricingOption) => void;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * Render-only member-access pricing: the two-button toggle (BLK-016, BLK-017) over the plans,
 * each with its price and join button in both sets, those of the other option hidden (BLK-018).
 */
export function PricingToggle({ data, id, headingLevel = 3, onOptionChange, inspect }: PricingToggleProps) {
  const sets = data.priceSets.slice(0, 2);
  const { api } = usePricingToggle({ id, priceSets: sets.length === 2 ? 2 : 1, currency: data.currency, onOptionChange }, { inspect });
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...api.getRootProps()}>
      {api.hasToggle ? (
        <div {...api.getGroupProps(data.groupLabel)}>
          {api.options.map((option, index) => (
            <button key={option} {...api.getOptionProps(option)}>
              {sets[index]?.label}
            </button>
          ))}
        </div>
      ) : null}
      <ul className="sm-pricing-plans">
        {data.plans.map((plan) => (
          <li key={plan.id} {...api.getPlanProps(plan.id)}>
            <Heading>{plan.name}</Heading>
            {plan.description ? <p className="sm-pricing-description">{plan.description}</p> : null}
            {api.options.map((option, index) => {
              const price = sets[index]?.prices.find((candidate) => candidate.plan === plan.id);
              return price ? (
                <p key={option} {...api.getPriceProps(option)}>
                  <span className="sm-pricing-amount">{api.priceText(price.amount)}</span>
                  {sets[index]?.period ? <span className="sm-pricing-period"> {sets[index]?.period}</span> : null}
                </p>
              ) : null;
            })}
            {plan.features?.length ? (
              <ul className="sm-pricing-features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            ) : null}
            {api.options.map((option, index) => {
              const price = sets[index]?.prices.find((candidate) => candidate.plan === plan.id);
              return price?.joinUrl ? (
                <a key={option} href={price.joinUrl} {...api.getJoinProps(option)}>
                  {api.joinText(plan.name, price.joinLabel)}
                </a>
              ) : null;
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
