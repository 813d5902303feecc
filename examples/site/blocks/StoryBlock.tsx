// A section that animates in as it comes into view, as an island wakes it (./islands.ts).
import '../../../ui/block-animation.css';
import '../animations-demo.css';
import type { BlockAnimationSettings } from '../../../machines/block-animation/codec.ts';
import { BlockAnimation } from '../../../ui/BlockAnimation.tsx';

export interface StoryBlockProps {
  id: string;
  title: string;
  body: string;
  image?: { src: string; alt: string; width: number; height: number };
  settings: BlockAnimationSettings;
  /** [BLK-008] The page is shown as the editor would: no animation. */
  editMode: boolean;
}

/** A section of the story that enters as it comes into view (BLK-006..008). */
export function StoryBlock({ id, title, body, image, settings, editMode }: StoryBlockProps) {
  return (
    <BlockAnimation id={id} animation={settings.animation} duration={settings.duration} editMode={editMode}>
      <section className="story-block" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{title}</h3>
        {image ? <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" /> : null}
        <p>{body}</p>
      </section>
    </BlockAnimation>
  );
}
