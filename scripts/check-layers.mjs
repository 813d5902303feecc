// `npm run check:layers`: fails, naming file and line, when a layer reaches where it may not.
import { checkLayers } from './layers.mjs';

const problems = checkLayers(process.cwd());
if (problems.length > 0) {
  console.error(`Layering check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Layering check passed: machines/ is headless; ui/ reaches the browser only through adapters/react, reads no browser global and no spec constant; ui/gallery/ cites only tested requirement IDs; every slice has the one shape (connect takes normalize, decoders return Decoded<T>, indexes export by name, ui/ calls only public hooks, adapters find elements by anatomy), every one of them.');
