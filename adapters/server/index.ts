// The server side of the adapters: what rendering in Node needs in place of the browser's APIs.
// `parseHtmlFragment` (parse5) is already the parser a server render takes (the package's
// `#html-parser` import, condition `node`); it is exported for reading owner HTML directly.
export { parseHtmlFragment } from './html.ts';
