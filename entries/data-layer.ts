/** `site-machines/data-layer`: the request and queue machines, their rules, and the browser's data layer. */
export * from '../machines/net/index.ts';
export { createDataLayer, DataLayerError } from '../adapters/browser/data-layer.ts';
export type { CookieAccess, DataLayer, DataLayerOptions, ErrorDialog, RequestOptions, SystemErrorDetails } from '../adapters/browser/data-layer.ts';
export { DataLayerProvider } from '../adapters/react/DataLayerProvider.tsx';
export { useDataLayer } from '../adapters/react/data-layer-context.ts';
