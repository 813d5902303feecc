import { accordionModel } from '../accordion/model.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { createAccordionPageDriver } from './accordion-driver.ts';
import { test } from './fixtures.ts';

// The accordions of the demo pages: a single-open FAQ and a multi-open list whose first item
// starts open. Both renderers show the same blocks, so the same paths run on each.
const accordions = [
  { rootId: 'faq', items: ['shipping', 'returns', 'sizes'], allowMultiple: false, expandFirst: false },
  { rootId: 'details', items: ['materials', 'care', 'origin'], allowMultiple: true, expandFirst: true },
];
// axe runs in every reached machine state on the React page; the plain-DOM page gets its own
// axe check in specs/site.pw.ts.
const renderers = [
  { name: 'React', url: '/demo/accordion', axe: true },
  { name: 'vanilla', url: '/vanilla/accordion', axe: false },
];

for (const renderer of renderers) {
  for (const accordion of accordions) {
    test.describe(`accordionMachine model on ${renderer.name} ${renderer.url} #${accordion.rootId}`, () => {
      for (const path of planPaths(accordionModel, accordion)) {
        test(`[BLK-001] [BLK-002] [BLK-003] [BLK-004] ${path.description}`, async ({ modelPage }) => {
          await runPath(path, createAccordionPageDriver(modelPage, { url: renderer.url, ...accordion, axe: renderer.axe }));
        });
      }
    });
  }
}
