import '../../../ui/pricing-toggle.css';
import { useState } from 'react';
import type { PricingBlockDecoding } from '../../../machines/pricing-toggle/codec.ts';
import type { PricingOption } from '../../../machines/pricing-toggle/logic.ts';
import { PricingToggle } from '../../../ui/PricingToggle.tsx';
import { BlockData } from '../BlockData.tsx';

interface PricingToggleDemoData {
  membership: PricingBlockDecoding;
  passes: PricingBlockDecoding;
  damaged: PricingBlockDecoding;
}

/**
 * A climbing gym's membership page: plans priced monthly or yearly behind the member-access
 * pricing toggle (BLK-016..018), passes with one price set (no toggle), and a damaged block that
 * is warned about and left out (BLK-079).
 */
export function PricingToggleDemo({ data }: { data: PricingToggleDemoData }) {
  const [switches, setSwitches] = useState<PricingOption[]>([]);
  return (
    <>
      <h1>Become a member</h1>
      <p className="demo-note">Climb, train and stretch at Granite Hall. Cancel any time; yearly memberships get two months free.</p>
      <section aria-labelledby="membership-title">
        <h2 id="membership-title">Memberships</h2>
        <BlockData decoded={data.membership}>
          {(block) => <PricingToggle id="membership" data={block} onOptionChange={(option) => setSwitches((list) => [...list, option])} />}
        </BlockData>
        <p className="demo-note" data-fact="switches">Switches: {switches.length === 0 ? 'none' : switches.join(', ')}</p>
      </section>
      <section aria-labelledby="passes-title">
        <h2 id="passes-title">Not ready to commit?</h2>
        <BlockData decoded={data.passes}>{(block) => <PricingToggle id="passes" data={block} />}</BlockData>
      </section>
      <BlockData decoded={data.damaged}>{(block) => <PricingToggle id="damaged" data={block} />}</BlockData>
    </>
  );
}
