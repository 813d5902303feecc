// Images for the example site, made on request so no network is needed: an SVG of the asked
// width (`?format=500w`, the width steps of MEDIA-020) for `/media/images/<name>-<W>x<H>.svg`.
// Each width is a distinct response, so the width choice and lazy loading show in the network log.

const STEPS = [100, 300, 500, 750, 1000, 1500, 2500];

function hue(text) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function escape(text) {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
}

/** The SVG picture for a name at a width. */
export function pictureSvg(name, width, ratio) {
  const height = Math.round(width * ratio);
  const h = hue(name);
  const label = escape(name.replace(/-/g, ' '));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1000 ${Math.round(1000 * ratio)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 60% 55%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360} 55% 30%)"/></linearGradient></defs>
<rect width="1000" height="${Math.round(1000 * ratio)}" fill="url(#g)"/>
<circle cx="500" cy="${Math.round(500 * ratio)}" r="${Math.round(120 * Math.min(1, ratio * 1.5))}" fill="hsl(${(h + 180) % 360} 70% 80%)" opacity="0.8"/>
<text x="40" y="90" font-family="sans-serif" font-size="64" fill="#fff">${label}</text>
<text x="40" y="170" font-family="sans-serif" font-size="48" fill="#fff" opacity="0.85">${width}w</text>
</svg>`;
}

/**
 * The Fastify route of `/media/images/<name>-<W>x<H>.svg` (GET, and HEAD with it); any other
 * name under /media/images/ is a 404.
 */
export async function mediaRoutes(app) {
  app.get('/media/images/:file', async (request, reply) => {
    const match = /^([a-z0-9-]+)-(\d+)x(\d+)\.svg$/.exec(request.params.file);
    if (!match) return reply.code(404).header('cache-control', 'no-store').send({ error: 'No such picture.' });
    const [, name, w, h] = match;
    const asked = Number(/^(\d+)w$/.exec(String(request.query.format ?? ''))?.[1] ?? 1000);
    const width = STEPS.includes(asked) ? asked : 1000;
    return reply.headers({ 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' }).send(pictureSvg(name, width, Number(h) / Number(w)));
  });
}
