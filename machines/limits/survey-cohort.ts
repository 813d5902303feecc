import { SURVEY_COHORTS } from './constants.ts';

/** [CONST-018] */
export type SurveyCohort = (typeof SURVEY_COHORTS)[number];

/** [CONST-018] A survey cohort, A to E, from a random number in [0, 1) (time and randomness come from outside). */
export function surveyCohort(random: number): SurveyCohort {
  const index = Math.min(SURVEY_COHORTS.length - 1, Math.max(0, Math.floor((Number.isFinite(random) ? random : 0) * SURVEY_COHORTS.length)));
  return SURVEY_COHORTS[index] ?? 'A';
}

export function isSurveyCohort(value: unknown): value is SurveyCohort {
  return (SURVEY_COHORTS as readonly unknown[]).includes(value);
}
