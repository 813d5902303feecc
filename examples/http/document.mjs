// The document around a server-rendered page: what the browser needs before the markup (the
// page's title and description, its styles, its modules to preload) and after it (the payload
// hydration reads, the entry script).

/** The browser's entry for a page module: `site/pages/X.tsx` has `site/entries/X.tsx`. */
export const pageEntryOf = (pageModule) => pageModule.replace(/^site\/pages\//, 'site/entries/');

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

/**
 * The built files a page needs up front, from Vite's manifest: the page's entry chunk with
 * everything it imports statically (the page module, the site's shared code), and the styles of
 * each, imported ones first (the order the cascade had in the sources). Chunks imported
 * dynamically (a video layer, a lightbox) are fetched on demand.
 */
export function pageAssets(manifest, pageModule) {
  const key = pageEntryOf(pageModule);
  const entry = manifest[key]?.file;
  if (!entry) throw Object.assign(new Error(`The site's manifest has no entry ${key}: run npm run build:site`), { code: 'ENOENT' });
  const scripts = new Set();
  const styles = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  visit(key);
  // The site's one stylesheet (the build does not split its CSS: issue 20), when there is one.
  if (manifest['style.css']?.file) styles.add(manifest['style.css'].file);
  return { entry, modules: [...scripts].filter((file) => file !== entry), styles: [...styles] };
}

/**
 * The chunks of a module the page reaches through `import()` (a gallery's layout), for React to
 * name in the HTML while it renders the component that will need it: the module's chunk and
 * the chunks it imports, less what the head already links. Keys are source paths from the
 * project's root (`ui/gallery/Slideshow.tsx`); the manifest's are from the site's root.
 */
export function moduleLinks(manifest, assets) {
  const linked = new Set([assets.entry, ...assets.modules]);
  return (module) => {
    const files = [];
    const visit = (name) => {
      const chunk = manifest[name];
      if (!chunk || linked.has(chunk.file) || files.includes(chunk.file)) return;
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(`../${module}`);
    return files.map((file) => `/${file}`);
  };
}

/**
 * The `Link` values that name what a page's head will link (its stylesheets, its entry and the
 * modules it preloads), for a `103 Early Hints` answer and the page's own `Link` header: the
 * browser may fetch them while the server is still working on the page.
 */
export function preloadLinks(assets) {
  return [
    ...assets.styles.map((file) => `</${encodeURI(file)}>; rel=preload; as=style`),
    ...[assets.entry, ...assets.modules].map((file) => `</${encodeURI(file)}>; rel=modulepreload`),
  ];
}

/**
 * The element that ends the server's markup of the page (after the React root). The head sent at
 * once names it in a render-blocking `expect` link, so the browser paints nothing of the body
 * until all of the root's markup is parsed: a first paint of half a header (its cart slot not
 * parsed yet) that then grows would shift everything under it (issue 26: CLS 0 on every page,
 * seen on /shop under load). Browsers without `rel=expect` paint as before.
 */
const ROOT_END_ID = 'sm-root-end';

export function renderDocumentHead({ title, description, assets, pageContext = null }) {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // The page's site context, as a published page carries it (what the visitor's session reads).
    ...(pageContext ? [`<script id="sm-page-context" type="application/json">${pageContext}</script>`] : []),
    ...assets.styles.map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}">`),
    `<link rel="modulepreload" href="/${escapeHtml(assets.entry)}">`,
    ...assets.modules.map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}">`),
    `<link rel="expect" href="#${ROOT_END_ID}" blocking="render">`,
    '</head>',
    '<body>',
    '<div id="root">',
  ].join('\n');
}

export function renderDocumentTail({ payload, payloadId, assets }) {
  return [
    '</div>',
    `<template id="${ROOT_END_ID}"></template>`,
    `<script id="${escapeHtml(payloadId)}" type="application/json">${payload}</script>`,
    `<script type="module" src="/${escapeHtml(assets.entry)}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
