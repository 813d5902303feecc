'use client';
import type { CookieBannerApi } from '../machines/cookie-banner/types.ts';
import { RichText } from './RichText.tsx';

/** The ICON call to action: a mark only, named by the accept text. */
function CloseMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The banner as `connect` describes it, whichever way its data came (raw settings or decoded). */
export function CookieBannerView({ api }: { api: CookieBannerApi }) {
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
