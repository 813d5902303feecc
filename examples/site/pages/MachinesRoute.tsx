import type { MachineManifest } from '../../../scripts/diagrams/manifest.ts';
import { MachinesPage } from './MachinesPage.tsx';

/** `/machines`: the pictures' manifest, read by the server (examples/public/machines/manifest.json). */
export function MachinesRoute({ data }: { data: MachineManifest }) {
  return <MachinesPage manifest={data} />;
}
