'use client';
import type { InspectionEvent } from 'xstate';
import { useCookieBanner, type CookieBannerOptions } from '../adapters/react/useCookieBanner.ts';
import { useDecodedCookieBanner, type DecodedCookieBannerOptions } from '../adapters/react/useDecodedCookieBanner.ts';
import type { CookieBannerApi } from '../machines/cookie-banner/types.ts';
import { RichText } from './RichText.tsx';

export interface CookieBannerProps extends CookieBannerOptions {
  /** Watches the banner's actor (`@statelyai/inspect`, tests). */
  inspect?: (event: InspectionEvent) => void;
}

/** The ICON call to action: a mark only, named by the accept text. */
function CloseMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface DecodedCookieBannerProps extends DecodedCookieBannerOptions {
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

function CookieBannerView({ api }: { api: CookieBannerApi }) {
  if (!api.visible) return null;
  return (
    <div {...api.getRootProps()}>
      <div {...api.getTextProps()}>
        <RichText text={api.text} />
      </div>
      <div {...api.getActionsProps()}>
        {api.declinable && <button {...api.getDeclineTriggerProps()}>{api.declineText}</button>}
        <button {...api.getAcceptTriggerProps()}>{api.ctaVariant === 'ICON' ? <CloseMark /> : api.acceptText}</button>
      </div>
    </div>
  );
}
