// A heading that shrinks to fit, as an island wakes it (./islands.ts).
import { ShrinkText } from '../../../ui/ShrinkText.tsx';

export interface ShrinkHeadingBlockProps {
  id: string;
  text: string;
  /** The heading's own (largest) font size, px. */
  maxFontSize: number;
}

/** A heading that shrinks to fit its box (CONST-006, CONST-007). */
export function ShrinkHeadingBlock({ id, text, maxFontSize }: ShrinkHeadingBlockProps) {
  return <ShrinkText id={id} as="h2" text={text} maxFontSize={maxFontSize} />;
}
