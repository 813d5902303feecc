import { bannerRichText, cookieBannerSettingsOf } from './codec.ts';
import { defineCookieBannerMachine, type CookieBannerContext, type CookieBannerInput } from './banner-machine.ts';

export { decodedCookieBannerMachine } from './banner-machine.ts';
export type {
  CookieBannerContext,
  CookieBannerData,
  CookieBannerEmitted,
  CookieBannerEvent,
  CookieBannerInput,
  DecodedCookieBannerInput,
} from './banner-machine.ts';

/** [COOK-012] The banner from raw settings (either form of spec 000 §3), decoded here with their fallbacks. */
export const cookieBannerMachine = /* @__PURE__ */ defineCookieBannerMachine((input: CookieBannerInput): CookieBannerContext => {
  const settings = cookieBannerSettingsOf(input.settings);
  return {
    settings,
    text: bannerRichText(settings, input.text),
    consent: input.consent,
    forced: input.forced ?? false,
    screenshot: input.screenshot ?? false,
  };
});

