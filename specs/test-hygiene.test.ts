import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Tests that hold on a busy machine (README, house rules): a page's clock is controlled from
// before the page loads, and no test waits a fixed time to synchronise. These checks read the
// browser tests' source, so the pattern that failed on a loaded CI machine cannot come back.
const BROWSER_TEST_DIRS = ['specs', 'model-tests/playwright'];
const files = BROWSER_TEST_DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.pw.ts') || (dir.endsWith('playwright') && name.endsWith('.ts')))
    .map((name) => join(dir, name)),
);

/** `file:line` of each line matching `pattern` for which `bad(lines, index)` holds. */
function offenders(pattern: RegExp, bad: (lines: string[], index: number) => boolean): string[] {
  return files.flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    return lines.flatMap((line, index) => (pattern.test(line) && bad(lines, index) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
  });
}

describe('browser tests that hold on a busy machine', () => {
  it('reads the browser tests', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('never pauses the clock at a fixed time after the page has loaded (pauseAt after goto races real time)', () => {
    const afterGoto = offenders(/\.clock\.pauseAt\(/, (lines, index) => {
      for (let at = index - 1; at >= 0; at--) {
        if (/\.clock\.install\(/.test(lines[at] ?? '')) return false;
        if (/\.goto\(|\.reload\(/.test(lines[at] ?? '')) return true;
        if (/^\s*(test|it)\(|async (reset|send|expect)\(/.test(lines[at] ?? '')) return false;
      }
      return false;
    });
    expect(afterGoto).toEqual([]);
  });

  it('never waits a fixed time as a synchronisation (a kept waitForTimeout says why it is not one)', () => {
    const waits = offenders(/waitForTimeout\(|new Promise\(\(resolve\) => setTimeout\(resolve/, (lines, index) => !/Not a synchronisation/.test(`${lines[index - 2] ?? ''} ${lines[index - 1] ?? ''}`));
    expect(waits).toEqual([]);
  });
});
