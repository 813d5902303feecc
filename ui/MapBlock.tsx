'use client';
import { useRef } from 'react';
import type { InspectionEvent } from 'xstate';
import { useMap } from '../adapters/react/useMap.ts';
import type { DecodedMapBlock, MapsProvider } from '../machines/map/types.ts';

export interface MapBlockProps {
  id: string;
  block: DecodedMapBlock;
  provider: MapsProvider;
  /** A static picture of the map the server has (shown until the provider draws); a plain placeholder otherwise. */
  placeholderImage?: string;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * [MAP-001] A map block: the address title and lines and a link out, rendered on the server; the
 * provider draws into the canvas once the block has come near the viewport.
 */
export function MapBlock({ id, block, provider, placeholderImage, inspect }: MapBlockProps) {
  const root = useRef<HTMLDivElement>(null);
  const { api } = useMap({ id, block, provider }, root, { inspect });
  return (
    <div ref={root} className="sm-map" {...api.getRootProps()}>
      <div className="sm-map-frame">
        <div className="sm-map-canvas" {...api.getCanvasProps()} />
        <div className="sm-map-placeholder" {...api.getPlaceholderProps()}>
          {placeholderImage ? <img src={placeholderImage} alt="" width={640} height={360} loading="lazy" /> : null}
        </div>
        <p className="sm-map-message" {...api.getMessageProps()}>
          {api.message}
        </p>
      </div>
      <address className="sm-map-address" {...api.getAddressProps()}>
        {api.location.addressTitle ? (
          <strong className="sm-map-title" {...api.getTitleProps()}>
            {api.location.addressTitle}
          </strong>
        ) : null}
        {api.addressLines.map((line) => (
          <span key={line} className="sm-map-line">
            {line}
          </span>
        ))}
        <a className="sm-map-link" {...api.getLinkProps()}>
          {api.linkText}
        </a>
      </address>
    </div>
  );
}
