import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import manifest from '../examples/public/machines/manifest.json' with { type: 'json' };
import { MachinesPage } from '../examples/site/pages/MachinesPage.tsx';

/** The page as the server renders it, from the committed manifest. */
const markup = renderToString(createElement(MachinesPage, { manifest }));

/** The markup of one machine's section. */
function sectionOf(name: string): string {
  const start = markup.indexOf(`<section aria-labelledby="machine-${name}"`);
  return start < 0 ? '' : markup.slice(start, markup.indexOf('</section>', start));
}

describe('the /machines page', () => {
  it('renders on the server with a section per machine, in the manifest order', () => {
    const headings = [...markup.matchAll(/<h2 id="machine-([A-Za-z]+)">([^<]+)<\/h2>/g)].map((match) => match[2]);
    expect(headings).toEqual(manifest.machines.map((machine) => machine.name));
    expect(headings.length).toBeGreaterThanOrEqual(23);
  });

  it.each(manifest.machines.map((machine) => [machine.name, machine] as const))('shows %s: its picture at its own size, its events and its requirement IDs', (name, machine) => {
    const section = sectionOf(name);
    expect(section).toContain(`<img src="/machines/${name}.svg" alt="Statechart of ${name}" width="${machine.width}" height="${machine.height}"`);
    expect(section).toContain(`<a href="/machines/${name}.svg">`);
    for (const event of machine.events) expect(section).toContain(`<li><code>${event}</code></li>`);
    for (const id of machine.requirements) expect(section).toContain(`<li><code>${id}</code></li>`);
  });

  it('lists the gallery with the events and requirements of its folder', () => {
    const gallery = sectionOf('galleryMachine');
    expect(gallery).toContain('Machine id <code>gallery</code>');
    expect(gallery).toContain('<ul aria-label="Events of galleryMachine" style="display:flex;flex-wrap:wrap;gap:0.25rem 1rem;list-style:none;padding:0"><li><code>AUTOPLAY_ADVANCE</code></li>');
    expect(gallery).toContain('<li><code>GAL-014</code></li>');
  });

  it('says so when a machine accepts no event or cites no requirement', () => {
    const bare = { name: 'bareMachine', id: 'bare', folder: null, picture: '/machines/bareMachine.svg', width: 100, height: 50, states: [], events: [], requirements: [] };
    const page = renderToString(createElement(MachinesPage, { manifest: { machines: [bare] } }));
    expect(page.match(/<p>None\.<\/p>/g)).toHaveLength(2);
    expect(page).not.toContain('machines/null');
  });
});
