import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { cookieBannerMachine } from '../machines/index.ts';
import { cookieBannerSettingsOf } from '../machines/cookie-banner/codec.ts';

const field = <T>(valid: readonly T[]) => fc.oneof(fc.constantFrom(...valid), fc.anything());
const rawSettings = fc.oneof(
  fc.record(
    {
      cookieBannerCtaVariant: field(['TEXT', 'BUTTON', 'ICON']),
      cookieBannerTheme: field(['LIGHT', 'DARK']),
      cookieBannerVariant: field(['BAR', 'POPUP']),
      cookieBannerAcceptType: field(['OPT_IN', 'OPT_IN_AND_OUT']),
      cookieBannerPosition: field(['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT']),
      cookieBannerText: fc.oneof(fc.string(), fc.constantFrom('<p></p>', '<p>Hi</p>'), fc.anything()),
      cookieBannerCtaText: fc.oneof(fc.string(), fc.anything()),
      isCookieBannerEnabled: field([true, false, 'true', 'false']),
      isRestrictiveCookiePolicyEnabled: field([true, false]),
      isVisitorDataRestricted: field([true, false]),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
  fc.json(),
);

describe('cookie banner properties', () => {
  it('[COOK-032] [COOK-033] [COOK-034] [COOK-035] [COOK-036] any raw settings decode to valid values, never a throw', () => {
    fc.assert(
      fc.property(rawSettings, (raw) => {
        const settings = cookieBannerSettingsOf(raw);
        expect(['TEXT', 'BUTTON', 'ICON']).toContain(settings.ctaVariant);
        expect(['LIGHT', 'DARK']).toContain(settings.theme);
        expect(['BAR', 'POPUP']).toContain(settings.variant);
        expect(['OPT_IN', 'OPT_IN_AND_OUT']).toContain(settings.acceptType);
        const positions = settings.variant === 'BAR' ? ['TOP', 'BOTTOM'] : ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT', 'BOTTOM'];
        expect(positions).toContain(settings.position);
        expect(settings.text.trim()).not.toBe('');
        expect(settings.ctaText.trim()).not.toBe('');
      }),
      { numRuns: 2000 },
    );
  });

  it('[COOK-023] [COOK-025] [COOK-026] [COOK-029] whatever the clicks, consent is stored at most once and only by a live banner', () => {
    fc.assert(
      fc.property(
        rawSettings,
        fc.boolean(),
        fc.constantFrom(undefined, 'true' as const, 'false' as const),
        fc.array(fc.constantFrom('ACCEPT' as const, 'DECLINE' as const), { maxLength: 10 }),
        (settings, forced, consent, clicks) => {
          const actor = createActor(cookieBannerMachine, { input: { settings, forced, ...(consent ? { consent } : {}) } });
          const stored: boolean[] = [];
          actor.on('consentStored', ({ allowed }) => stored.push(allowed));
          actor.start();
          const shownAtStart = actor.getSnapshot().value === 'shown';
          for (const type of clicks) actor.send({ type });
          expect(stored.length).toBeLessThanOrEqual(1);
          if (forced || !shownAtStart) expect(stored).toEqual([]);
          expect(actor.getSnapshot().value === 'removed').toBe(stored.length === 1);
          if (stored.length === 1) expect(actor.getSnapshot().context.consent).toBe(String(stored[0]));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
