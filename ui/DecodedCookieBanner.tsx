'use client';
import type { InspectionEvent } from 'xstate';
import { useDecodedCookieBanner, type DecodedCookieBannerOptions } from '../adapters/react/useDecodedCookieBanner.ts';
import { CookieBannerView } from './CookieBannerView.tsx';

export interface DecodedCookieBannerProps extends DecodedCookieBannerOptions {
  /** Watches the banner's actor (`@statelyai/inspect`, tests). */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The same banner from the page data the server decoded (`cookieBannerDataOf`: typed settings,
 * the notice as safe rich text): a page that hands its data over decoded ships no settings
 * codec, HTML parser or link checks for it (issue 20, item 3). Same markup, same behaviour.
 */
export function DecodedCookieBanner(props: DecodedCookieBannerProps) {
  const { inspect, ...input } = props;
  const { api } = useDecodedCookieBanner(input, { inspect });
  return <CookieBannerView api={api} />;
}

