import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBlockAnimation } from '../machines/index.ts';
import { guessFontSizeCss } from '../machines/text-shrink/logic.ts';

const html = readFileSync(new URL('../examples/vanilla/animations.html', import.meta.url), 'utf8');

describe('/vanilla/animations as its HTML is written', () => {
  it('[CONST-006] the heading carries the same CSS guess the React page renders on the server (no shift before the fit)', () => {
    const heading = /<h2 id="story-title"[^>]*style="font-size: ([^"]+)"[^>]*>([^<]+)<\/h2>/.exec(html);
    expect(heading).not.toBeNull();
    const [, size, text] = heading!;
    expect(size).toBe(guessFontSizeCss(56, text!));
  });

  it('[CONST-001] every block\'s settings in its data attribute decode (the odd one falls back to none and 0.3 s)', () => {
    const settings = [...html.matchAll(/<div id="([a-z]+)" data-animation-settings='([^']+)'>/g)].map(([, id, json]) => ({ id, decoded: decodeBlockAnimation(JSON.parse(json!)) }));
    expect(settings.map(({ id }) => id)).toEqual(['mornings', 'flour', 'starter', 'evenings', 'visit']);
    expect(settings.find(({ id }) => id === 'visit')?.decoded).toEqual({
      ok: true,
      data: { animation: 'none', duration: 0.3 },
      details: ['animation: "spin" is not understood; using "none"', 'duration: "slow" is not understood; using 0.3'],
    });
  });
});
