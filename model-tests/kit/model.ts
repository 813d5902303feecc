import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';

/**
 * A behaviour's model: a small spec machine with the real machine's states where time and I/O
 * are explicit events, the event payloads to explore, and the view each spec state implies.
 */
export interface BehaviourModel<TConfig, TEvent extends EventObject, TView, TSpec extends AnyStateMachine = AnyStateMachine> {
  /** Public name of the real machine, as `model:coverage` prints it. */
  machineName: string;
  /** The real machine whose graph coverage is measured. */
  machine: AnyStateMachine;
  /** Configurations the machine-level run covers (the UI run picks those its page shows). */
  configs: readonly TConfig[];
  describeConfig(config: TConfig): string;
  createSpec(config: TConfig): TSpec;
  /** The model events possible in a spec state, with their payload variants. */
  events(config: TConfig, snapshot: SnapshotFrom<TSpec>): TEvent[];
  /** Event sequences walked besides the shortest paths (variants shortest paths never pick). */
  extraPaths?(config: TConfig): TEvent[][];
  /** What any renderer must show in this spec state. */
  view(snapshot: SnapshotFrom<TSpec>): TView;
}
