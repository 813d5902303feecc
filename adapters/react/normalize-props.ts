'use client';
import { keepProps, type NormalizeProps } from '../../machines/shared/normalize.ts';

/**
 * React's normalizer for `connect`: the canonical props are React's own names (`className`,
 * `htmlFor`, `onClick`, `onChange` for each edit), so they pass unchanged. Give it to any
 * `connect` (`connectAccordion(snapshot, send, normalizeProps)`): every `connect` requires one.
 */
export const normalizeProps: NormalizeProps = keepProps;
