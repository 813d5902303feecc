// Finds what to draw: every XState machine `machines/index.ts` exports, the behaviour folder
// each comes from, and the requirement IDs that folder's sources cite.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';

export interface ExportedMachine {
  /** The export name (`galleryMachine`). */
  name: string;
  machine: AnyStateMachine;
}

/** Every value of `exports` that is an XState machine, by export name, ascending. */
export function exportedMachines(exports: Readonly<Record<string, unknown>>): ExportedMachine[] {
  return Object.entries(exports)
    .filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine)
    .map(([name, machine]) => ({ name, machine }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The folder under `machines/` whose `index.ts` exports each machine (found by identity, so a
 * machine is traced to its folder however it is named there).
 */
export async function machineFolders(root: string, machines: readonly ExportedMachine[]): Promise<Map<string, string>> {
  const dir = join(root, 'machines');
  const folders = readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'index.ts')))
    .sort();
  const found = new Map<string, string>();
  for (const folder of folders) {
    const exports = (await import(pathToFileURL(join(dir, folder, 'index.ts')).href)) as Record<string, unknown>;
    const own = new Set(Object.values(exports));
    for (const { name, machine } of machines) {
      if (!found.has(name) && own.has(machine)) found.set(name, folder);
    }
  }
  return found;
}

/** `[GAL-014]` and ranges such as `[GAL-003..008]` (GAL-003 to GAL-008). */
const CITATION = /\[([A-Z]+)-(\d{3})(?:\.\.(\d{3}))?\]/g;

/** The requirement IDs cited in `text`, ranges spelt out, without repeats, ascending. */
export function citedRequirements(text: string): string[] {
  const ids = new Set<string>();
  for (const [, area, first, last] of text.matchAll(CITATION)) {
    const from = Number(first);
    const to = last === undefined ? from : Number(last);
    for (let number = from; number <= Math.max(from, to); number++) ids.add(`${area}-${String(number).padStart(3, '0')}`);
  }
  return [...ids].sort();
}

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/** The requirement IDs the sources (tests left out) of `machines/<folder>/` cite. */
export function folderRequirements(root: string, folder: string): string[] {
  const texts = sourceFiles(join(root, 'machines', folder)).map((path) => readFileSync(path, 'utf8'));
  return citedRequirements(texts.join('\n'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
    });
}
