// `npm run diagrams`: redraws every machine's picture and the manifest, and removes pictures of
// machines that no longer exist.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generatePictures, MANIFEST_FILE, manifestOf, PICTURES_DIR } from './generate.ts';
import { manifestJson } from './manifest.ts';

const root = resolve(import.meta.dirname, '..', '..');
const dir = join(root, PICTURES_DIR);
mkdirSync(dir, { recursive: true });

const pictures = await generatePictures(root);
const wanted = new Set(pictures.map(({ entry }) => `${entry.name}.svg`));
for (const name of readdirSync(dir)) {
  if (name.endsWith('.svg') && !wanted.has(name)) {
    rmSync(join(dir, name));
    console.log(`removed ${PICTURES_DIR}/${name} (no such machine)`);
  }
}
for (const { entry, svg } of pictures) writeFileSync(join(dir, `${entry.name}.svg`), svg);
writeFileSync(join(dir, MANIFEST_FILE), manifestJson(manifestOf(pictures)));
console.log(`Drew ${pictures.length} machines into ${PICTURES_DIR}/ (${pictures.map(({ entry }) => entry.name).join(', ')}).`);
