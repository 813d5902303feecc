import type { SeedProduct } from '../content/store-products.d.mts';

export const COMMERCE_AREA: string;
export const MAX_SKU_LENGTH: number;
export class ProductError extends Error {}
export function validateProduct(product: unknown): SeedProduct;

type Refusal = { ok: false; reason: string; detail: string };
type Outcome = { ok: true } | Refusal;

export interface CommerceStore {
  file: string;
  putProduct(product: SeedProduct): void;
  schemaVersion(): number;
  latestVersion: number;
  products(page: string): unknown[];
  cart(cartId: string | null): Record<string, unknown>;
  hasCart(cartId: string | null | undefined): boolean;
  createCart(): string;
  add(cartId: string, variantId: string, quantity: number, productId?: string): Outcome;
  updateQuantity(cartId: string, entryId: string, quantity: number): Outcome;
  remove(cartId: string, entryId: string): Outcome;
  close(): void;
}

export function openCommerceStore(file: string, options?: { now?: () => number; websiteId?: string; currency?: string }): CommerceStore;
