// The example API: every route with its method, path and body codec, behind one router
// (./router.mjs: 405 with Allow, 400 with a message, 404 under /api/). Each area keeps its
// routes in a module of its own here. The server calls `answerApi(req, url, path)` once per
// request: an answer, or `undefined` for a page.
import { authRoutes } from './auth.mjs';
import { createEventRoutes } from './events.mjs';
import { createFormBackendRoutes } from './form-backend.mjs';
import { createOwnerAuth } from './owner.mjs';
import { createRouter, route } from './router.mjs';
import { createTrackingRoutes } from './tracking.mjs';

const owner = createOwnerAuth();

export const apiRouter = createRouter([
  route('GET', '/api/health', async () => ({ status: 200, body: { ok: true } })),
  // The site owner's login: the guard of every route that reads visitors' data.
  ...owner.routes,
  // Error reports, trace events, page-view tracking and the checkout routes (issue 6).
  ...createEventRoutes(owner),
  // Forms (issue 3): key, save, the owner's stored submissions, the demo captcha, the test switch.
  ...createFormBackendRoutes(owner),
  // Logout with its crumb check (issue 5).
  ...authRoutes,
  // Census calls, analytics events, the replay id and the stand-in pixel (issue 25).
  ...createTrackingRoutes(owner),
]);

/** The API's answer to a request, or `undefined` when the path is none of the API's. */
export const answerApi = (req, url, path) => apiRouter.dispatch(req, url, path);
