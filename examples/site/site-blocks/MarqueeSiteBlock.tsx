import '../../../ui/marquee.css';
import type { MarqueeBlockData } from '../../../machines/marquee/codec.ts';
import { Marquee } from '../../../ui/Marquee.tsx';

export interface MarqueeSiteBlockProps {
  data: MarqueeBlockData;
}

/** A marquee block of the site. */
export function MarqueeSiteBlock({ data }: MarqueeSiteBlockProps) {
  return <Marquee data={data} />;
}
