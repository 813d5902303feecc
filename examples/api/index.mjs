// The example API: every route with its method, path and body codec, behind one router
// (./router.mjs: 405 with Allow, 400 with a message, 404 under /api/). Each area keeps its
// routes in a module of its own here. The server mounts `apiRouter.plugin` on Fastify.
import { authRoutes } from './auth.mjs';
import { createCommerceBackendRoutes } from './commerce.mjs';
import { createEventRoutes } from './events.mjs';
import { createFormBackendRoutes } from './form-backend.mjs';
import { createOwnerAuth } from './owner.mjs';
import { providerFailureRoutes } from './providers.mjs';
import { createWidgetRenderingRoutes } from './widget-rendering.mjs';
import { createRouter, route } from './router.mjs';
import { createTrackingRoutes } from './tracking.mjs';

const owner = createOwnerAuth();

/** Whether a request carries the site owner's session: the page renderer shows an owner-only page signed out without asking the API (which answers 401). */
export const isOwnerRequest = (req) => owner.isOwner(req);

export const apiRouter = createRouter([
  route('GET', '/api/health', async () => ({ status: 200, body: { ok: true } })),
  // The site owner's login: the guard of every route that reads visitors' data.
  ...owner.routes,
  // Error reports, trace events, page-view tracking and the checkout routes (issue 6).
  ...createEventRoutes(owner),
  // Forms (issue 3): key, save, the owner's stored submissions, the demo captcha, the test switch.
  ...createFormBackendRoutes(owner),
  // The store's products and the visitor's cart (issue 22), in the forms' database file.
  ...createCommerceBackendRoutes(),
  // Logout with its crumb check (issue 5).
  ...authRoutes,
  // A provider script that never answers and one that fails (issue 24).
  ...providerFailureRoutes,
  // The widget-rendering call: the events summary from SQLite (issue 24, BLK-038).
  ...createWidgetRenderingRoutes(),
  // Census calls, analytics events, the replay id and the stand-in pixel (issue 25).
  ...createTrackingRoutes(owner),
]);
