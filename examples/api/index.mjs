// Every example API route, by "METHOD /path". A route is `(req, url) => {status, body, headers?}`
// and answers JSON (or `text`, a raw body with its own content type, or `drop` to break the
// connection). Each area keeps its routes in a module of its own here.
import { authRoutes } from './auth.mjs';
import { eventRoutes } from './events.mjs';
import { formBackendRoutes } from './form-backend.mjs';

/** @type {Map<string, (req: import('node:http').IncomingMessage, url: URL) => Promise<{status: number, body?: unknown, headers?: Record<string, string | string[]>, text?: string, contentType?: string, drop?: boolean}>>} */
export const apiRoutes = new Map([['GET /api/health', async () => ({ status: 200, body: { ok: true } })]]);

// Error reports, trace events, page-view tracking and the checkout routes (issue 6).
for (const [key, route] of eventRoutes) apiRoutes.set(key, route);
// Forms (issue 3): key, save, the stored submissions, the demo captcha, and the test switch.
for (const [route, handler] of formBackendRoutes) apiRoutes.set(route, handler);
// Logout with its crumb check (issue 5).
for (const [route, handler] of authRoutes) apiRoutes.set(route, handler);
