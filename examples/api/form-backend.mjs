// Wires the form backend for the example server: the SQLite file (FORM_DB_FILE, default
// examples/data/forms.sqlite; FORM_DB_FRESH=1 starts it empty), the form definitions the pages
// show, the demo captcha, the rate limit (FORM_RATE_LIMIT, default 5 a minute per address and
// form), and the test switch when FORM_TEST_SWITCH=1.
import { fileURLToPath } from 'node:url';
import { createDemoCaptcha } from './captcha.mjs';
import { openSubmissionStore } from './form-store.mjs';
import { createFormRoutes, loadFormDefinitions, RATE_LIMIT } from './forms.mjs';
import { createForcedAnswers } from './test-answers.mjs';

/** The form backend's routes; `ownerOnly` guards the stored submissions. */
export function createFormBackendRoutes({ ownerOnly }) {
  const dbFile = process.env.FORM_DB_FILE ?? fileURLToPath(new URL('../data/forms.sqlite', import.meta.url));
  const store = openSubmissionStore(dbFile, { fresh: process.env.FORM_DB_FRESH === '1' });
  const definitions = loadFormDefinitions(fileURLToPath(new URL('../content/forms.json', import.meta.url)));
  const captcha = createDemoCaptcha();
  const forced = process.env.FORM_TEST_SWITCH === '1' ? createForcedAnswers() : undefined;
  const configured = Number(process.env.FORM_RATE_LIMIT);
  const rateLimit = Number.isInteger(configured) && configured > 0 ? configured : RATE_LIMIT;
  return [...createFormRoutes({ store, definitions, captcha, forced, ownerOnly, rateLimit }).routes, ...captcha.routes, ...(forced?.routes ?? [])];
}
