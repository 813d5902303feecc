// Bench folders with their own package.json (the anchors' stack, Lighthouse): installed on the
// first run that needs them, never by `npm ci`, so the project's own install stays lean.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Installs `dir`'s packages when its node_modules is missing or older than its package.json (a
 * bench that moved to another version installs it on its next run); a reason when that fails.
 */
export function ensureBenchFolder(dir: string): { ok: true } | { ok: false; reason: string } {
  // npm writes node_modules/.package-lock.json once an install completes.
  const installed = join(dir, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(dir, 'package.json')).mtimeMs) return { ok: true };
  try {
    // Its output goes to stderr: stdout carries the bench lines.
    execFileSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund'], { stdio: ['ignore', 2, 2] });
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: `npm install --prefix ${dir} failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` };
  }
}
