// Bundles an entry as a site's bundler ships it, for `npm run size` (./size.ts, ./size-pages.ts):
// esbuild, minified, code split, gzip level 9, React and react-dom left to the host page,
// NODE_ENV production. The same settings for every entry, the runtime's and the anchors'.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { relative, sep } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The host page provides React; everything else an entry pulls in is counted.
const external = ['react', 'react-dom', 'react/*', 'react-dom/*'];

/** Gzipped bytes of what a page loads up front, and of the chunks it imports on demand. */
export interface BundleSize {
  initial: number;
  /** Chunks reached only through `import()`, loaded when needed (the video layer, say). */
  lazy: number;
  /** Source files with code in any chunk, relative to the project root (`ui/Form.tsx`). */
  inputs: Set<string>;
  /** Source files with code in the initial chunks (the entry and what it imports statically). */
  initialInputs: Set<string>;
}

/** What to bundle: module source (paths relative to the project root), an entry file, or source read from a folder. */
export type BundleInput = string | { file: string } | { contents: string; resolveDir: string };

/**
 * Bundles the entry with code splitting, as a site's bundler would: the initial bundle is the
 * entry chunk with every chunk it imports statically (gzipped together, like one file); what is
 * reached only through a dynamic `import()` is counted apart. The same settings for every entry,
 * the runtime's and the anchors' (an entry file resolves packages from its own folder up).
 */
export async function bundleSize(input: BundleInput): Promise<BundleSize> {
  const result = await build({
    ...(typeof input === 'string'
      ? { stdin: { contents: input, resolveDir: root, loader: 'tsx' as const } }
      : 'file' in input
        ? { entryPoints: [input.file] }
        : { stdin: { contents: input.contents, resolveDir: input.resolveDir, loader: 'tsx' as const } }),
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    outdir: 'size-out',
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external,
    // io-ts's guard module as a browser bundler picks it from package.json's `imports` (its ES
    // build, tree-shaken); tsconfig.json's path names the CommonJS build for Node's tools.
    alias: { '#io-ts-guard': 'io-ts/es6/Guard.js' },
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const outputs = result.metafile.outputs;
  // The entry's own output: with code splitting every module reached through `import()` is an
  // entry point too, so the page's is the one whose entry point is the file (or stdin) given.
  const entryPoint = typeof input === 'object' && 'file' in input ? relative(root, input.file).split(sep).join('/') : '<stdin>';
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entryPoint);
  if (!entry) throw new Error(`bundleSize: no output for the entry ${entryPoint}`);
  const initial = new Set<string>();
  const visit = (path: string | undefined) => {
    if (!path || initial.has(path)) return;
    initial.add(path);
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  const js = result.outputFiles.filter((file) => file.path.endsWith('.js'));
  const gz = (files: typeof js) => (files.length ? gzipSync(Buffer.concat(files.map((file) => file.contents)), { level: 9 }).length : 0);
  const isInitial = (file: (typeof js)[number]) => initial.has(relative(root, file.path).split(sep).join('/'));
  const inputs = new Set(Object.values(outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path)));
  const initialInputs = new Set([...initial].flatMap((path) => Object.entries(outputs[path]?.inputs ?? {}).filter(([, input]) => input.bytesInOutput > 0).map(([source]) => source)));
  return { initial: gz(js.filter(isInitial)), lazy: gz(js.filter((file) => !isInitial(file))), inputs, initialInputs };
}

/** Gzipped bytes of what the entry loads up front. */
export async function gzippedSize(source: string): Promise<number> {
  return (await bundleSize(source)).initial;
}

