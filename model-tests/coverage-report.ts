// `npm run model:coverage`: one line per machine, counted from the real machine's graph against
// the model paths run on it; exits non-zero when any machine is under 100%.
import { formatCoverage, isComplete } from './kit/coverage.ts';
import { machineRuns, measureCoverage } from './machine-runs.ts';

let complete = true;
for (const run of machineRuns) {
  const report = await measureCoverage(run);
  console.log(formatCoverage(report));
  for (const state of report.states.missing) console.log(`  state never reached: ${state}`);
  for (const transition of report.transitions.missing) console.log(`  transition never taken: ${transition}`);
  complete &&= isComplete(report);
}
if (!complete) {
  console.error('model coverage is under 100%');
  process.exit(1);
}
