'use client';
import { useMemo } from 'react';
import { connectProductCardView } from '../../machines/store/connect.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import type { ProductCardApi, ProductCardData } from '../../machines/store/types.ts';

/**
 * A product card's view model for React from what the server worked out (`describeProductCard`):
 * `connectProductCardView` with React's `keepProps`. No price rule, currency table or codec
 * comes with it, so a page's cards cost the browser only their markup's props.
 */
export function useProductCardView(card: ProductCardData): { api: ProductCardApi } {
  const api = useMemo(() => connectProductCardView(card, keepProps), [card]);
  return { api };
}
