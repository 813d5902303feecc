import type { SnapshotFrom } from 'xstate';
import { EXTERNAL_LINK_REL } from '../links/constants.ts';
import type { NormalizeProps } from '../shared/normalize.ts';
import { mapAnatomy } from './anatomy.ts';
import { MAP_LINK_TEXT, MAP_UNAVAILABLE_MESSAGE } from './constants.ts';
import { addressLines, mapLinkUrl } from './logic.ts';
import type { mapMachine } from './machine.ts';
import type { MapApi, MapEvent, MapStatus } from './types.ts';

export type MapSnapshot = SnapshotFrom<typeof mapMachine>;

/** The map's status: the provider region's state. */
export function mapStatus(snapshot: MapSnapshot): MapStatus {
  return (snapshot.value as { provider: MapStatus }).provider;
}

/** Pure view model of a map block for any renderer (ARIA first, then data-*). */
export function connect(snapshot: MapSnapshot, _send: (event: MapEvent) => void, normalize: NormalizeProps): MapApi {
  const { id, block } = snapshot.context;
  const { location, options } = block;
  const status = mapStatus(snapshot);
  const title = location.addressTitle.trim();
  const linkUrl = mapLinkUrl(location);
  return {
    status,
    location,
    options,
    marker: { lat: location.markerLat, lng: location.markerLng },
    linkUrl,
    addressLines: addressLines(location),
    linkText: MAP_LINK_TEXT,
    message: status === 'unavailable' ? MAP_UNAVAILABLE_MESSAGE : null,
    getRootProps: () => normalize({ id, ...mapAnatomy.attrs('root'), 'data-state': status, 'data-style': options.style }),
    getCanvasProps: () =>
      normalize({
        id: mapAnatomy.id(id, 'canvas'),
        role: 'region' as const,
        'aria-label': title === '' ? 'Map' : `Map of ${title}`,
        tabIndex: 0 as const,
        ...mapAnatomy.attrs('canvas'),
        'data-state': status,
      }),
    getPlaceholderProps: () => normalize({ ...mapAnatomy.attrs('placeholder'), hidden: status === 'ready' }),
    getAddressProps: () => normalize(mapAnatomy.attrs('address')),
    getTitleProps: () => normalize(mapAnatomy.attrs('title')),
    getLinkProps: () => normalize({ href: linkUrl, target: '_blank' as const, rel: EXTERNAL_LINK_REL, ...mapAnatomy.attrs('link') }),
    getMessageProps: () => normalize({ role: 'status' as const, ...mapAnatomy.attrs('message'), hidden: status !== 'unavailable' }),
  };
}
