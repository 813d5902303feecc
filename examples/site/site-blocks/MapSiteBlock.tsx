import '../../../ui/map.css';
import type { DecodedMapBlock, MapsProvider } from '../../../machines/map/types.ts';
import { MapBlock } from '../../../ui/MapBlock.tsx';

export interface MapSiteBlockProps {
  id: string;
  data: DecodedMapBlock;
  provider: MapsProvider;
}

/** A map block of the site: the address and a link out at once, the map drawn when it comes near (one maps script per page). */
export function MapSiteBlock({ id, data, provider }: MapSiteBlockProps) {
  return <MapBlock id={id} block={data} provider={provider} />;
}
