'use client';
import { useMemo } from 'react';
import { connectProductCard } from '../../machines/store/connect.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import type { ProductCardApi, ProductCardInput } from '../../machines/store/types.ts';

/**
 * A product card's view model for React: `connectProductCard` with React's `keepProps`. A card
 * has no state of its own (no machine, no actor): what it shows follows from the product, the
 * store's currency and measurement standard, the same on the server and in the browser.
 */
export function useProductCard(input: ProductCardInput): { api: ProductCardApi } {
  const { product, currency, measurementStandard, id } = input;
  const api = useMemo(() => connectProductCard({ product, currency, measurementStandard, id }, keepProps), [product, currency, measurementStandard, id]);
  return { api };
}
