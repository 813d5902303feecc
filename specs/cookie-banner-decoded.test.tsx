// The cookie banner from page data the server decoded (issue 20, item 3): `cookieBannerDataOf`
// on the server, `decodedCookieBannerMachine` / `DecodedCookieBanner` in the browser. The same
// banner as from raw settings: same states, same emitted effects, same markup; the data survives
// the page's JSON; the consent cookie is still decoded in the browser.
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { createActor, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PageEnvironmentProvider } from '../adapters/react/environment.tsx';
import { parseHtmlFragment } from '../adapters/server/index.ts';
import { cookieBannerDataOf, cookieBannerMachine, decodedCookieBannerMachine, CONSENT_COOKIE, type CookieBannerData, type CookieBannerEvent } from '../machines/index.ts';
import { cookieBannerSettingsOf } from '../machines/cookie-banner/codec.ts';
import { plainRichText, richTextFromHtml } from '../machines/shared/rich-text.ts';
import { DEFAULT_BANNER_TEXT } from '../machines/cookie-banner/constants.ts';
import { bannerTextHtml } from '../machines/cookie-banner/logic.ts';
import { CookieBanner, DecodedCookieBanner } from '../ui/index.ts';

const field = <T,>(valid: readonly T[]) => fc.oneof(fc.constantFrom(...valid), fc.anything());
const rawSettings = fc.oneof(
  fc.record(
    {
      cookieBannerCtaVariant: field(['TEXT', 'BUTTON', 'ICON']),
      cookieBannerVariant: field(['BAR', 'POPUP']),
      cookieBannerAcceptType: field(['OPT_IN', 'OPT_IN_AND_OUT']),
      cookieBannerText: fc.oneof(
        fc.string(),
        fc.constantFrom('<p></p>', '<p>We use <a href="/privacy">cookies</a>.</p><script>alert(1)</script>', '<p><a href="javascript:alert(1)">x</a> <strong>y</strong></p>'),
        fc.anything(),
      ),
      isCookieBannerEnabled: field([true, false, 'true', 'false']),
      isRestrictiveCookiePolicyEnabled: field([true, false]),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);
const consent = fc.constantFrom(undefined, 'true' as const, 'false' as const);
const events = fc.array(
  fc.oneof(
    fc.constant<CookieBannerEvent>({ type: 'ACCEPT' }),
    fc.constant<CookieBannerEvent>({ type: 'DECLINE' }),
    consent.map((value): CookieBannerEvent => ({ type: 'CONSENT_READ', ...(value ? { consent: value } : {}) })),
  ),
  { maxLength: 5 },
);

/** The server's page data as the browser reads it back: through the page's JSON. */
const embedded = (data: CookieBannerData): CookieBannerData => JSON.parse(JSON.stringify(data)) as CookieBannerData;

/** Every snapshot (state and context) and emitted effect of an actor run through `sent`. */
function run(logic: AnyActorLogic, input: unknown, sent: CookieBannerEvent[]) {
  const actor = createActor(logic, { input });
  const seen: unknown[] = [];
  actor.on('*', (emitted) => seen.push(emitted));
  actor.subscribe((snapshot) => seen.push({ value: snapshot.value, context: snapshot.context }));
  actor.start();
  for (const event of sent) actor.send(event);
  actor.stop();
  return seen;
}

describe('the cookie banner from the server-decoded page data', () => {
  it('[COOK-012] [COOK-021] [COOK-023] [COOK-025] [COOK-027] acts exactly as the banner from raw settings: same states, context and effects', () => {
    fc.assert(
      fc.property(rawSettings, consent, fc.boolean(), events, (raw, start, forced, sent) => {
        const text = richTextFromHtml(parseHtmlFragment(bannerTextHtml(cookieBannerSettingsOf(raw))));
        const fromRaw = run(cookieBannerMachine, { settings: raw, text, forced, ...(start ? { consent: start } : {}) }, sent);
        const data = embedded(cookieBannerDataOf(raw, parseHtmlFragment));
        const fromData = run(decodedCookieBannerMachine, { data, forced, ...(start ? { consent: start } : {}) }, sent);
        expect(fromData).toEqual(fromRaw);
      }),
      { numRuns: 200 },
    );
  });

  it('[COOK-030] [COOK-031] the notice arrives as safe rich text: links checked, scripts dropped, blank text replaced by the default notice', () => {
    const data = cookieBannerDataOf(
      { isCookieBannerEnabled: true, cookieBannerText: '<p>We use <a href="/privacy">cookies</a> <a href="javascript:alert(1)">here</a>.</p><script>alert(1)</script>' },
      parseHtmlFragment,
    );
    expect(data.text).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'We use ' },
          { type: 'link', href: '/privacy', children: [{ type: 'text', text: 'cookies' }] },
          { type: 'text', text: ' here.' },
        ],
      },
    ]);
    const blank = cookieBannerDataOf({ isCookieBannerEnabled: true, cookieBannerText: '<p></p>' }, parseHtmlFragment);
    expect(blank.text).toEqual(plainRichText(DEFAULT_BANNER_TEXT));
  });

  it('[COOK-039] renders the same markup on the server as the banner from raw settings', () => {
    const raws = [
      { isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerText: '<p>We use <a href="/privacy">cookies</a>.</p><p><em>Thanks</em></p>' },
      { isCookieBannerEnabled: 'true', cookieBannerCtaVariant: 'ICON', cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_LEFT' },
      'not json',
    ];
    for (const raw of raws) {
      const fromRaw = renderToStaticMarkup(<CookieBanner settings={raw} />);
      const fromData = renderToStaticMarkup(<DecodedCookieBanner data={embedded(cookieBannerDataOf(raw, parseHtmlFragment))} />);
      expect(fromData).toBe(fromRaw);
    }
    expect(renderToStaticMarkup(<DecodedCookieBanner data={cookieBannerDataOf(raws[0], parseHtmlFragment)} />)).toContain('<a href="/privacy">cookies</a>');
  });

  it('[COOK-011] still decodes the consent cookie the request sent: a valid choice hides the banner, junk counts as no choice', () => {
    const data = cookieBannerDataOf({ isCookieBannerEnabled: true }, parseHtmlFragment);
    const render = (cookies: Record<string, string>) =>
      renderToStaticMarkup(
        <PageEnvironmentProvider value={{ url: { pathname: '/', search: '' }, cookies, now: 0, mobile: false }}>
          <DecodedCookieBanner data={data} />
        </PageEnvironmentProvider>,
      );
    expect(render({ [CONSENT_COOKIE]: 'true' })).toBe('');
    expect(render({ [CONSENT_COOKIE]: 'false' })).toBe('');
    expect(render({ [CONSENT_COOKIE]: 'yes please' })).toContain('data-part="accept"');
    expect(render({})).toContain('data-part="accept"');
  });
});
