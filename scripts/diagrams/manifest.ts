// The manifest beside the pictures (`examples/public/machines/manifest.json`): what the
// example site's /machines page lists for each machine.

export interface MachinePicture {
  /** The export name from `machines/index.ts` (`galleryMachine`). */
  name: string;
  /** The machine's id (`gallery`). */
  id: string;
  /** Its behaviour folder under `machines/`, or null when no folder's index exports it. */
  folder: string | null;
  /** Where the site serves the picture (`/machines/galleryMachine.svg`). */
  picture: string;
  /** The picture's own size in CSS pixels. */
  width: number;
  height: number;
  /** Every state's path below the root, in the order the machine declares them. */
  states: string[];
  /** The event types the machine accepts (XState's own left out), ascending. */
  events: string[];
  /** The requirement IDs its folder's sources cite, ascending. */
  requirements: string[];
}

export interface MachineManifest {
  machines: MachinePicture[];
}

/** The manifest as committed: two-space JSON and a final newline. */
export function manifestJson(manifest: MachineManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
