/**
 * The cookie settings of the demo page (the settings form of spec 000 §3), before the query
 * overrides any of them: the restrictive policy is on, so nothing tracks until Accept.
 */
export const defaultCookieSettings: Readonly<Record<string, string>> = {
  isCookieBannerEnabled: 'true',
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaText: '',
  cookieBannerOptOutCtaText: '',
  cookieBannerText: '',
  isRestrictiveCookiePolicyEnabled: 'true',
};

/** The switchable settings and the values each may take (COOK-013..018). */
export const cookieSettingChoices = [
  { name: 'cookieBannerVariant', label: 'Variant', values: ['BAR', 'POPUP'] },
  { name: 'cookieBannerPosition', label: 'Position', values: ['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] },
  { name: 'cookieBannerTheme', label: 'Theme', values: ['LIGHT', 'DARK'] },
  { name: 'cookieBannerCtaVariant', label: 'Call to action', values: ['TEXT', 'BUTTON', 'ICON'] },
  { name: 'cookieBannerAcceptType', label: 'Accept type', values: ['OPT_IN', 'OPT_IN_AND_OUT'] },
] as const;
