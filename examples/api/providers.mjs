// Failures of a third-party provider's script, for the provider demos and their tests: one that
// never answers (held until the browser gives up and closes the request) and one that fails.
import { route } from './router.mjs';

export const providerFailureRoutes = [
  route('GET', '/providers/never.js', (req) => new Promise((resolve) => req.on('close', () => resolve({ status: 204, text: '', contentType: 'text/javascript; charset=utf-8' })))),
  route('GET', '/providers/broken.js', async () => ({ status: 503, text: '// The provider is unavailable.\n', contentType: 'text/javascript; charset=utf-8' })),
];
