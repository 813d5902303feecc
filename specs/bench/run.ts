// `npm run bench`: every benchmark and size budget, printed; non-zero exit when a budget fails.
import { benchAccordionThroughput } from './accordion-throughput.ts';
import { benchMarqueeFrames } from './marquee-frames.ts';
import { measureSizes } from './size.ts';

const { lines, overBudget } = await measureSizes();
for (const line of lines) console.log(line);
for (const line of benchAccordionThroughput()) console.log(line);
// Issue 6: the marquee's frames and renders in Chromium (needs `npm run build:site` first).
const marquee = await benchMarqueeFrames();
for (const line of marquee.lines) console.log(line);
overBudget.push(...marquee.overBudget);

if (overBudget.length > 0) {
  console.error(`over budget: ${overBudget.join(', ')}`);
  process.exit(1);
}
