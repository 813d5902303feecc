// Every example API route, by "METHOD /path". A route is `(req, url) => {status, body, headers?}`
// and answers JSON. Each area keeps its routes in a module of its own here.
import { authRoutes } from './auth.mjs';

/** @type {Map<string, (req: import('node:http').IncomingMessage, url: URL) => Promise<{status: number, body: unknown, headers?: Record<string, string | string[]>}>>} */
export const apiRoutes = new Map([['GET /api/health', async () => ({ status: 200, body: { ok: true } })], ...authRoutes]);
