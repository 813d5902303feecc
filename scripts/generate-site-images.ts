// Writes the published example site's pictures (the harbour bakery of examples/site-data/):
// generated art, SVG compositions of gradients and shapes with no text in them, served as static
// files from examples/public/images/site/. No network: every picture is drawn here.
// Run: npx tsx scripts/generate-site-images.ts  (the output is committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../examples/public/images/site/', import.meta.url));
mkdirSync(dir, { recursive: true });

/** A small deterministic random source, so the pictures are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const svg = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">\n<defs>${defs}</defs>\n${body}\n</svg>\n`;

const linear = (id: string, stops: [number, string][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
const radial = (id: string, stops: [number, string][], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</radialGradient>`;
const blur = (id: string, amount: number) => `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;
const grain = `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0.09 0"/></filter>`;
const grainLayer = (w: number, h: number) => `<rect width="${w}" height="${h}" filter="url(#grain)"/>`;

/** Wooden boards: planks of warm browns with a few grain lines. */
function wood(w: number, h: number, top: number, seed: number, tones = ['#7a4a2a', '#8a5733', '#6e4124', '#94613a']) {
  const rnd = random(seed);
  const plank = (h - top) / 4;
  let out = '';
  for (let i = 0; i < 4; i++) {
    const y = top + i * plank;
    out += `<rect x="0" y="${y}" width="${w}" height="${plank + 1}" fill="${tones[i % tones.length]}"/>`;
    for (let k = 0; k < 5; k++) {
      const gy = y + rnd() * plank;
      out += `<path d="M0 ${gy} C ${w * 0.3} ${gy + (rnd() - 0.5) * 20} ${w * 0.6} ${gy + (rnd() - 0.5) * 20} ${w} ${gy}" stroke="#4a2a15" stroke-opacity="0.25" stroke-width="${1 + rnd() * 2}" fill="none"/>`;
    }
    out += `<rect x="0" y="${y}" width="${w}" height="2" fill="#3a2010" opacity="0.5"/>`;
  }
  return out;
}

