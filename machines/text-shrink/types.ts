import type { SnapshotFrom } from 'xstate';
import type { textShrinkMachine } from './machine.ts';

export type TextShrinkSnapshot = SnapshotFrom<typeof textShrinkMachine>;
export type TextShrinkPhase = 'measuring' | 'fitted' | 'debouncing';

/** What the text shrink's connect returns: its parts as props for any renderer. */
export interface TextShrinkApi {
  phase: TextShrinkPhase;
  /** The browser's fitted size (px), or null while the server's guess fits. */
  fontSize: number | null;
  /** The adapter measures now (at start, and 100 ms after the last resize). */
  measuring: boolean;
  /** The element the text is fitted to (a size container for the guess's `cqi` units). */
  getContainerProps(): { 'data-scope': 'text-shrink'; 'data-part': 'container'; style: Record<string, string> };
  /** The text: the server's guess as CSS, the browser's exact size once it differs. */
  getTextProps(text: string): { 'data-scope': 'text-shrink'; 'data-part': 'text'; 'data-state': TextShrinkPhase; style: Record<string, string> };
}
