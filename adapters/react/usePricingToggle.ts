'use client';
import { useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { pricingToggleMachine } from '../../machines/pricing-toggle/machine.ts';
import { connect } from '../../machines/pricing-toggle/connect.ts';
import type { PricingOption } from '../../machines/pricing-toggle/logic.ts';
import type { PricingToggleApi, PricingToggleSnapshot } from '../../machines/pricing-toggle/types.ts';
import type { CurrencyCode } from '../../machines/store/currencies.ts';
import { useInspect, useLatest, type ActorHookOptions } from './actor-hooks.ts';
import { normalizeProps } from './normalize-props.ts';
import { bindPricingToggle } from '../browser/pricing-toggle.ts';

export type PricingToggleActor = Actor<typeof pricingToggleMachine>;

export interface UsePricingToggleInput {
  /** How many price sets the block has (1: no toggle). */
  priceSets: 1 | 2;
  currency?: CurrencyCode;
  /** Prefix of the parts' DOM ids; generated (`useId`) when absent. */
  id?: string;
  /** The option the visitor switched to. */
  onOptionChange?: (option: PricingOption) => void;
}

const selectView = (snapshot: PricingToggleSnapshot) => snapshot;
const sameView = (a: PricingToggleSnapshot, b: PricingToggleSnapshot) => a.value === b.value;

/**
 * Starts a `pricingToggleMachine` for the component's lifetime, bound to the page by
 * `bindPricingToggle` once mounted (arrow keys between the options), and returns `{ actorRef, api }`.
 */
export function usePricingToggle(input: UsePricingToggleInput, options: ActorHookOptions = {}): { actorRef: PricingToggleActor; api: PricingToggleApi } {
  const generatedId = useId();
  const actorRef = useActorRef(pricingToggleMachine, {
    input: { id: input.id ?? generatedId, priceSets: input.priceSets, currency: input.currency },
    inspect: useInspect(options),
  });
  const onOptionChange = useLatest(input.onOptionChange);
  useEffect(() => {
    const unbind = bindPricingToggle(actorRef);
    const subscription = actorRef.on('optionChange', ({ option }) => onOptionChange.current?.(option));
    return () => {
      unbind();
      subscription.unsubscribe();
    };
  }, [actorRef, onOptionChange]);
  const snapshot = useSelector(actorRef, selectView, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, normalizeProps) };
}
