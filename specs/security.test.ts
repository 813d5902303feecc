import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lightboxMachine, sessionMachine, type LogoutOutcome } from '../machines/index.ts';
import type { LightboxEmitted } from '../machines/lightbox/machine.ts';
import { ANONYMOUS_PAGE, configUrl, frameUrlOf, logoutTarget, toSameOriginPath } from '../machines/session/logic.ts';
import type { SessionEmitted } from '../machines/session/machine.ts';

const SITE = 'https://harbour-walks.example';

/**
 * Addresses an attacker could put in a link (frameUrl), a preview frame, a slide or a hash:
 * other origins, protocol-relative and backslash forms, script schemes in any case and with
 * whitespace the URL parser strips, dot segments that fold into `//`, and encodings of those.
 */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'about:blank',
  'file:///etc/passwd',
  'https://evil.example/',
  'http:evil.example',
  'https:/evil.example',
  '//evil.example/',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/./\\evil.example',
  '/\u0000/evil.example',
  '//evil.example@harbour-walks.example',
  '/\u3000/evil.example',
  '',
];

/** Where a browser on the site would really go if it followed `url`. */
function followed(url: string): URL {
  return new URL(url, `${SITE}/shop`);
}

function expectOnSite(url: string) {
  const target = followed(url);
  expect(target.origin, url).toBe(SITE);
  expect(target.protocol, url).toBe('https:');
}

describe('hostile addresses never leave the site or run script', () => {
  it(`has at least 20 hostile values to try (${HOSTILE.length})`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
  });

  it.each(HOSTILE)('[NAV-001] frameUrl %j: the configuration area frames only a same-origin path', (value) => {
    const framed = frameUrlOf(`?frameUrl=${encodeURIComponent(value)}`);
    expectOnSite(framed);
    expect(framed.startsWith('/')).toBe(true);
    expect(framed.startsWith('//')).toBe(false);
  });

  it.each(HOSTILE)('[NAV-004] [NAV-011] a current path of %j gives a /config/ address whose frameUrl stays on the site', (value) => {
    const url = configUrl(value, '');
    expectOnSite(url);
    expect(followed(url).pathname).toBe('/config/');
    expectOnSite(frameUrlOf(followed(url).search));
  });

  it.each(HOSTILE)('[NAV-024] [NAV-025] a preview frame page of %j: logout lands on the site with logout=true', (value) => {
    const url = logoutTarget(value);
    expectOnSite(url);
    expect(followed(url).searchParams.get('logout')).toBe('true');
  });

  it.each(HOSTILE)('[LBX-011] a slide id or address of %j only ever writes the hash, never navigates', (value) => {
    const actor = createActor(lightboxMachine, { input: { slides: [{ id: value, url: value }, { id: 'b' }], historyHash: true } });
    const emitted: LightboxEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'OPEN_FROM_ADDRESS', pathname: value, hash: `#itemId=${value}` });
    actor.send({ type: 'ADDRESS_CHANGE', hash: value });
    actor.send({ type: 'OPEN', index: 0 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CLOSE' });
    for (const event of emitted) {
      // Addresses are only ever written as the hash; the rest are notifications with an index.
      expect(['writeHash', 'clearHash', 'openChange', 'indexChange']).toContain(event.type);
      if (event.type === 'writeHash') {
        // The hash is `itemId=` and the escaped id: nothing a browser could follow elsewhere.
        expect(event.hash).toMatch(/^itemId=[A-Za-z0-9\-_.!~*'()%]*$/);
        expectOnSite(`/shop#${event.hash}`);
      }
    }
  });

  it('[NAV-011] the session navigates only to same-origin paths, whatever the page address says', async () => {
    for (const pathname of HOSTILE) {
      const actor = createActor(
        sessionMachine.provide({ actors: { logoutRequest: fromPromise<LogoutOutcome, { attempt: number }>(async () => ({ outcome: 'ok' })) } }),
        {
          input: {
            page: { ...ANONYMOUS_PAGE, loggedIn: true, websiteSettings: true },
            location: { hostname: 'harbour-walks.example', pathname, search: '' },
            inFrame: false,
            noRedirectRemembered: false,
            previewUrl: pathname,
          },
        },
      );
      const urls: string[] = [];
      actor.on('navigate', (event: Extract<SessionEmitted, { type: 'navigate' }>) => urls.push(event.url));
      actor.start();
      actor.send({ type: 'LOADED' });
      if (actor.getSnapshot().value === 'idle') {
        actor.send({ type: 'PREVIEW_CHANGE', url: pathname });
        actor.send({ type: 'LOGOUT' });
        await waitFor(actor, (snapshot) => snapshot.value === 'loggedOut');
      }
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expectOnSite(url);
    }
  });

  it('keeps ordinary paths as they are', () => {
    expect(toSameOriginPath('/shop?page=2#top')).toBe('/shop?page=2#top');
    expect(toSameOriginPath('/a/./b/../c')).toBe('/a/c');
    expect(toSameOriginPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(toSameOriginPath(42)).toBe('/');
  });
});
