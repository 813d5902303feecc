import type { Server } from 'node:http';

/** The example site's server: built pages and the example API (see server.mjs). */
export function createSiteServer(): Server;
