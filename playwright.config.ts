import { defineConfig } from '@playwright/test';

const port = Number(process.env.TEST_PORT ?? 4174);
const runningAsRoot = process.getuid?.() === 0;

// Debian's Chromium, never a downloaded browser; as root it needs the sandbox off, and the
// background services off because this machine has no network beyond the package registries.
export default defineConfig({
  testDir: '.',
  testMatch: ['model-tests/**/*.pw.ts', 'specs/**/*.pw.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  // A ceiling, not a wait: a model path of several steps with axe-core runs can pass 30 s on a
  // loaded 2-core machine (issue 15: tests hold on a busy machine).
  timeout: 60_000,
  // Also a ceiling: an assertion waits for a state and passes the moment it holds. 3 s was too
  // short for a page that loads, hydrates and fetches an on-demand chunk while another process
  // keeps a core busy (the logout notice on `/` after NAV-022's redirect failed at 3 s in a
  // loaded fresh-clone run).
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...(runningAsRoot ? ['--no-sandbox'] : []),
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node examples/server.mjs',
    // The form backend's test switch (forced answers) exists only for this server; `npm start`
    // never sets it. Each run starts its own empty SQLite file. Every test browser comes from
    // 127.0.0.1, so the limit of 5 saves a minute per address and form is raised for the run.
    env: { PORT: String(port), FORM_TEST_SWITCH: '1', FORM_DB_FILE: `examples/data/playwright-${port}.sqlite`, FORM_DB_FRESH: '1', FORM_RATE_LIMIT: '10000' },
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
