import '../../../ui/tabs.css';
import { useState } from 'react';
import type { MenuBlockDecoding } from '../../../machines/tabs/codec.ts';
import { MenuBlock } from '../../../ui/MenuBlock.tsx';
import { BlockData } from '../BlockData.tsx';

interface MenuDemoData {
  dinner: MenuBlockDecoding;
  brunch: MenuBlockDecoding;
  kids: MenuBlockDecoding;
  empty: MenuBlockDecoding;
}

/**
 * A restaurant's menu page: the dinner menu's tabs (uncontrolled, BLK-009..015), the weekend
 * brunch whose selected tab the page owns (controlled: the "today's pick" buttons move it too),
 * a menu of one tab, and a menu without tabs that is warned about and left out (BLK-079).
 */
export function MenuDemo({ data }: { data: MenuDemoData }) {
  const [brunchTab, setBrunchTab] = useState('sweet');
  return (
    <>
      <h1>Our menu</h1>
      <p className="demo-note">Seasonal cooking from the market, served Tuesday to Sunday. Prices in dollars; service not included.</p>
      <section aria-labelledby="dinner-title">
        <h2 id="dinner-title">Dinner, from 6 pm</h2>
        <BlockData decoded={data.dinner}>{(block) => <MenuBlock id="dinner" data={block} />}</BlockData>
      </section>
      <section aria-labelledby="brunch-title">
        <h2 id="brunch-title">Weekend brunch, 9 am to 3 pm</h2>
        <p className="button-row">
          <span>In the mood for:</span>
          <button type="button" data-pick="sweet" onClick={() => setBrunchTab('sweet')}>Something sweet</button>
          <button type="button" data-pick="savoury" onClick={() => setBrunchTab('savoury')}>Something savoury</button>
        </p>
        <BlockData decoded={data.brunch}>
          {(block) => <MenuBlock id="brunch" data={block} value={brunchTab} onValueChange={setBrunchTab} />}
        </BlockData>
        <p className="demo-note" data-fact="brunch-tab">Showing: {brunchTab}</p>
      </section>
      <section aria-labelledby="kids-title">
        <h2 id="kids-title">For the little ones</h2>
        <BlockData decoded={data.kids}>{(block) => <MenuBlock id="kids" data={block} />}</BlockData>
      </section>
      <BlockData decoded={data.empty}>{(block) => <MenuBlock id="empty" data={block} />}</BlockData>
    </>
  );
}
