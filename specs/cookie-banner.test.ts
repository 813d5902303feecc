import { keepProps } from '../machines/shared/normalize.ts';
import { createActor } from 'xstate';
import { parseHtmlFragment } from '../adapters/server/html.ts';
import { richTextFromHtml } from '../machines/shared/rich-text.ts';
import { describe, expect, it } from 'vitest';
import { connectCookieBanner, cookieBannerMachine, type CookieBannerInput } from '../machines/index.ts';
import { consentOf, cookieBannerSettingsOf } from '../machines/cookie-banner/codec.ts';
import { DEFAULT_BANNER_TEXT } from '../machines/cookie-banner/constants.ts';
import { trackingAllowed } from '../machines/cookie-banner/logic.ts';
import { decodeConsent, decodeCookieBannerSettings } from '../machines/cookie-banner/codec.ts';

const enabled = { isCookieBannerEnabled: true };

/** Owner HTML as the server adapter reads it (parse5, the browser's algorithm). */
const ownerText = (html: string) => richTextFromHtml(parseHtmlFragment(html));

function start(input: CookieBannerInput) {
  const actor = createActor(cookieBannerMachine, { input });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const api = () => connectCookieBanner(actor.getSnapshot(), actor.send, keepProps);
  return { actor, emitted, api, state: () => actor.getSnapshot().value };
}