/** A boat's silhouette on the water at (x, y), `s` its scale. */
function boat(x: number, y: number, s: number, hull: string, cabin: string, mast = true) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M-60 0 L60 0 L45 22 L-48 22 Z" fill="${hull}"/>
<rect x="-20" y="-22" width="34" height="22" fill="${cabin}"/>
<rect x="-14" y="-16" width="8" height="7" fill="#f6e7c1" opacity="0.8"/>
${mast ? `<rect x="24" y="-70" width="3" height="70" fill="${hull}"/><path d="M27 -66 L27 -8 L60 -8 Z" fill="${cabin}" opacity="0.85"/>` : ''}
</g>`;
}

/** The harbour: sky, sun, sea with its reflections, boats, a lighthouse and the quay with the bakery. */
function harbour(w: number, h: number, night: boolean) {
  const horizon = h * 0.58;
  const rnd = random(night ? 7 : 3);
  const sky = night
    ? linear('sky', [[0, '#0b1633'], [0.6, '#28345e'], [1, '#6b4f6e']])
    : linear('sky', [[0, '#f7c59f'], [0.45, '#fbd9a8'], [0.8, '#fde9c8'], [1, '#f4b07a']]);
  const sea = night ? linear('sea', [[0, '#2a3152'], [1, '#0a1226']]) : linear('sea', [[0, '#8db3c7'], [0.5, '#5f8ea8'], [1, '#2f5d78']]);
  const sunGlow = night ? radial('sun', [[0, '#fffbe8'], [0.3, '#f3e6b8'], [1, 'rgba(243,230,184,0)']]) : radial('sun', [[0, '#fff6d5'], [0.25, '#ffd88a'], [1, 'rgba(255,200,120,0)']]);
  let body = `<rect width="${w}" height="${horizon}" fill="url(#sky)"/>`;
  if (night) for (let i = 0; i < 60; i++) body += `<circle cx="${rnd() * w}" cy="${rnd() * horizon * 0.7}" r="${0.6 + rnd() * 1.4}" fill="#fff" opacity="${0.4 + rnd() * 0.6}"/>`;
  const sunX = w * 0.68;
  const sunY = horizon - h * (night ? 0.32 : 0.1);
  body += `<circle cx="${sunX}" cy="${sunY}" r="${h * 0.3}" fill="url(#sun)"/>`;
  body += `<circle cx="${sunX}" cy="${sunY}" r="${h * (night ? 0.045 : 0.07)}" fill="${night ? '#fbf4d9' : '#fff1c9'}"/>`;
  // Far hills.
  body += `<path d="M0 ${horizon} L0 ${horizon - h * 0.08} C ${w * 0.15} ${horizon - h * 0.14} ${w * 0.3} ${horizon - h * 0.05} ${w * 0.45} ${horizon - h * 0.09} S ${w * 0.8} ${horizon - h * 0.04} ${w} ${horizon - h * 0.1} L ${w} ${horizon} Z" fill="${night ? '#1d2442' : '#b98a86'}" opacity="0.75"/>`;
  body += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#sea)"/>`;
  // Reflections of the sun on the water.
  for (let i = 0; i < 26; i++) {
    const y = horizon + 6 + i * ((h - horizon) / 30);
    const half = (8 + rnd() * 40) * (1 + i / 10);
    body += `<rect x="${sunX - half + (rnd() - 0.5) * 30}" y="${y}" width="${half * 2}" height="${2 + i / 8}" rx="2" fill="${night ? '#f3e6b8' : '#fff1c9'}" opacity="${0.55 - i / 60}"/>`;
  }
  // Lighthouse on the breakwater.
  const lx = w * 0.16;
  body += `<path d="M${lx - w * 0.12} ${horizon + 4} L${lx + w * 0.1} ${horizon + 4} L${lx + w * 0.08} ${horizon - 6} L${lx - w * 0.1} ${horizon - 6} Z" fill="${night ? '#151a30' : '#6d5a5e'}"/>`;
  body += `<path d="M${lx - 16} ${horizon - 6} L${lx - 10} ${horizon - h * 0.26} L${lx + 10} ${horizon - h * 0.26} L${lx + 16} ${horizon - 6} Z" fill="${night ? '#d9d4cf' : '#f3ece6'}"/>`;
  for (let k = 1; k <= 3; k++) body += `<rect x="${lx - 16 + k * 2}" y="${horizon - h * 0.065 * k - 6}" width="${32 - k * 4}" height="${h * 0.025}" fill="#b83a32"/>`;
  body += `<rect x="${lx - 12}" y="${horizon - h * 0.3}" width="24" height="${h * 0.04}" fill="${night ? '#ffe9a0' : '#f9e2a8'}"/><path d="M${lx - 15} ${horizon - h * 0.3} L${lx} ${horizon - h * 0.33} L${lx + 15} ${horizon - h * 0.3} Z" fill="#3b2f35"/>`;
  if (night) body += `<path d="M${lx} ${horizon - h * 0.28} L${w * 0.55} ${horizon - h * 0.4} L${w * 0.55} ${horizon - h * 0.32} Z" fill="#ffe9a0" opacity="0.18"/>`;
  // Boats.
  body += boat(w * 0.42, horizon + h * 0.1, w / 1600, night ? '#0d1226' : '#2e3f55', night ? '#3a3550' : '#e8ddd0');
  body += boat(w * 0.58, horizon + h * 0.2, (w / 1600) * 1.3, night ? '#101427' : '#7a2e2a', night ? '#33304a' : '#f2e8da');
  body += boat(w * 0.86, horizon + h * 0.07, (w / 1600) * 0.7, night ? '#0d1226' : '#3d5a4c', night ? '#2e2b44' : '#efe3d2', false);
  // The quay and the bakery's front on the right.
  const qx = w * 0.72;
  const qy = h * 0.78;
  body += `<rect x="${qx - w * 0.05}" y="${qy}" width="${w * 0.35}" height="${h - qy}" fill="${night ? '#2a2433' : '#8c7768'}"/>`;
  body += `<rect x="${qx}" y="${qy - h * 0.3}" width="${w * 0.28}" height="${h * 0.3}" fill="${night ? '#4b3f52' : '#e9d3b4'}"/>`;
  body += `<path d="M${qx - 10} ${qy - h * 0.3} L${qx + w * 0.14} ${qy - h * 0.42} L${qx + w * 0.28 + 10} ${qy - h * 0.3} Z" fill="${night ? '#2c2231' : '#a4503c'}"/>`;
  for (let k = 0; k < 3; k++) {
    const wx = qx + w * 0.025 + k * w * 0.085;
    body += `<rect x="${wx}" y="${qy - h * 0.22}" width="${w * 0.06}" height="${h * 0.12}" fill="${night ? '#f7d27c' : '#f5e9d4'}" stroke="${night ? '#2c2231' : '#6b4b3a'}" stroke-width="4"/>`;
  }
  // A striped awning.
  for (let k = 0; k < 12; k++) body += `<rect x="${qx + (k * w * 0.28) / 12}" y="${qy - h * 0.085}" width="${(w * 0.28) / 12}" height="${h * 0.035}" fill="${k % 2 ? '#f4efe6' : '#2f6a73'}"/>`;
  body += `<rect x="${qx + w * 0.11}" y="${qy - h * 0.05}" width="${w * 0.06}" height="${h * 0.05}" fill="${night ? '#f7d27c' : '#5b3b2c'}"/>`;
  body += grainLayer(w, h);
  return svg(w, h, sky + sea + sunGlow + grain, body);
}

