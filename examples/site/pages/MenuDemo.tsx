import type { MenuBlockDecoding } from '../../../machines/tabs/codec.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { BlockData } from '../BlockData.tsx';
import { menuTabsIsland } from '../blocks/islands.ts';

interface MenuDemoData {
  dinner: MenuBlockDecoding;
  brunch: MenuBlockDecoding;
  kids: MenuBlockDecoding;
  empty: MenuBlockDecoding;
}

const BRUNCH_PICKS = [
  { tab: 'sweet', label: 'Something sweet' },
  { tab: 'savoury', label: 'Something savoury' },
] as const;

/**
 * A restaurant's menu page: the dinner menu's tabs (uncontrolled, BLK-009..015), the weekend
 * brunch whose selected tab its section owns (controlled: the "today's pick" buttons move it too),
 * a menu of one tab, and a menu without tabs that is warned about and left out (BLK-079). Each
 * menu is an island: the dinner menu on the first screen wakes with the page, the others when
 * they come near, are focused or pressed.
 */
export function MenuDemo({ data }: { data: MenuDemoData }) {
  return (
    <>
      <h1>Our menu</h1>
      <p className="demo-note">Seasonal cooking from the market, served Tuesday to Sunday. Prices in dollars; service not included.</p>
      <section aria-labelledby="dinner-title">
        <h2 id="dinner-title">Dinner, from 6 pm</h2>
        <BlockData decoded={data.dinner}>{(block) => <Island of={menuTabsIsland} props={{ id: 'dinner', data: block }} eager />}</BlockData>
      </section>
      <section aria-labelledby="brunch-title">
        <h2 id="brunch-title">Weekend brunch, 9 am to 3 pm</h2>
        <BlockData decoded={data.brunch}>{(block) => <Island of={menuTabsIsland} props={{ id: 'brunch', data: block, picks: BRUNCH_PICKS }} />}</BlockData>
      </section>
      <section aria-labelledby="kids-title">
        <h2 id="kids-title">For the little ones</h2>
        <BlockData decoded={data.kids}>{(block) => <Island of={menuTabsIsland} props={{ id: 'kids', data: block }} />}</BlockData>
      </section>
      <BlockData decoded={data.empty}>{(block) => <Island of={menuTabsIsland} props={{ id: 'empty', data: block }} />}</BlockData>
    </>
  );
}
