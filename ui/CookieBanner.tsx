'use client';
import type { InspectionEvent } from 'xstate';
import { useCookieBanner, type CookieBannerOptions } from '../adapters/react/useCookieBanner.ts';
import { CookieBannerView } from './CookieBannerView.tsx';

export interface CookieBannerProps extends CookieBannerOptions {
  /** Watches the banner's actor (`@statelyai/inspect`, tests). */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * Render-only cookie banner: bar (top or bottom) or popup (four corners), light or dark,
 * text, button or icon calls to action. Which buttons exist and what they say, and whether it
 * shows at all, come from `cookieBannerMachine`.
 */
export function CookieBanner(props: CookieBannerProps) {
  const { inspect, ...input } = props;
  const { api } = useCookieBanner(input, { inspect });
  return <CookieBannerView api={api} />;
}