/** A round sourdough loaf on a board, scored, dusted with flour. */
function sourdough(w: number, h: number) {
  const defs = linear('bg', [[0, '#2b211c'], [1, '#4a372c']]) + radial('crust', [[0, '#e0a35f'], [0.55, '#b8702f'], [0.9, '#7c4419'], [1, '#5a2f12']], 0.42, 0.38, 0.6) + radial('shade', [[0, 'rgba(0,0,0,0.45)'], [1, 'rgba(0,0,0,0)']]) + blur('soft', 6) + grain;
  const cx = w * 0.5;
  const cy = h * 0.52;
  const rx = w * 0.3;
  const ry = h * 0.3;
  const rnd = random(11);
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  body += `<rect x="0" y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#5c3a22"/>` + wood(w, h, h * 0.62, 5);
  body += `<ellipse cx="${cx}" cy="${cy + ry * 0.85}" rx="${rx * 1.1}" ry="${ry * 0.3}" fill="url(#shade)"/>`;
  body += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#crust)"/>`;
  // Scores: two curved ears, lighter inside.
  body += `<path d="M${cx - rx * 0.55} ${cy - ry * 0.25} Q ${cx} ${cy - ry * 0.75} ${cx + rx * 0.55} ${cy - ry * 0.2}" stroke="#f1d2a0" stroke-width="${h * 0.03}" fill="none" stroke-linecap="round"/>`;
  body += `<path d="M${cx - rx * 0.6} ${cy + ry * 0.15} Q ${cx} ${cy - ry * 0.2} ${cx + rx * 0.6} ${cy + ry * 0.2}" stroke="#ecc58c" stroke-width="${h * 0.022}" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < 160; i++) {
    const a = rnd() * Math.PI * 2;
    const r = Math.sqrt(rnd());
    body += `<circle cx="${cx + Math.cos(a) * rx * r * 0.9}" cy="${cy + Math.sin(a) * ry * r * 0.9 - ry * 0.1}" r="${0.8 + rnd() * 2.2}" fill="#fbf3e4" opacity="${0.35 + rnd() * 0.5}"/>`;
  }
  body += `<g filter="url(#soft)" opacity="0.55">${Array.from({ length: 14 }, () => `<circle cx="${rnd() * w}" cy="${h * 0.66 + rnd() * h * 0.3}" r="${3 + rnd() * 10}" fill="#f7efe0"/>`).join('')}</g>`;
  // A sprig of wheat.
  body += `<g stroke="#d9b46a" stroke-width="4" fill="#e2bf75"><path d="M${w * 0.1} ${h * 0.95} L${w * 0.22} ${h * 0.66}" fill="none"/>${Array.from({ length: 6 }, (_, k) => `<ellipse cx="${w * 0.2 - k * w * 0.015}" cy="${h * 0.7 + k * h * 0.04}" rx="9" ry="20" transform="rotate(25 ${w * 0.2 - k * w * 0.015} ${h * 0.7 + k * h * 0.04})"/>`).join('')}</g>`;
  body += grainLayer(w, h);
  return svg(w, h, defs, body);
}

/** Croissants on a baking tray. */
function croissants(w: number, h: number) {
  const defs = linear('tray', [[0, '#3b3d40'], [1, '#222426']]) + radial('bake', [[0, '#f3c77a'], [0.6, '#d48d3b'], [1, '#8e4f1c']], 0.45, 0.35, 0.7) + grain + '<pattern id="holes" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="3" fill="#17181a" opacity="0.6"/></pattern>';
  let body = `<rect width="${w}" height="${h}" fill="url(#tray)"/><rect width="${w}" height="${h}" fill="url(#holes)"/>`;
  const croissant = (x: number, y: number, s: number, rot: number) => {
    let out = `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><ellipse cx="4" cy="16" rx="150" ry="40" fill="#000" opacity="0.35"/>`;
    const segs = [[-120, 10, 40, 30], [-70, -6, 55, 45], [0, -16, 70, 58], [70, -6, 55, 45], [120, 10, 40, 30]];
    for (const [sx, sy, rx, ry] of segs) out += `<ellipse cx="${sx}" cy="${sy}" rx="${rx}" ry="${ry}" fill="url(#bake)" stroke="#7b4216" stroke-width="3"/>`;
    out += `<path d="M-40 -40 Q -30 0 -40 30 M40 -40 Q 30 0 40 30" stroke="#fbe3b0" stroke-width="5" fill="none" opacity="0.6"/>`;
    return `${out}</g>`;
  };
  body += croissant(w * 0.3, h * 0.3, w / 1300, -12) + croissant(w * 0.7, h * 0.34, w / 1400, 10) + croissant(w * 0.48, h * 0.7, w / 1200, 4) + croissant(w * 0.12, h * 0.8, w / 1600, -30) + croissant(w * 0.9, h * 0.78, w / 1500, 28);
  body += grainLayer(w, h);
  return svg(w, h, defs, body);
}

/** A flat white from above, with a heart poured in it, on a marble table. */
function coffee(w: number, h: number) {
  const defs = linear('marble', [[0, '#f1ede8'], [1, '#d8d2cb']], 1, 1) + radial('crema', [[0, '#e8c9a0'], [0.7, '#b07a48'], [1, '#6f4526']]) + radial('cup', [[0, '#ffffff'], [0.85, '#eceae6'], [1, '#c9c4bd']]) + blur('soft', 12) + grain;
  const rnd = random(21);
  const cx = w * 0.52;
  const cy = h * 0.5;
  const r = Math.min(w, h) * 0.26;
  let body = `<rect width="${w}" height="${h}" fill="url(#marble)"/>`;
  for (let i = 0; i < 7; i++) body += `<path d="M${rnd() * w} 0 C ${rnd() * w} ${h * 0.3} ${rnd() * w} ${h * 0.6} ${rnd() * w} ${h}" stroke="#a9a29a" stroke-width="${1 + rnd() * 2}" fill="none" opacity="0.35"/>`;
  body += `<ellipse cx="${cx + 20}" cy="${cy + 30}" rx="${r * 1.75}" ry="${r * 1.7}" fill="#000" opacity="0.18" filter="url(#soft)"/>`;
  body += `<circle cx="${cx}" cy="${cy}" r="${r * 1.7}" fill="url(#cup)"/>`;
  body += `<rect x="${cx + r * 1.2}" y="${cy - r * 0.22}" width="${r * 0.9}" height="${r * 0.44}" rx="${r * 0.22}" fill="#ebe8e3"/>`;
  body += `<circle cx="${cx}" cy="${cy}" r="${r * 1.25}" fill="#f7f5f2" stroke="#d9d4ce" stroke-width="3"/>`;
  body += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#crema)"/>`;
  body += `<path d="M${cx} ${cy + r * 0.55} C ${cx - r * 0.9} ${cy - r * 0.05} ${cx - r * 0.45} ${cy - r * 0.75} ${cx} ${cy - r * 0.3} C ${cx + r * 0.45} ${cy - r * 0.75} ${cx + r * 0.9} ${cy - r * 0.05} ${cx} ${cy + r * 0.55} Z" fill="#fbf1e1"/>`;
  body += `<rect x="${w * 0.08}" y="${h * 0.7}" width="${w * 0.06}" height="${h * 0.26}" rx="6" fill="#c9a46c" transform="rotate(-18 ${w * 0.11} ${h * 0.83})"/>`;
  body += grainLayer(w, h);
  return svg(w, h, defs, body);
}

