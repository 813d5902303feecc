// Every example API route, by "METHOD /path". A route is `(req, url) => {status, body, headers?}`
// and answers JSON. Each area keeps its routes in a module of its own here.

/** @type {Map<string, (req: import('node:http').IncomingMessage, url: URL) => Promise<{status: number, body: unknown, headers?: Record<string, string | string[]>}>>} */
export const apiRoutes = new Map([['GET /api/health', async () => ({ status: 200, body: { ok: true } })]]);

// Forms (issue 3): key, save, the stored submissions, the demo captcha, and the test switch.
import { formBackendRoutes } from './form-backend.mjs';
for (const [route, handler] of formBackendRoutes) apiRoutes.set(route, handler);
