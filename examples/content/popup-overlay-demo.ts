/** Popup overlay settings of the demo page before the query overrides them (002 §2, §9). */
export const defaultPopupSettings: Readonly<Record<string, string>> = {
  style: '2',
  displayFrequency: '7',
  version: '1',
  showUntilSignup: 'true',
  showOnMobile: 'false',
  pageType: '2',
  mobileBarStyle: '3',
  templateVersion: '7',
  badgeType: '2',
};
