// Issue 23: each new content block adds nothing to the initial JavaScript of a page without it.
// "A page without it" is the anchor-matched page (./pages/anchor-matched.tsx: accordion, gallery,
// dialogs, tooltip, cookie banner, form) with the site's island registry imported
// (examples/site/blocks/islands.ts, which names every block of the site, the new ones included):
// the registry may cost its few bytes of names and `import()` calls, and no file of a new block
// may be in the initial bundle. Printed by `npm run size` (./size.ts), so by `npm run bench` too.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleSize } from './bundle.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const PAGE = here('./pages/anchor-matched.tsx');

/** Each new block and files only it brings (its component, its machine or view model, its hook). */
export const NEW_BLOCKS: readonly { name: string; files: readonly string[] }[] = [
  { name: 'menu tabs', files: ['ui/MenuBlock.tsx', 'ui/Tabs.tsx', 'machines/tabs/machine.ts', 'adapters/react/useTabs.ts', 'examples/site/blocks/MenuTabsBlock.tsx'] },
  { name: 'pricing toggle', files: ['ui/PricingToggle.tsx', 'machines/pricing-toggle/machine.ts', 'adapters/react/usePricingToggle.ts', 'examples/site/blocks/PricingBlock.tsx'] },
  { name: 'text highlight', files: ['ui/Highlight.tsx', 'machines/highlight/machine.ts', 'adapters/browser/highlight.ts', 'examples/site/blocks/HighlightBlocks.tsx'] },
  { name: 'block animation', files: ['ui/BlockAnimation.tsx', 'machines/block-animation/machine.ts', 'adapters/browser/block-animation.ts', 'examples/site/blocks/StoryBlock.tsx'] },
  { name: 'text shrink', files: ['ui/ShrinkText.tsx', 'machines/text-shrink/machine.ts', 'adapters/browser/text-shrink.ts', 'examples/site/blocks/ShrinkHeadingBlock.tsx'] },
  { name: 'image block', files: ['ui/ImageBlock.tsx', 'machines/image-block/machine.ts', 'adapters/browser/image-block.ts', 'examples/site/blocks/ImageBlockBlock.tsx'] },
  { name: 'shape block', files: ['ui/ShapeBlock.tsx', 'machines/shape-block/connect.ts', 'examples/site/blocks/ShapeBlockBlock.tsx'] },
];

/** The registry's import, added to the page (paths from ./pages). */
const WITH_REGISTRY = "import * as islands from '../../../examples/site/blocks/islands.ts';\n(globalThis as { __islands?: unknown }).__islands = islands;\n";

/** Where issue 23's definitions start in the registry. */
const NEW_DEFINITIONS = "// Issue 23's content blocks";

const REGISTRY = here('../../examples/site/blocks/islands.ts');
/** Where the registry as it was before issue 23's blocks is written while it is measured (beside the real one, so its imports resolve). */
const REGISTRY_BEFORE = here('../../examples/site/blocks/.islands-before-issue-23.ts');

/** The registry as it was before issue 23's blocks: its text up to their definitions. */
function registryBeforeNewBlocks(): string {
  const text = readFileSync(REGISTRY, 'utf8');
  const cut = text.indexOf(NEW_DEFINITIONS);
  return cut < 0 ? text : text.slice(0, cut);
}

export async function measureNewBlocks(): Promise<{ lines: string[]; overBudget: string[] }> {
  const lines: string[] = [];
  const overBudget: string[] = [];
  const page = readFileSync(PAGE, 'utf8');
  const resolveDir = here('./pages');
  // Imported as a module of its own, as the page imports the real registry (the page's own
  // islands share names with it, so its text cannot be pasted into the page).
  writeFileSync(REGISTRY_BEFORE, registryBeforeNewBlocks());
  let before: Awaited<ReturnType<typeof bundleSize>>;
  try {
    before = await bundleSize({ contents: WITH_REGISTRY.replace('islands.ts', '.islands-before-issue-23.ts') + page, resolveDir });
  } finally {
    rmSync(REGISTRY_BEFORE, { force: true });
  }
  const withRegistry = await bundleSize({ contents: WITH_REGISTRY + page, resolveDir });
  lines.push(
    `size new blocks: the anchor-matched page with the site's island registry (every block named, none rendered): initial ${withRegistry.initial} B gz, ` +
      `+${withRegistry.initial - before.initial} B gz over the same page with the registry before issue 23's blocks (their names and import() calls); on demand ${withRegistry.lazy} B gz`,
  );
  for (const block of NEW_BLOCKS) {
    const present = block.files.filter((file) => withRegistry.initialInputs.has(file));
    const fetched = block.files.filter((file) => withRegistry.inputs.has(file));
    const ok = present.length === 0;
    lines.push(
      `size new block ${block.name} on a page without it: initial ${ok ? 'adds nothing' : `HAS ${present.join(', ')}`} ` +
        `(its files in the on-demand chunks: ${fetched.length}/${block.files.length}): ${ok ? 'ok' : 'OVER'}`,
    );
    if (!ok) overBudget.push(`new block ${block.name} in a page's initial JavaScript`);
  }
  return { lines, overBudget };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { lines, overBudget } = await measureNewBlocks();
  for (const line of lines) console.log(line);
  if (overBudget.length > 0) process.exit(1);
}
