import '../../../ui/marquee.css';
import type { MarqueeBlockDecoding } from '../../../machines/marquee/codec.ts';
import { Marquee } from '../../../ui/Marquee.tsx';
import { BlockData } from '../BlockData.tsx';

export function MarqueeDemo({ data: { left, right, damaged } }: { data: { left: MarqueeBlockDecoding; right: MarqueeBlockDecoding; damaged: MarqueeBlockDecoding } }) {
  return (
    <>
      <h1>Marquee</h1>
      <p>
        Text along a wave. It moves only while on screen and when reduced motion is not preferred; the second one pauses
        under the pointer.
      </p>
      <section aria-labelledby="announcement-title" id="announcement">
        <h2 id="announcement-title">Announcement</h2>
        <BlockData decoded={left}>{(data) => <Marquee data={data} />}</BlockData>
      </section>
      <section aria-labelledby="hover-title" id="hover">
        <h2 id="hover-title">Pauses on hover</h2>
        <BlockData decoded={right}>{(data) => <Marquee data={data} />}</BlockData>
      </section>
      <BlockData decoded={damaged}>{(data) => <Marquee data={data} />}</BlockData>
      <div className="spacer" aria-hidden="true" />
      <p id="page-end">End of the page.</p>
    </>
  );
}
