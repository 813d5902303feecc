import { EXPERIMENT_PARAM_PREFIX, EXPERIMENT_RESET_VALUE, REPLAY_MIN_CORES_EXCLUSIVE, REPLAY_MOCK_ID } from '../tracking/constants.ts';

/** Saved experiment choices: experiment name → variant. */
export type ExperimentChoices = Readonly<Record<string, string>>;

const NAME = /^[\w-]{1,64}$/;

/**
 * [TRK-014] [TRK-015] [TRK-016] The choices after the query's overrides: `experiment-<name>=<variant>`
 * sets (and saves) a variant, `experiment-<name>=reset` clears the saved one. Names and
 * variants are letters, digits, `_` and `-` (64 at most); anything else is ignored.
 */
export function applyOverrides(saved: ExperimentChoices, search: string): ExperimentChoices {
  const next: Record<string, string> = { ...saved };
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(EXPERIMENT_PARAM_PREFIX)) continue;
    const name = key.slice(EXPERIMENT_PARAM_PREFIX.length);
    if (!NAME.test(name)) continue;
    if (value === EXPERIMENT_RESET_VALUE) delete next[name];
    else if (NAME.test(value)) next[name] = value;
  }
  return next;
}

export function sameChoices(a: ExperimentChoices, b: ExperimentChoices): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The facts session replay depends on. */
export interface ReplayFacts {
  /** [TRK-017] The session replay feature toggle. */
  toggle: boolean;
  /** [TRK-018] The experiment sample includes this visitor. */
  inSample: boolean;
  /** [TRK-019] the number of CPU cores, as the adapter reads it from the browser. */
  cores: number;
  /** `whoIsTracked` says this visitor is tracked (consent given, not exempt). */
  tracked: boolean;
}

/** [TRK-017] [TRK-018] [TRK-019] Session replay only with the toggle on, the visitor sampled, more than 2 cores (and tracked). */
export function replayEligible(facts: ReplayFacts): boolean {
  return facts.tracked && facts.toggle && facts.inSample && facts.cores > REPLAY_MIN_CORES_EXCLUSIVE;
}

/** [TRK-021] The getId answer's mock value (or no usable id) means replay is skipped. */
export function usableReplayId(id: unknown): id is string {
  return typeof id === 'string' && id !== '' && id !== REPLAY_MOCK_ID;
}
