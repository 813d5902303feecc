'use client';
import { createContext, useContext } from 'react';
import type { Tracker } from '../browser/tracking-runtime.ts';

/** The page's tracker once consent is given (null before: nothing tracks). */
export const TrackerContext = createContext<Tracker | null>(null);

export function useTrackerContext(): Tracker | null {
  return useContext(TrackerContext);
}
