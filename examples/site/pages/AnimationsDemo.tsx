import type { BlockAnimationSettings } from '../../../machines/block-animation/codec.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { shrinkHeadingIsland, storyIsland } from '../blocks/islands.ts';

export interface AnimationsDemoData {
  heading: string;
  /** [BLK-008] The page is shown as the editor would (`?edit`): no block animates. */
  editMode: boolean;
  blocks: { id: string; title: string; body: string; image?: { src: string; alt: string; width: number; height: number }; settings: BlockAnimationSettings }[];
}

/**
 * A bakery's "Our story": a heading that shrinks to fit (on the first screen, it wakes with the
 * page), then sections that animate in as they come into view. Each section is an island woken
 * within 200 px of the viewport, so it is bound (and hidden, waiting) before it is seen; until
 * then, and without JavaScript, it is visible as the server rendered it.
 */
export function AnimationsDemo({ data }: { data: AnimationsDemoData }) {
  return (
    <>
      <h1>Block animations</h1>
      <section aria-labelledby="story-title" className="story-hero">
        <Island of={shrinkHeadingIsland} props={{ id: 'story-title', text: data.heading, maxFontSize: 56 }} eager />
        <p>
          Each section below fades or grows in as it comes into view, once its picture has loaded.
          {data.editMode ? ' Edit mode: nothing animates.' : ' With reduced motion, or in the editor, they are simply there.'}
        </p>
      </section>
      <div className="story-spacer" aria-hidden="true" />
      {data.blocks.map((block) => (
        <Island key={block.id} of={storyIsland} props={{ ...block, editMode: data.editMode }} />
      ))}
      <p id="page-end">End of the page.</p>
    </>
  );
}
