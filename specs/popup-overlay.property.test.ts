import fc from 'fast-check';
import { initialTransition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { popupOverlayMachine, type PopupOverlaySettings, type PopupOverlayStored } from '../machines/index.ts';

const DAY = 86_400_000;

/**
 * The redisplay rules of 002 §2 and §9 written out again as one formula, apart from the
 * machine's code: hidden on mobile without mobile, without a style, on splash and lock
 * pages, with the screenshot flag; otherwise shown when never closed, when the stored version
 * is older, and when frequency days have passed since closing (never with -1, never after a
 * sign-up with showUntilSignup unless the version is newer).
 */
function expectedShown(
  settings: PopupOverlaySettings,
  stored: PopupOverlayStored,
  now: number,
  page: { pageType: number; mobile: boolean; screenshot: boolean },
): boolean {
  const blocked = (page.mobile && !settings.showOnMobile) || settings.style === 'none' || [3, 103].includes(page.pageType) || page.screenshot;
  if (blocked) return false;
  const newerVersion = stored.version !== undefined && stored.version < settings.version;
  const signedUp = stored.submitted === true && settings.showUntilSignup;
  const frequencyPassed =
    stored.closedAt === undefined || (settings.displayFrequency !== -1 && stored.closedAt + settings.displayFrequency * DAY <= now);
  return newerVersion || (!signedUp && frequencyPassed);
}

const settingsArb = fc.record({
  style: fc.constantFrom('none', 'light', 'dark'),
  displayFrequency: fc.integer({ min: -1, max: 60 }),
  version: fc.integer({ min: 0, max: 5 }),
  showUntilSignup: fc.boolean(),
  showOnMobile: fc.boolean(),
}) as fc.Arbitrary<PopupOverlaySettings>;
const storedArb = fc.record(
  { closedAt: fc.integer({ min: 1, max: 4e12 }), version: fc.integer({ min: 0, max: 5 }), submitted: fc.boolean() },
  { requiredKeys: [] },
);
const pageArb = fc.record({ pageType: fc.constantFrom(1, 2, 3, 50, 103, 104), mobile: fc.boolean(), screenshot: fc.boolean() });

describe('popup overlay redisplay properties', () => {
  it('[BLK-052] [BLK-053] [BLK-054] [BLK-055] [BLK-057] [BLK-058] [BLK-059] [BLK-060] the decision agrees with the direct formula over random dates, frequencies and versions', () => {
    fc.assert(
      fc.property(settingsArb, storedArb, fc.integer({ min: 1, max: 4e12 }), pageArb, (settings, stored, now, page) => {
        const [snapshot] = initialTransition(popupOverlayMachine, { settings, stored, now, ...page });
        expect(snapshot.value === 'shown').toBe(expectedShown(settings, stored, now, page));
      }),
      { numRuns: 3000 },
    );
  });

  it('[BLK-057] around the boundary: shown from exactly closed date plus frequency days, not a millisecond before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.integer({ min: 1, max: 3e12 }), (days, closedAt) => {
        const settings: PopupOverlaySettings = { style: 'dark', displayFrequency: days, version: 1, showUntilSignup: false, showOnMobile: true };
        const at = (now: number) =>
          initialTransition(popupOverlayMachine, { settings, stored: { closedAt, version: 1 }, now, pageType: 2, mobile: false, screenshot: false })[0].value;
        expect(at(closedAt + days * DAY)).toBe('shown');
        expect(at(closedAt + days * DAY - 1)).toBe('hidden');
      }),
    );
  });
});