/** Inside the café: tall windows on the harbour, round tables, pendant lamps. */
function cafe(w: number, h: number) {
  const defs = linear('wall', [[0, '#e9dccb'], [1, '#d7c4ad']]) + linear('view', [[0, '#f6d3a5'], [0.6, '#9fc0cf'], [1, '#5d8aa2']]) + radial('lamp', [[0, 'rgba(255,226,160,0.9)'], [1, 'rgba(255,226,160,0)']]) + grain;
  let body = `<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  for (let k = 0; k < 3; k++) {
    const x = w * (0.08 + k * 0.31);
    body += `<rect x="${x}" y="${h * 0.1}" width="${w * 0.22}" height="${h * 0.5}" fill="url(#view)" stroke="#3e4a45" stroke-width="10"/><path d="M${x + w * 0.11} ${h * 0.1} V ${h * 0.6} M${x} ${h * 0.35} H ${x + w * 0.22}" stroke="#3e4a45" stroke-width="6"/>`;
    body += `<path d="M${x + 10} ${h * 0.5} Q ${x + w * 0.06} ${h * 0.44} ${x + w * 0.1} ${h * 0.48} T ${x + w * 0.21} ${h * 0.47} V ${h * 0.59} H ${x + 10} Z" fill="#3f6e86" opacity="0.6"/>`;
  }
  body += `<rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="#8a5a3b"/>` + wood(w, h, h * 0.66, 9, ['#8a5a3b', '#7d5034', '#935f3f', '#845638']);
  for (let k = 0; k < 4; k++) {
    const x = w * (0.14 + k * 0.24);
    body += `<path d="M${x} 0 V ${h * 0.14}" stroke="#2c2c2c" stroke-width="3"/><circle cx="${x}" cy="${h * 0.2}" r="${h * 0.12}" fill="url(#lamp)"/><path d="M${x - 28} ${h * 0.18} Q ${x} ${h * 0.1} ${x + 28} ${h * 0.18} Z" fill="#2f6a73"/>`;
    body += `<ellipse cx="${x}" cy="${h * 0.72}" rx="${w * 0.075}" ry="${h * 0.025}" fill="#f3efe8"/><rect x="${x - 5}" y="${h * 0.72}" width="10" height="${h * 0.16}" fill="#2c2c2c"/><ellipse cx="${x}" cy="${h * 0.885}" rx="${w * 0.03}" ry="8" fill="#2c2c2c"/>`;
    body += `<rect x="${x - w * 0.015}" y="${h * 0.695}" width="${w * 0.018}" height="${h * 0.025}" rx="4" fill="#fff"/>`;
  }
  body += grainLayer(w, h);
  return svg(w, h, defs, body);
}

/** Cinnamon buns in a tin, swirls glazed. */
function buns(w: number, h: number) {
  const defs = linear('bg', [[0, '#e8e1d6'], [1, '#cfc5b6']]) + radial('bun', [[0, '#e9b774'], [0.7, '#c4803e'], [1, '#8a4d20']]) + grain;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect x="${w * 0.1}" y="${h * 0.1}" width="${w * 0.8}" height="${h * 0.8}" rx="30" fill="#6b6e72"/><rect x="${w * 0.12}" y="${h * 0.13}" width="${w * 0.76}" height="${h * 0.74}" rx="24" fill="#4c4f53"/>`;
  const r = Math.min(w * 0.76 / 6, h * 0.74 / 4);
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 3; col++) {
      const x = w * 0.12 + (col + 0.5) * (w * 0.76 / 3);
      const y = h * 0.13 + (row + 0.5) * (h * 0.74 / 2);
      body += `<circle cx="${x}" cy="${y}" r="${r * 0.98}" fill="url(#bun)"/>`;
      let spiral = `M${x} ${y}`;
      for (let t = 0; t < 14; t += 0.25) spiral += ` L${x + Math.cos(t) * t * r * 0.065} ${y + Math.sin(t) * t * r * 0.065}`;
      body += `<path d="${spiral}" stroke="#6e3b17" stroke-width="${r * 0.07}" fill="none" opacity="0.8"/>`;
      body += `<path d="${spiral}" stroke="#fbf6ec" stroke-width="${r * 0.04}" fill="none" opacity="0.75" transform="translate(4 -3)"/>`;
    }
  body += grainLayer(w, h);
  return svg(w, h, defs, body);
}

