import type { SnapshotFrom } from 'xstate';
import type { BlockAnimationKind, BlockKeyframe } from './logic.ts';
import type { blockAnimationMachine } from './machine.ts';

export type BlockAnimationSnapshot = SnapshotFrom<typeof blockAnimationMachine>;

export type BlockAnimationPhase = 'idle' | 'hidden' | 'waitingForImages' | 'entering' | 'done' | 'skipped';

/** What the block entrance animation's connect returns: its parts as props for any renderer. */
export interface BlockAnimationApi {
  phase: BlockAnimationPhase;
  /** The block is hidden now (waiting to enter). */
  hidden: boolean;
  /** The entrance runs: the adapter animates `keyframes` over `durationMs`. */
  entering: boolean;
  animation: BlockAnimationKind;
  durationMs: number;
  keyframes: readonly [BlockKeyframe, BlockKeyframe];
  /** The block's wrapper: its state and the entrance's duration and scale for the stylesheet. */
  getRootProps(): {
    'data-scope': 'block-animation';
    'data-part': 'root';
    'data-state': BlockAnimationPhase;
    'data-animation': BlockAnimationKind;
    style: Record<string, string>;
  };
}
