export interface SeedVariant {
  id: string;
  sku: string;
  price: number;
  salePrice?: number;
  onSale?: boolean;
  qtyInStock: number;
  unlimited?: boolean;
  optionValues?: { name: string; value: string }[];
}
export interface SeedProduct {
  id: string;
  page?: string;
  position: number;
  name: string;
  description?: string;
  productType: 'PHYSICAL' | 'SERVICE' | 'DIGITAL' | 'GIFT_CARD';
  workflowState?: string;
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
  subscriptionPlan?: { billingPeriod: { value: number; unit: 'weekly' | 'monthly' | 'yearly' }; numBillingCycles: number };
  variants: SeedVariant[];
}
export const seedProducts: readonly SeedProduct[];
export const MINIMUM_SUBTOTAL_CENTS: number;
