// A member-access pricing block as an island wakes it (./islands.ts): plain decoded data in.
import '../../../ui/pricing-toggle.css';
import { useState } from 'react';
import type { PricingBlockData } from '../../../machines/pricing-toggle/codec.ts';
import type { PricingOption } from '../../../machines/pricing-toggle/logic.ts';
import { PricingToggle } from '../../../ui/PricingToggle.tsx';

export interface PricingBlockProps {
  id: string;
  data: PricingBlockData;
  /** Writes the options the visitor switched to under the block (what `onOptionChange` reports). */
  tellSwitches?: boolean;
}

/** A member-access pricing block (BLK-016..018). */
export function PricingBlock({ id, data, tellSwitches = false }: PricingBlockProps) {
  const [switches, setSwitches] = useState<PricingOption[]>([]);
  if (!tellSwitches) return <PricingToggle id={id} data={data} />;
  return (
    <>
      <PricingToggle id={id} data={data} onOptionChange={(option) => setSwitches((list) => [...list, option])} />
      <p className="demo-note" data-fact="switches">
        Switches: {switches.length === 0 ? 'none' : switches.join(', ')}
      </p>
    </>
  );
}
