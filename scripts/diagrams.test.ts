// The pictures of the machines are kept in step with the machines: each exported machine has a
// committed picture and manifest entry equal to what `npm run diagrams` draws from it now.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePictures, MANIFEST_FILE, machinesToDraw, PICTURES_DIR, type GeneratedPicture } from './diagrams/generate.ts';
import { headerHeight, type Box } from './diagrams/layout.ts';
import type { MachineManifest } from './diagrams/manifest.ts';

const root = resolve(import.meta.dirname, '..');
const dir = join(root, PICTURES_DIR);
const REGENERATE = 'run `npm run diagrams` and commit the result';
const names = machinesToDraw().map(({ name }) => name);

/** The machines ARCHITECTURE.md names: the README shows each one's picture. */
const NAMED_MACHINES = [
  'accordionMachine',
  'galleryMachine',
  'lightboxMachine',
  'formMachine',
  'cookieBannerMachine',
  'popupOverlayMachine',
  'visitorCookiesMachine',
  'checkoutMachine',
  'marqueeMachine',
];

let drawn: Map<string, GeneratedPicture>;
beforeAll(async () => {
  drawn = new Map((await generatePictures(root)).map((picture) => [picture.entry.name, picture]));
}, 120_000);

function committedManifest(): MachineManifest | null {
  const path = join(dir, MANIFEST_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as MachineManifest) : null;
}

describe('the pictures of the machines', () => {
  it('finds every machine machines/index.ts exports', () => {
    // About two dozen today; a new export is found without a list to update.
    expect(names.length).toBeGreaterThanOrEqual(23);
    expect(names).toContain('galleryMachine');
  });

  it.each(names)('%s has a committed picture that matches the machine', (name) => {
    const path = join(dir, `${name}.svg`);
    expect(existsSync(path), `${name} has no picture (${PICTURES_DIR}/${name}.svg is missing): ${REGENERATE}.`).toBe(true);
    const fresh = drawn.get(name)?.svg;
    expect(fresh, `${name} could not be drawn`).toBeDefined();
    expect(readFileSync(path, 'utf8') === fresh, `The picture of ${name} no longer matches the machine: ${REGENERATE}.`).toBe(true);
  });

  it.each(names)('%s has an up-to-date manifest entry', (name) => {
    const manifest = committedManifest();
    expect(manifest, `${PICTURES_DIR}/${MANIFEST_FILE} is missing: ${REGENERATE}.`).not.toBeNull();
    const entry = manifest?.machines.find((machine) => machine.name === name);
    expect(entry, `${name} is not in ${PICTURES_DIR}/${MANIFEST_FILE}: ${REGENERATE}.`).toBeDefined();
    expect(entry, `The manifest entry of ${name} is out of date: ${REGENERATE}.`).toEqual(drawn.get(name)?.entry);
  });

  it('keeps no picture or manifest entry of a machine that is no longer exported', () => {
    const pictures = readdirSync(dir).filter((file) => file.endsWith('.svg'));
    const orphans = pictures.filter((file) => !names.includes(file.slice(0, -'.svg'.length)));
    expect(orphans, `Pictures of machines that no longer exist: ${REGENERATE}.`).toEqual([]);
    const listed = committedManifest()?.machines.map((machine) => machine.name) ?? [];
    expect(listed, `The manifest lists other machines than machines/index.ts exports: ${REGENERATE}.`).toEqual(names);
  });

  it('traces every machine to its behaviour folder and the requirements it cites', () => {
    for (const name of names) expect(drawn.get(name)?.entry.folder, `${name} comes from no folder under machines/`).not.toBeNull();
    expect(drawn.get('accordionMachine')?.entry.requirements).toEqual(expect.arrayContaining(['BLK-001', 'BLK-002', 'BLK-003', 'BLK-004', 'BLK-005']));
  });
});

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the pictures stay readable', () => {
  it.each(names)('no label of %s covers another label, a state or a heading', (name) => {
    const layout = drawn.get(name)?.layout;
    if (!layout) throw new Error(`${name} could not be drawn`);
    const labels = layout.edges.flatMap((edge) => (edge.label ? [edge.label] : []));
    const problems: string[] = [];
    labels.forEach((a, i) => labels.slice(i + 1).forEach((b) => overlaps(a, b) && problems.push(`"${a.text}" covers "${b.text}"`)));
    for (const placed of layout.states) {
      // A container's own area holds its children and edges; only its heading must stay clear.
      const solid = placed.state.children.length === 0 ? placed : { ...placed, height: headerHeight(placed.state) };
      for (const label of labels) if (overlaps(label, solid)) problems.push(`"${label.text}" covers ${placed.state.id}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the README shows the named machines', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  it.each(NAMED_MACHINES)('embeds the picture of %s', (name) => {
    expect(readme).toContain(`](${PICTURES_DIR}/${name}.svg)`);
  });

  it('embeds only pictures that exist', () => {
    const embedded = [...readme.matchAll(/!\[[^\]]*\]\((examples\/public\/machines\/[^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(embedded.length).toBeGreaterThanOrEqual(NAMED_MACHINES.length);
    expect(embedded.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
