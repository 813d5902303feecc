// A menu block's tabs as an island wakes it (./islands.ts): plain decoded data in.
import '../../../ui/tabs.css';
import { useState } from 'react';
import type { MenuBlockData } from '../../../machines/tabs/codec.ts';
import { MenuBlock } from '../../../ui/MenuBlock.tsx';

export interface MenuTabsBlockProps {
  id: string;
  data: MenuBlockData;
  /**
   * Controlled by the section it sits in: "today's pick" buttons (tab id and label) that select
   * a tab from outside the tabs, and a line saying which one shows.
   */
  picks?: readonly { tab: string; label: string }[];
}

/** A menu block's tabs (BLK-009..015); with `picks`, the selected tab is owned by the block's section. */
export function MenuTabsBlock({ id, data, picks }: MenuTabsBlockProps) {
  const [value, setValue] = useState(picks?.[0]?.tab ?? '');
  if (!picks) return <MenuBlock id={id} data={data} />;
  return (
    <>
      <p className="button-row">
        <span>In the mood for:</span>
        {picks.map((pick) => (
          <button key={pick.tab} type="button" data-pick={pick.tab} onClick={() => setValue(pick.tab)}>
            {pick.label}
          </button>
        ))}
      </p>
      <MenuBlock id={id} data={data} value={value} onValueChange={setValue} />
      <p className="demo-note" data-fact={`${id}-tab`}>
        Showing: {value}
      </p>
    </>
  );
}
