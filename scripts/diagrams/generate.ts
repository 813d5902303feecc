// Draws every exported machine in memory: its SVG and its manifest entry. `npm run diagrams`
// writes the result; the check compares it with the committed files.
import * as machines from '../../machines/index.ts';
import { exportedMachines, folderRequirements, machineFolders, type ExportedMachine } from './discover.ts';
import { layoutModel, type Layout } from './layout.ts';
import type { MachineManifest, MachinePicture } from './manifest.ts';
import { machineModel } from './model.ts';
import { renderSvg } from './svg.ts';

/** Where the pictures live in the work tree; Vite copies `examples/public/` to the site's root. */
export const PICTURES_DIR = 'examples/public/machines';
export const MANIFEST_FILE = 'manifest.json';

export interface GeneratedPicture {
  entry: MachinePicture;
  svg: string;
  /** Where everything was placed: the readability check measures it. */
  layout: Layout;
}

/** The machines to draw: every XState machine `machines/index.ts` exports. */
export function machinesToDraw(): ExportedMachine[] {
  return exportedMachines(machines);
}

/** The picture of one machine, and its manifest entry. */
export async function drawMachine(found: ExportedMachine, folder: string | null, requirements: string[]): Promise<GeneratedPicture> {
  const model = machineModel(found.name, found.machine);
  const layout = await layoutModel(model);
  const svg = renderSvg(model, layout);
  return {
    svg,
    layout,
    entry: {
      name: found.name,
      id: model.id,
      folder,
      picture: `/machines/${found.name}.svg`,
      width: Math.ceil(layout.width),
      height: Math.ceil(layout.height),
      states: model.states,
      events: model.events,
      requirements,
    },
  };
}

/** Every machine's picture, by export name, ascending. `root` is the project's root. */
export async function generatePictures(root: string): Promise<GeneratedPicture[]> {
  const found = machinesToDraw();
  const folders = await machineFolders(root, found);
  const pictures: GeneratedPicture[] = [];
  for (const machine of found) {
    const folder = folders.get(machine.name) ?? null;
    pictures.push(await drawMachine(machine, folder, folder ? folderRequirements(root, folder) : []));
  }
  return pictures;
}

export function manifestOf(pictures: readonly GeneratedPicture[]): MachineManifest {
  return { machines: pictures.map((picture) => picture.entry) };
}