/** Product shots on a soft backdrop: a tote, a mug, a poster, a bag of coffee. */
function product(kind: 'tote' | 'mug' | 'poster' | 'beans', w: number, h: number) {
  const bgs: Record<typeof kind, [string, string]> = { tote: ['#e9e4da', '#d6cfc2'], mug: ['#dfe8ea', '#c3d2d6'], poster: ['#efe6dc', '#dccdbd'], beans: ['#efe1d1', '#d9c3a8'] };
  const defs = radial('bg', [[0, bgs[kind][0]], [1, bgs[kind][1]]], 0.5, 0.4, 0.8) + blur('soft', 14) + grain + linear('glaze', [[0, '#2f6a73'], [1, '#1f4a51']], 1, 0);
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><ellipse cx="${w / 2}" cy="${h * 0.86}" rx="${w * 0.3}" ry="${h * 0.04}" fill="#000" opacity="0.2" filter="url(#soft)"/>`;
  if (kind === 'tote') {
    body += `<path d="M${w * 0.36} ${h * 0.34} C ${w * 0.36} ${h * 0.12} ${w * 0.64} ${h * 0.12} ${w * 0.64} ${h * 0.34}" stroke="#c9b99a" stroke-width="${w * 0.03}" fill="none"/>`;
    body += `<path d="M${w * 0.26} ${h * 0.32} H ${w * 0.74} L ${w * 0.76} ${h * 0.85} H ${w * 0.24} Z" fill="#eadfc8" stroke="#cbbd9f" stroke-width="4"/>`;
    body += harbourMark(w * 0.5, h * 0.58, w * 0.12, '#2f6a73');
  } else if (kind === 'mug') {
    body += `<path d="M${w * 0.66} ${h * 0.42} C ${w * 0.82} ${h * 0.42} ${w * 0.82} ${h * 0.68} ${w * 0.64} ${h * 0.68}" stroke="#2f6a73" stroke-width="${w * 0.045}" fill="none"/>`;
    body += `<rect x="${w * 0.3}" y="${h * 0.32}" width="${w * 0.38}" height="${h * 0.52}" rx="${w * 0.05}" fill="url(#glaze)"/><ellipse cx="${w * 0.49}" cy="${h * 0.33}" rx="${w * 0.19}" ry="${h * 0.035}" fill="#3c2418"/>`;
    body += `<path d="M${w * 0.3} ${h * 0.7} Q ${w * 0.49} ${h * 0.76} ${w * 0.68} ${h * 0.7} V ${h * 0.79} Q ${w * 0.68} ${h * 0.84} ${w * 0.62} ${h * 0.84} H ${w * 0.36} Q ${w * 0.3} ${h * 0.84} ${w * 0.3} ${h * 0.79} Z" fill="#d8c7a8"/>`;
  } else if (kind === 'poster') {
    body += `<rect x="${w * 0.22}" y="${h * 0.1}" width="${w * 0.56}" height="${h * 0.76}" fill="#fffaf2" stroke="#2b2b2b" stroke-width="${w * 0.012}"/>`;
    body += `<rect x="${w * 0.27}" y="${h * 0.15}" width="${w * 0.46}" height="${h * 0.66}" fill="#f1c9a0"/><circle cx="${w * 0.56}" cy="${h * 0.4}" r="${w * 0.09}" fill="#e96f4c"/><rect x="${w * 0.27}" y="${h * 0.52}" width="${w * 0.46}" height="${h * 0.29}" fill="#2f6a73"/>`;
    body += `<path d="M${w * 0.3} ${h * 0.58} h ${w * 0.14} l -${w * 0.02} ${h * 0.03} h -${w * 0.1} z" fill="#1d2b3a"/><rect x="${w * 0.34}" y="${h * 0.3}" width="${w * 0.025}" height="${h * 0.22}" fill="#fffaf2"/>`;
  } else {
    body += `<path d="M${w * 0.32} ${h * 0.2} H ${w * 0.68} L ${w * 0.72} ${h * 0.85} H ${w * 0.28} Z" fill="#8a5a3b"/><rect x="${w * 0.32}" y="${h * 0.16}" width="${w * 0.36}" height="${h * 0.06}" fill="#6b4229"/>`;
    body += `<rect x="${w * 0.36}" y="${h * 0.42}" width="${w * 0.28}" height="${h * 0.24}" rx="8" fill="#f3ece1"/>` + harbourMark(w * 0.5, h * 0.54, w * 0.08, '#8a5a3b');
    const rnd = random(31);
    for (let i = 0; i < 14; i++) {
      const x = w * (0.12 + rnd() * 0.76);
      const y = h * (0.84 + rnd() * 0.08);
      body += `<ellipse cx="${x}" cy="${y}" rx="${w * 0.018}" ry="${w * 0.012}" fill="#3e2416" transform="rotate(${rnd() * 180} ${x} ${y})"/>`;
    }
  }
  body += grainLayer(w, h);
  return svg(w, h, defs, body);
}

/** The bakery's mark: a loaf over two waves. */
function harbourMark(x: number, y: number, r: number, colour: string) {
  return `<g fill="none" stroke="${colour}" stroke-width="${r * 0.12}" stroke-linecap="round"><path d="M${x - r} ${y} Q ${x} ${y - r * 1.5} ${x + r} ${y} Z" fill="${colour}" stroke="none"/><path d="M${x - r} ${y + r * 0.35} q ${r / 2} -${r * 0.3} ${r} 0 t ${r} 0"/><path d="M${x - r} ${y + r * 0.75} q ${r / 2} -${r * 0.3} ${r} 0 t ${r} 0"/></g>`;
}

const pictures: Record<string, string> = {
  'harbour-dawn': harbour(1600, 900, false),
  'harbour-night': harbour(1600, 900, true),
  sourdough: sourdough(1200, 900),
  croissants: croissants(1200, 900),
  coffee: coffee(1200, 1200),
  'cafe-interior': cafe(1600, 1067),
  'cinnamon-buns': buns(1200, 900),
  tote: product('tote', 1000, 1000),
  mug: product('mug', 1000, 1000),
  poster: product('poster', 1000, 1000),
  beans: product('beans', 1000, 1000),
};

for (const [name, text] of Object.entries(pictures)) writeFileSync(`${dir}${name}.svg`, text);
console.log(`wrote ${Object.keys(pictures).length} pictures to ${dir}`);
