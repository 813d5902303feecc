import type { GalleryBlockDecoding } from '../../../machines/gallery/codec.ts';
import { GalleryIsland as GalleryBlock } from '../blocks/GalleryIsland.tsx';

interface DamagedBlocksData {
  galleries: { id: string; label: string; decoding: GalleryBlockDecoding }[];
}

/**
 * Blocks whose data cannot be read, on a page of their own: each shows its fallback notice and
 * logs the spec's message [GAL-076] [GAL-065] (pages with good data log nothing).
 */
export function DamagedBlocksDemo({ data }: { data: DamagedBlocksData }) {
  return (
    <>
      <h1>Blocks with bad data</h1>
      <p>Each block below carries data the runtime refuses; the page still renders, and the console says why.</p>
      {data.galleries.map(({ id, label, decoding }) => (
        <section key={id} aria-label={label}>
          <h2>{label}</h2>
          <GalleryBlock decoding={decoding} id={id} label={label} />
        </section>
      ))}
    </>
  );
}
