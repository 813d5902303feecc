// The server side of the adapters: what rendering in Node needs in place of the browser's APIs.
// Give `parseHtmlFragment` to <HtmlParserProvider> (site-machines/adapters/react) around a tree
// rendered with react-dom/server, so owner HTML renders as it will after hydration.
export { parseHtmlFragment } from './html.ts';
