/**
 * Where the example site's third-party providers come from. A real site loads the services'
 * own scripts; the example site has no network, so it serves stand-ins at local addresses that
 * implement the same documented APIs (as it does for the social widget and the video players).
 * `?provider=never` (a script that never answers), `?provider=error` (one that fails) and
 * `?provider=silent` (one that never draws) try a provider's failure on any provider demo.
 */
export const REAL_PROVIDER_SCRIPTS = Object.freeze({
  maps: 'https://maps.googleapis.com/maps/api/js',
  captcha: 'https://www.google.com/recaptcha/api.js',
  reservation: 'https://www.opentable.com/widget/reservation/loader',
  tableBooking: 'https://www.exploretock.com/tock.js',
});

export const STAND_IN_PROVIDER_SCRIPTS = Object.freeze({
  maps: '/providers/maps.js',
  captcha: '/providers/recaptcha.js',
  reservation: '/providers/reservation.js',
  tableBooking: '/providers/table-booking.js',
});

/** A script that never answers, and one that fails (served by the example API). */
export const NEVER_ANSWERING_SCRIPT = '/providers/never.js';
export const FAILING_SCRIPT = '/providers/broken.js';

export type ProviderName = keyof typeof STAND_IN_PROVIDER_SCRIPTS;

/** The script a provider demo loads: the stand-in, or the failure the query asks for. */
export function providerScript(name: ProviderName, search: string): string {
  const failure = new URLSearchParams(search).get('provider');
  if (failure === 'never') return NEVER_ANSWERING_SCRIPT;
  if (failure === 'error') return FAILING_SCRIPT;
  // A widget whose script runs but never draws (the reservation stand-in honours it).
  if (failure === 'silent') return `${STAND_IN_PROVIDER_SCRIPTS[name]}?render=none`;
  // A widget whose draws wait for the page's test (the reservation model in Chromium).
  if (failure === 'held') return `${STAND_IN_PROVIDER_SCRIPTS[name]}?render=hold`;
  return STAND_IN_PROVIDER_SCRIPTS[name];
}

/** The example site's page context: its locale (language and region of the maps script, MAP-019) and the provider keys. */
export const EXAMPLE_SITE_LOCALE = 'en-US';
export const EXAMPLE_MAPS_KEY = 'example-site-maps-key';
export const EXAMPLE_CAPTCHA_SITE_KEY = 'example-site-captcha-key';
