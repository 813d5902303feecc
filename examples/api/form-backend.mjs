// Wires the form backend for the example server: the SQLite file (FORM_DB_FILE, default
// examples/data/forms.sqlite; FORM_DB_FRESH=1 starts it empty), the form definitions the pages
// show, the demo captcha, and the test switch when FORM_TEST_SWITCH=1.
import { fileURLToPath } from 'node:url';
import { createDemoCaptcha } from './captcha.mjs';
import { openSubmissionStore } from './form-store.mjs';
import { createFormRoutes, loadFormDefinitions } from './forms.mjs';
import { createForcedAnswers } from './test-answers.mjs';

const dbFile = process.env.FORM_DB_FILE ?? fileURLToPath(new URL('../data/forms.sqlite', import.meta.url));
const store = openSubmissionStore(dbFile, { fresh: process.env.FORM_DB_FRESH === '1' });
const definitions = loadFormDefinitions(fileURLToPath(new URL('../content/forms.json', import.meta.url)));
const captcha = createDemoCaptcha();
const forced = process.env.FORM_TEST_SWITCH === '1' ? createForcedAnswers() : undefined;

export const formBackendRoutes = new Map([
  ...createFormRoutes({ store, definitions, captcha, forced }),
  ...captcha.routes,
  ...(forced?.routes ?? []),
]);