describe('cookie banner settings', () => {
  it('[COOK-012] reads every field of the settings form', () => {
    const settings = cookieBannerSettingsOf({
      cookieBannerCtaText: 'OK',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerPosition: 'TOP',
      cookieBannerText: '<p>We bake cookies.</p>',
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: 'BAR',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      isCookieBannerEnabled: true,
      isActivityLogEnabled: false,
      isAnalyticsCookiesDisabled: true,
      isRestrictiveCookiePolicyAbsolute: false,
    });
    expect(settings).toEqual({
      form: 'settings',
      enabled: true,
      text: '<p>We bake cookies.</p>',
      ctaText: 'OK',
      optOutCtaText: 'No thanks',
      ctaVariant: 'TEXT',
      variant: 'BAR',
      position: 'TOP',
      theme: 'LIGHT',
      acceptType: 'OPT_IN_AND_OUT',
      activityLogEnabled: false,
      analyticsCookiesDisabled: true,
      restrictivePolicy: false,
      restrictivePolicyAbsolute: false,
    });
  });

  it('[COOK-019] reads the API form with isRestrictiveCookiePolicyEnabled', () => {
    const settings = cookieBannerSettingsOf({ ...enabled, isRestrictiveCookiePolicyEnabled: true });
    expect(settings.form).toBe('api');
    expect(settings.restrictivePolicy).toBe(true);
    expect(cookieBannerSettingsOf({ isRestrictiveCookiePolicyEnabled: false }).restrictivePolicy).toBe(false);
  });

  it('[COOK-020] isVisitorDataRestricted of the API form is the inverse of isActivityLogEnabled', () => {
    expect(cookieBannerSettingsOf({ isVisitorDataRestricted: true }).activityLogEnabled).toBe(false);
    expect(cookieBannerSettingsOf({ isVisitorDataRestricted: false }).activityLogEnabled).toBe(true);
    expect(cookieBannerSettingsOf({ isVisitorDataRestricted: 'true' }).form).toBe('api');
  });

  it('[COOK-012] accepts flags written as text, as data attributes carry them', () => {
    const settings = cookieBannerSettingsOf({ isCookieBannerEnabled: 'true', isRestrictiveCookiePolicyEnabled: 'false' });
    expect(settings.enabled).toBe(true);
    expect(settings.restrictivePolicy).toBe(false);
  });

  it('[COOK-012] decodes settings given as JSON text', () => {
    expect(cookieBannerSettingsOf('{"cookieBannerTheme":"LIGHT","isCookieBannerEnabled":true}')).toMatchObject({
      theme: 'LIGHT',
      enabled: true,
    });
  });

  it('[COOK-013] [COOK-014] [COOK-015] [COOK-016] takes every listed value', () => {
    for (const ctaVariant of ['TEXT', 'BUTTON', 'ICON']) {
      expect(cookieBannerSettingsOf({ cookieBannerCtaVariant: ctaVariant }).ctaVariant).toBe(ctaVariant);
    }
    for (const theme of ['LIGHT', 'DARK']) expect(cookieBannerSettingsOf({ cookieBannerTheme: theme }).theme).toBe(theme);
    for (const variant of ['BAR', 'POPUP']) expect(cookieBannerSettingsOf({ cookieBannerVariant: variant }).variant).toBe(variant);
    for (const type of ['OPT_IN', 'OPT_IN_AND_OUT']) {
      expect(cookieBannerSettingsOf({ cookieBannerAcceptType: type }).acceptType).toBe(type);
    }
  });

  it('[COOK-017] a bar sits at TOP or BOTTOM', () => {
    for (const position of ['TOP', 'BOTTOM']) {
      expect(cookieBannerSettingsOf({ cookieBannerVariant: 'BAR', cookieBannerPosition: position }).position).toBe(position);
    }
  });

  it('[COOK-018] a popup sits in one of the four corners', () => {
    for (const position of ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT']) {
      expect(cookieBannerSettingsOf({ cookieBannerVariant: 'POPUP', cookieBannerPosition: position }).position).toBe(position);
    }
  });

  it('[COOK-030] an empty banner text falls back to the default notice', () => {
    const expected =
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';
    for (const text of ['', '   ', undefined, 42]) {
      expect(cookieBannerSettingsOf({ cookieBannerText: text }).text).toBe(expected);
    }
  });

  it('[COOK-031] a text that is only an empty paragraph falls back to the default notice', () => {
    for (const text of ['<p></p>', '<p> </p>', '<P><br></P>', ' <p>&nbsp;</p> ', '<p><br/></p>']) {
      expect(cookieBannerSettingsOf({ cookieBannerText: text }).text).toMatch(/^By using this website/);
    }
    expect(cookieBannerSettingsOf({ cookieBannerText: '<p>Cookies!</p>' }).text).toBe('<p>Cookies!</p>');
  });

  it('[COOK-032] an invalid call-to-action variant falls back to ICON', () => {
    for (const value of ['LINK', 'text', '', null, 3]) {
      expect(cookieBannerSettingsOf({ cookieBannerCtaVariant: value }).ctaVariant).toBe('ICON');
    }
  });

  it('[COOK-033] an invalid theme falls back to DARK', () => {
    for (const value of ['BLUE', 'light', undefined, {}]) expect(cookieBannerSettingsOf({ cookieBannerTheme: value }).theme).toBe('DARK');
  });

  it('[COOK-034] an invalid banner variant falls back to BAR', () => {
    for (const value of ['MODAL', 'popup', true]) expect(cookieBannerSettingsOf({ cookieBannerVariant: value }).variant).toBe('BAR');
  });

  it('[COOK-035] an invalid accept type falls back to OPT_IN', () => {
    for (const value of ['OPT_OUT', '', 0]) {
      expect(cookieBannerSettingsOf({ cookieBannerAcceptType: value }).acceptType).toBe('OPT_IN');
    }
  });

  it('[COOK-036] an invalid position falls back to BOTTOM, also a corner on a bar or TOP on a popup', () => {
    expect(cookieBannerSettingsOf({ cookieBannerPosition: 'MIDDLE' }).position).toBe('BOTTOM');
    expect(cookieBannerSettingsOf({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_LEFT' }).position).toBe('BOTTOM');
    expect(cookieBannerSettingsOf({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }).position).toBe('BOTTOM');
  });

  it('[COOK-037] [COOK-038] the calls to action default to Accept and Decline', () => {
    const settings = cookieBannerSettingsOf({ cookieBannerCtaText: '', cookieBannerOptOutCtaText: 7 });
    expect(settings.ctaText).toBe('Accept');
    expect(settings.optOutCtaText).toBe('Decline');
  });

  it('[COOK-039] with no text at all the banner shows the default notice', () => {
    const { api } = start({ settings: enabled });
    expect(api().paragraphs).toEqual([
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    ]);
  });

  it('settings that are not an object at all give a disabled banner with the defaults, never a throw', () => {
    for (const raw of [null, undefined, 'not json {', 42, [], 'null']) {
      const settings = cookieBannerSettingsOf(raw);
      expect(settings).toMatchObject({ enabled: false, variant: 'BAR', theme: 'DARK', ctaVariant: 'ICON', position: 'BOTTOM' });
    }
  });

  it('[COOK-011] the consent cookie holds true or false; anything else counts as unset', () => {
    expect(consentOf('true')).toBe('true');
    expect(consentOf('false')).toBe('false');
    for (const junk of [undefined, '', 'TRUE', 'yes', '1', 'true ']) expect(consentOf(junk)).toBeUndefined();
  });
});

describe('cookieBannerMachine', () => {
  it('[COOK-021] is shown while the consent cookie is not set', () => {
    expect(start({ settings: enabled }).state()).toBe('shown');
  });

  it('[COOK-022] is not shown once the consent cookie is set, whatever it says', () => {
    expect(start({ settings: enabled, consent: 'true' }).state()).toBe('hidden');
    expect(start({ settings: enabled, consent: 'false' }).state()).toBe('hidden');
  });

  it('is not shown when the banner is switched off', () => {
    expect(start({ settings: { isCookieBannerEnabled: false } }).state()).toBe('hidden');
  });

  it('[COOK-023] [COOK-026] Accept stores true and removes the banner', () => {
    const { actor, emitted, state } = start({ settings: enabled });
    actor.send({ type: 'ACCEPT' });
    expect(state()).toBe('removed');
    expect(emitted).toEqual([{ type: 'consentStored', allowed: true }]);
    expect(actor.getSnapshot().context.consent).toBe('true');
  });

  it('[COOK-025] [COOK-026] Decline stores false and removes the banner', () => {
    const { actor, emitted, state } = start({
      settings: { ...enabled, cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'BUTTON' },
    });
    actor.send({ type: 'DECLINE' });
    expect(state()).toBe('removed');
    expect(emitted).toEqual([{ type: 'consentStored', allowed: false }]);
  });

  it('[COOK-024] decline exists only with OPT_IN_AND_OUT and a call to action other than ICON', () => {
    const cases = [
      { acceptType: 'OPT_IN_AND_OUT', cta: 'TEXT', declinable: true },
      { acceptType: 'OPT_IN_AND_OUT', cta: 'BUTTON', declinable: true },
      { acceptType: 'OPT_IN_AND_OUT', cta: 'ICON', declinable: false },
      { acceptType: 'OPT_IN', cta: 'BUTTON', declinable: false },
      { acceptType: 'OPT_IN', cta: 'TEXT', declinable: false },
    ];
    for (const { acceptType, cta, declinable } of cases) {
      const { actor, api, state } = start({ settings: { ...enabled, cookieBannerAcceptType: acceptType, cookieBannerCtaVariant: cta } });
      expect(api().declinable).toBe(declinable);
      actor.send({ type: 'DECLINE' });
      expect(state()).toBe(declinable ? 'removed' : 'shown');
    }
  });

  it('[COOK-027] with no consent under the restrictive policy the nine cookies are cleared at start', () => {
    const { emitted } = start({ settings: { ...enabled, isRestrictiveCookiePolicyEnabled: true } });
    expect(emitted).toEqual([
      {
        type: 'cookiesCleared',
        names: ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'],
      },
    ]);
  });

  it('[COOK-027] nothing is cleared with consent recorded or without the restrictive policy', () => {
    expect(start({ settings: { ...enabled, isRestrictiveCookiePolicyEnabled: true }, consent: 'true' }).emitted).toEqual([]);
    expect(start({ settings: { ...enabled, isRestrictiveCookiePolicyEnabled: true }, consent: 'false' }).emitted).toEqual([]);
    expect(start({ settings: enabled }).emitted).toEqual([]);
  });

  it('[COOK-027] the absolute restrictive policy clears them too (reading: absolute implies restrictive)', () => {
    expect(start({ settings: { isRestrictiveCookiePolicyAbsolute: true } }).emitted).toHaveLength(1);
  });

  it('[COOK-028] forced mode shows the banner for preview, even with consent given or the banner off', () => {
    expect(start({ settings: enabled, forced: true, consent: 'true' }).state()).toBe('shown');
    expect(start({ settings: {}, forced: true }).state()).toBe('shown');
  });

  it('[COOK-029] in forced mode clicks on the banner are ignored', () => {
    const { actor, api, emitted, state } = start({
      settings: { ...enabled, cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'TEXT' },
      forced: true,
    });
    api().getAcceptTriggerProps().onClick();
    api().getDeclineTriggerProps().onClick();
    actor.send({ type: 'ACCEPT' });
    expect(state()).toBe('shown');
    expect(emitted).toEqual([]);
    expect(api().getAcceptTriggerProps()['aria-disabled']).toBe('true');
  });

  it('[COOK-040] the screenshot flag hides the banner, even in forced mode', () => {
    expect(start({ settings: enabled, screenshot: true }).state()).toBe('hidden');
    expect(start({ settings: enabled, screenshot: true, forced: true }).state()).toBe('hidden');
  });

  it('events in the hidden state change nothing', () => {
    const { actor, emitted, state } = start({ settings: enabled, consent: 'false' });
    actor.send({ type: 'ACCEPT' });
    expect(state()).toBe('hidden');
    expect(emitted).toEqual([]);
  });
});

describe('consent gate', () => {
  const restrictive = cookieBannerSettingsOf({ isRestrictiveCookiePolicyEnabled: true });
  const open = cookieBannerSettingsOf({});

  it('[COOK-027] under the restrictive policy nothing tracks before Accept', () => {
    expect(trackingAllowed(restrictive, undefined)).toBe(false);
    expect(trackingAllowed(restrictive, 'true')).toBe(true);
    expect(trackingAllowed(restrictive, 'false')).toBe(false);
  });

  it('without it tracking runs until the visitor declines', () => {
    expect(trackingAllowed(open, undefined)).toBe(true);
    expect(trackingAllowed(open, 'false')).toBe(false);
  });

  it('[COOK-023] the banner says tracking is allowed right after Accept', () => {
    const { actor, api } = start({ settings: { ...enabled, isRestrictiveCookiePolicyEnabled: true } });
    expect(api().trackingAllowed).toBe(false);
    actor.send({ type: 'ACCEPT' });
    expect(api().trackingAllowed).toBe(true);
  });
});

describe('cookie banner connect', () => {
  it('[COOK-015] [COOK-017] [COOK-014] gives the renderer variant, position and theme', () => {
    const { api } = start({ settings: { ...enabled, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT', cookieBannerTheme: 'LIGHT' } });
    expect(api().getRootProps()).toMatchObject({
      role: 'region',
      'aria-label': 'Cookie consent',
      hidden: false,
      'data-state': 'shown',
      'data-variant': 'POPUP',
      'data-position': 'TOP_RIGHT',
      'data-theme': 'LIGHT',
    });
  });

  it('[COOK-013] an ICON call to action is named by its text; TEXT and BUTTON show it', () => {
    expect(start({ settings: { ...enabled, cookieBannerCtaVariant: 'ICON' } }).api().getAcceptTriggerProps()['aria-label']).toBe('Accept');
    const text = start({ settings: { ...enabled, cookieBannerCtaVariant: 'TEXT', cookieBannerCtaText: 'Fine' } }).api();
    expect(text.getAcceptTriggerProps()['aria-label']).toBeUndefined();
    expect(text.acceptText).toBe('Fine');
  });

  it('the owner text is parsed by an HTML parser into safe rich text: entities decoded, links and emphasis kept, scripts gone', () => {
    const html =
      '<p>We use <b>cookies</b> &amp; more &mdash; it&rsquo;s fine&#8217;s.</p><p>See our <a href="/privacy">privacy policy</a>.<script>x()</script></p>';
    const { api } = start({ settings: { ...enabled, cookieBannerText: html }, text: ownerText(html) });
    expect(api().paragraphs).toEqual(['We use cookies & more \u2014 it\u2019s fine\u2019s.', 'See our privacy policy.']);
    expect(api().text).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'We use ' }, { type: 'emphasis', strong: true, children: [{ type: 'text', text: 'cookies' }] }, { type: 'text', text: ' & more \u2014 it\u2019s fine\u2019s.' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'See our ' }, { type: 'link', href: '/privacy', children: [{ type: 'text', text: 'privacy policy' }] }, { type: 'text', text: '.' }] },
    ]);
  });

  it('a link whose address is not safe keeps its text only; other markup gives its text', () => {
    const html = '<p><a href=" JaVa\tScRiPt:alert(1)">click</a> <a href="data:text/html,x">data</a> <a href="https://example.com/p?a=1&amp;b=2">ok</a> <span style="x">plain</span> <i>it</i></p>';
    const { api } = start({ settings: { ...enabled, cookieBannerText: html }, text: ownerText(html) });
    expect(api().text).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'click data ' },
          { type: 'link', href: 'https://example.com/p?a=1&b=2', children: [{ type: 'text', text: 'ok' }] },
          { type: 'text', text: ' plain ' },
          { type: 'emphasis', strong: false, children: [{ type: 'text', text: 'it' }] },
        ],
      },
    ]);
  });

  it('[COOK-030] [COOK-031] text that parses to nothing shows the default notice; a rich text whose links are not safe is refused', () => {
    for (const html of ['<p><script>alert(1)</script></p>', '<style>p{}</style>', '<!-- only a comment -->']) {
      expect(start({ settings: { ...enabled, cookieBannerText: html }, text: ownerText(html) }).api().paragraphs).toEqual([DEFAULT_BANNER_TEXT]);
    }
    // A tree handed over from elsewhere is checked: an unsafe link makes it fall back to the text as written.
    const forged = [{ type: 'paragraph', children: [{ type: 'link', href: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }] }];
    const api = start({ settings: { ...enabled, cookieBannerText: 'Plain words.' }, text: forged as never }).api();
    expect(api.text).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'Plain words.' }] }]);
  });

  it('without a parsed text (a renderer with no HTML parser) the text shows as written, as plain text', () => {
    const { api } = start({ settings: { ...enabled, cookieBannerText: 'One.\n\nTwo <b>bold</b>' } });
    expect(api().paragraphs).toEqual(['One.', 'Two <b>bold</b>']);
  });

  it('[COOK-026] a removed banner is hidden', () => {
    const { actor, api } = start({ settings: enabled });
    api().getAcceptTriggerProps().onClick();
    expect(actor.getSnapshot().value).toBe('removed');
    expect(api().getRootProps().hidden).toBe(true);
    expect(api().visible).toBe(false);
  });
});

describe('cookie banner decoders return Decoded<T>', () => {
  it('[COOK-011] decodeConsent: true or false decode; anything else is refused with a reason', () => {
    expect(decodeConsent('true')).toEqual({ ok: true, data: 'true' });
    expect(decodeConsent('false')).toEqual({ ok: true, data: 'false' });
    const refused = decodeConsent('yes');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.details.length).toBeGreaterThan(0);
  });

  it('[COOK-012] decodeCookieBannerSettings: a record decodes (fields fall back one by one); text that is not JSON or not a record is refused, with the disabled banner as fallback', () => {
    const decoded = decodeCookieBannerSettings({ isCookieBannerEnabled: true, cookieBannerTheme: 'NEON' });
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(decoded.data).toMatchObject({ enabled: true, theme: cookieBannerSettingsOf({}).theme });
    for (const raw of ['{not json', 42, null]) {
      const refused = decodeCookieBannerSettings(raw);
      expect(refused.ok, String(raw)).toBe(false);
      if (!refused.ok) {
        expect(refused.details.length).toBeGreaterThan(0);
        expect(refused.fallback.enabled).toBe(false);
        expect(refused.fallback).toEqual(cookieBannerSettingsOf(raw));
      }
    }
  });
});
