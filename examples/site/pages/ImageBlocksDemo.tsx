import type { ImageBlockDecoding } from '../../../machines/image-block/codec.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { BlockData } from '../BlockData.tsx';
import { imageBlockIsland } from '../blocks/islands.ts';

/** What a block's box is on this site (site.css: `main` at most 44rem wide, 1.25rem padding each side), for its picture's `sizes`. */
const BLOCK_WIDTH = 'min(44rem, 100vw - 2.5rem)';

type ImageBlocksDemoData = Record<'inline' | 'poster' | 'card' | 'overlap' | 'collage' | 'stack' | 'video' | 'videoDefault' | 'unknownVariant' | 'damaged', ImageBlockDecoding>;

/**
 * One image block of the page as an island, or nothing (warned about) when its data cannot be
 * read. A block on the first screen (`priority`) wakes with the page; the others when they come
 * near, are focused or pressed.
 */
function Block({ decoded, id, priority, sizes = BLOCK_WIDTH }: { decoded: ImageBlockDecoding; id: string; priority?: boolean; sizes?: string }) {
  if (decoded.ok) for (const warning of decoded.warnings) console.warn(warning);
  return (
    <BlockData decoded={decoded}>
      {(block) => <Island of={imageBlockIsland} props={{ block, id, priority, sizes }} eager={priority === true} />}
    </BlockData>
  );
}

/**
 * A restaurant's page built of image blocks: one of each variant, two videos that load once half
 * of their block is in view, the same card in a narrow column (under 415 px it stacks).
 */
export function ImageBlocksDemo({ data }: { data: ImageBlocksDemoData }) {
  return (
    <>
      <h1>The Harbour Kitchen</h1>
      <p>Each block below is an image block in one of its six layouts; narrow your window to see them stack under 415 px.</p>
      <section aria-labelledby="inline-heading">
        <h2 id="inline-heading">Inline</h2>
        <Block decoded={data.inline} id="inline" priority />
      </section>
      <section aria-labelledby="poster-heading">
        <h2 id="poster-heading">Poster</h2>
        <Block decoded={data.poster} id="poster" />
      </section>
      <section aria-labelledby="card-heading">
        <h2 id="card-heading">Card</h2>
        <Block decoded={data.card} id="card" />
      </section>
      <section aria-labelledby="overlap-heading">
        <h2 id="overlap-heading">Overlap</h2>
        <Block decoded={data.overlap} id="overlap" />
      </section>
      <section aria-labelledby="collage-heading">
        <h2 id="collage-heading">Collage</h2>
        <Block decoded={data.collage} id="collage" />
      </section>
      <section aria-labelledby="stack-heading">
        <h2 id="stack-heading">Stack</h2>
        <Block decoded={data.stack} id="stack" />
      </section>
      <section aria-labelledby="narrow-heading">
        <h2 id="narrow-heading">In a narrow column</h2>
        <div className="demo-narrow-column" style={{ maxWidth: '360px' }}>
          <Block decoded={data.card} id="narrow-card" sizes="360px" />
        </div>
      </section>
      <section aria-labelledby="video-heading">
        <h2 id="video-heading">Films</h2>
        <Block decoded={data.video} id="kitchen-film" />
        <Block decoded={data.videoDefault} id="garden-film" />
      </section>
      <section aria-labelledby="more-heading">
        <h2 id="more-heading">From the pantry</h2>
        <Block decoded={data.unknownVariant} id="spice-shelf" />
        <Block decoded={data.damaged} id="damaged" />
      </section>
    </>
  );
}
