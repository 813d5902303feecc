import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The example site's server: built pages and the example API (see server.mjs). */
export function createSiteServer(): Server;

/** The Fastify app behind it, every plugin and route registered (await `ready()` before `inject`). */
export function createSiteApp(serverFactory?: (handler: (req: unknown, res: unknown) => void) => Server): FastifyInstance;
