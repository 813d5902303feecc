import '../../../ui/highlight.css';
import type { HighlightBlockData } from '../../../machines/highlight/codec.ts';
import { Highlight } from '../../../ui/Highlight.tsx';

export interface HighlightSiteBlockProps {
  id: string;
  data: HighlightBlockData;
}

/** A text highlight block of the site: a line of large text whose middle words are marked. */
export function HighlightSiteBlock({ id, data }: HighlightSiteBlockProps) {
  return (
    <p className="hb-highlight">
      {data.before}
      <Highlight id={id} settings={data.settings}>
        {data.text}
      </Highlight>
      {data.after}
    </p>
  );
}
