import '../../../ui/pricing-toggle.css';
import type { PricingBlockData } from '../../../machines/pricing-toggle/codec.ts';
import { PricingToggle } from '../../../ui/PricingToggle.tsx';

export interface PricingSiteBlockProps {
  id: string;
  data: PricingBlockData;
}

/** A pricing block of the site (the member-access pricing toggle). */
export function PricingSiteBlock({ id, data }: PricingSiteBlockProps) {
  return <PricingToggle id={id} data={data} />;
}
