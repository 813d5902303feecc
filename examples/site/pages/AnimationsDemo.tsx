import '../../../ui/block-animation.css';
import '../animations-demo.css';
import type { BlockAnimationSettings } from '../../../machines/block-animation/codec.ts';
import { BlockAnimation } from '../../../ui/BlockAnimation.tsx';
import { ShrinkText } from '../../../ui/ShrinkText.tsx';

export interface AnimationsDemoData {
  heading: string;
  /** [BLK-008] The page is shown as the editor would (`?edit`): no block animates. */
  editMode: boolean;
  blocks: { id: string; title: string; body: string; image?: { src: string; alt: string; width: number; height: number }; settings: BlockAnimationSettings }[];
}

export function AnimationsDemo({ data }: { data: AnimationsDemoData }) {
  return (
    <>
      <h1>Block animations</h1>
      <section aria-labelledby="story-title" className="story-hero">
        <ShrinkText id="story-title" as="h2" text={data.heading} maxFontSize={56} />
        <p>
          Each section below fades or grows in as it comes into view, once its picture has loaded.
          {data.editMode ? ' Edit mode: nothing animates.' : ' With reduced motion, or in the editor, they are simply there.'}
        </p>
      </section>
      <div className="story-spacer" aria-hidden="true" />
      {data.blocks.map((block) => (
        <BlockAnimation key={block.id} id={block.id} animation={block.settings.animation} duration={block.settings.duration} editMode={data.editMode}>
          <section className="story-block" aria-labelledby={`${block.id}-title`}>
            <h3 id={`${block.id}-title`}>{block.title}</h3>
            {block.image ? <img src={block.image.src} alt={block.image.alt} width={block.image.width} height={block.image.height} loading="lazy" /> : null}
            <p>{block.body}</p>
          </section>
        </BlockAnimation>
      ))}
      <p id="page-end">End of the page.</p>
    </>
  );
}
