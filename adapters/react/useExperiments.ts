'use client';
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { connect } from '../../machines/experiment/connect.ts';
import type { ExperimentApi } from '../../machines/experiment/types.ts';
import type { ExperimentActor, ExperimentEnv } from '../browser/experiment.ts';
import { normalizeProps } from './normalize-props.ts';

const idle = { value: 'idle', context: { choices: {} } } as unknown as Parameters<typeof connect>[0];

/**
 * Experiments and session replay for the page, started when `env` is given (null: not yet,
 * e.g. before consent for a visitor). Their code is fetched then (a dynamic import).
 */
export function useExperiments(env: ExperimentEnv | null): { actorRef: ExperimentActor | null; api: ExperimentApi } {
  const [actor, setActor] = useState<ExperimentActor | null>(null);
  const key = env === null ? null : JSON.stringify(env);
  useEffect(() => {
    if (env === null) return undefined;
    let started: ExperimentActor | null = null;
    let cancelled = false;
    import('../browser/experiment.ts').then(
      ({ startExperiments }) => {
        if (cancelled) return;
        started = startExperiments(env);
        setActor(started);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      started?.stop();
      setActor(null);
    };
    // The environment's value, not its identity, restarts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { actorRef: actor, api: connect(useSnapshotOf(actor), () => {}, normalizeProps) };
}

function useSnapshotOf(actor: ExperimentActor | null) {
  const snapshot = useSelector(actor ?? undefined, (s) => s);
  return snapshot ?? idle;
}
