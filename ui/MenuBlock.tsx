'use client';
import type { InspectionEvent } from 'xstate';
import type { MenuBlockData, MenuTabData } from '../machines/tabs/codec.ts';
import { Tabs } from './Tabs.tsx';

export interface MenuBlockProps {
  data: MenuBlockData;
  /** Prefix of the parts' DOM ids; generated when absent. */
  id?: string;
  /** Controlled: the selected tab's id. */
  value?: string;
  /** Uncontrolled: the tab selected at the start (the first when absent, BLK-010). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  inspect?: (event: InspectionEvent) => void;
}

/** One tab's panel: its sections of dishes, each with its description and price as written. */
function MenuTabContent({ tab }: { tab: MenuTabData }) {
  return (
    <>
      {tab.note ? <p className="sm-menu-note">{tab.note}</p> : null}
      {tab.sections.map((section, index) => (
        <div key={index} className="sm-menu-section">
          {section.title ? <h3>{section.title}</h3> : null}
          <ul className="sm-menu-items">
            {section.items.map((item, itemIndex) => (
              <li key={itemIndex} className="sm-menu-item">
                <span className="sm-menu-item-name">{item.name}</span>
                {item.price ? <span className="sm-menu-item-price">{item.price}</span> : null}
                {item.description ? <span className="sm-menu-item-description">{item.description}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** A menu block: its tabs (BLK-009..015) over the owner's dishes. */
export function MenuBlock({ data, ...props }: MenuBlockProps) {
  const tabs = data.tabs.map((tab) => ({ id: tab.id, label: tab.title, content: <MenuTabContent tab={tab} /> }));
  return <Tabs {...props} label={data.title} tabs={tabs} />;
}
