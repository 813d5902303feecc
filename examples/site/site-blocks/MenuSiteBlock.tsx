import '../../../ui/tabs.css';
import type { MenuBlockData } from '../../../machines/tabs/codec.ts';
import { MenuBlock } from '../../../ui/MenuBlock.tsx';

export interface MenuSiteBlockProps {
  id: string;
  data: MenuBlockData;
}

/** A menu block (tabs) of the site. */
export function MenuSiteBlock({ id, data }: MenuSiteBlockProps) {
  return <MenuBlock id={id} data={data} />;
}
