import '../../../ui/map.css';
import './map-demo.css';
import type { MapBlockDecoding } from '../../../machines/map/codec.ts';
import type { MapsProvider } from '../../../machines/map/types.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { mapIsland } from '../blocks/islands.ts';

export interface MapDemoData {
  provider: MapsProvider;
  studio: MapBlockDecoding;
  pier: MapBlockDecoding;
  confused: MapBlockDecoding;
}

function DecodedMap({ id, decoding, provider }: { id: string; decoding: MapBlockDecoding; provider: MapsProvider }) {
  // [BLK-079] A map whose JSON cannot be read is not rendered (the server logged why).
  if (!decoding.ok) return <p>This map could not be shown.</p>;
  // An island: its code (and the maps script) fetched only when it comes near [MAP-018].
  return <Island of={mapIsland} props={{ id, block: decoding.data, provider }} />;
}

/**
 * Two map blocks sharing one maps script (MAP-018), and a third far down the page whose data
 * was wrong (its defaults shown, MAP-003..015): nothing of the maps service is fetched until a
 * map comes within 200 px of the viewport.
 */
export function MapDemo({ data }: { data: MapDemoData }) {
  return (
    <>
      <h1>Visit us</h1>
      <p>Walks along the harbour, every weekend, from our studio and from the pier.</p>
      <section aria-labelledby="about-title" className="demo-map-about">
        <h2 id="about-title">About the walks</h2>
        <p>Each walk takes about two hours and covers four miles of waterfront, with stops at the old ferry terminals, the fish market and the lighthouse.</p>
        <p>Walks leave at nine and at two. Bring comfortable shoes and something warm: the wind off the water is cold even in summer.</p>
        <p>Groups are twelve people at most. Children walk free with an adult; dogs on a lead are welcome.</p>
        <p>Below are the two places we meet. Each map draws when you scroll near it; the address and a link out are always there.</p>
      </section>
      <div className="demo-map-pair">
        <section aria-labelledby="studio-title">
          <h2 id="studio-title">The studio</h2>
          <DecodedMap id="studio-map" decoding={data.studio} provider={data.provider} />
        </section>
        <section aria-labelledby="pier-title">
          <h2 id="pier-title">Where walks start</h2>
          <DecodedMap id="pier-map" decoding={data.pier} provider={data.provider} />
        </section>
      </div>
      <div className="demo-map-spacer" aria-hidden="true" />
      <section aria-labelledby="default-title">
        <h2 id="default-title">A map with damaged settings</h2>
        <p>Its options had the wrong types and its style number was out of range: every one falls back to its default.</p>
        <DecodedMap id="default-map" decoding={data.confused} provider={data.provider} />
      </section>
    </>
  );
}
