import type { PricingBlockDecoding } from '../../../machines/pricing-toggle/codec.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { BlockData } from '../BlockData.tsx';
import { pricingIsland } from '../blocks/islands.ts';

interface PricingToggleDemoData {
  membership: PricingBlockDecoding;
  passes: PricingBlockDecoding;
  damaged: PricingBlockDecoding;
}

/**
 * A climbing gym's membership page: plans priced monthly or yearly behind the member-access
 * pricing toggle (BLK-016..018), passes with one price set (no toggle), and a damaged block that
 * is warned about and left out (BLK-079). The memberships on the first screen wake with the
 * page; the passes when they come near, are focused or pressed.
 */
export function PricingToggleDemo({ data }: { data: PricingToggleDemoData }) {
  return (
    <>
      <h1>Become a member</h1>
      <p className="demo-note">Climb, train and stretch at Granite Hall. Cancel any time; yearly memberships get two months free.</p>
      <section aria-labelledby="membership-title">
        <h2 id="membership-title">Memberships</h2>
        <BlockData decoded={data.membership}>{(block) => <Island of={pricingIsland} props={{ id: 'membership', data: block, tellSwitches: true }} eager />}</BlockData>
      </section>
      <section aria-labelledby="passes-title">
        <h2 id="passes-title">Not ready to commit?</h2>
        <BlockData decoded={data.passes}>{(block) => <Island of={pricingIsland} props={{ id: 'passes', data: block }} />}</BlockData>
      </section>
      <BlockData decoded={data.damaged}>{(block) => <Island of={pricingIsland} props={{ id: 'damaged', data: block }} />}</BlockData>
    </>
  );
}
