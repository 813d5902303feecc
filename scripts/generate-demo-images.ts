// Writes the example site's lightbox images: simple SVG scenes with known sizes, served as
// static files (examples/public/images/lightbox), so the demos need no network.
// Run: npx tsx scripts/generate-demo-images.ts  (the output is committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoImages } from '../examples/content/demo-images.ts';

const dir = fileURLToPath(new URL('../examples/public/images/lightbox/', import.meta.url));
mkdirSync(dir, { recursive: true });

for (const [index, image] of demoImages.entries()) {
  const { width: w, height: h, sky, ground, sun, title } = image;
  const hill = `M0 ${h * 0.7} Q ${w * 0.25} ${h * 0.5} ${w * 0.5} ${h * 0.68} T ${w} ${h * 0.62} V ${h} H 0 Z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${title}">
<rect width="${w}" height="${h}" fill="${sky}"/>
<circle cx="${w * (0.2 + 0.05 * (index % 12))}" cy="${h * 0.28}" r="${Math.min(w, h) * 0.09}" fill="${sun}"/>
<path d="${hill}" fill="${ground}"/>
<text x="${w / 2}" y="${h * 0.9}" font-family="sans-serif" font-size="${Math.round(Math.min(w, h) / 14)}" text-anchor="middle" fill="#fff">${title} · ${w}×${h}</text>
</svg>
`;
  writeFileSync(`${dir}${image.id}.svg`, svg);
}
console.log(`wrote ${demoImages.length} images to ${dir}`);
