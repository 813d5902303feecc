import { and, fromPromise, not, or, setup, stateIn } from 'xstate';
import { describe, expect, it } from 'vitest';
import { citedRequirements, exportedMachines } from './discover.ts';
import { guardText } from './labels.ts';
import { layoutModel } from './layout.ts';
import { machineModel, type DiagramState } from './model.ts';
import { renderSvg } from './svg.ts';

/** One of everything a picture must show: nesting, parallel regions, guards, delays, always, invoke, final. */
const testMachine = setup({
  types: { events: {} as { type: 'GO' } | { type: 'STOP' } | { type: 'PING' } },
  guards: { isReady: () => true, isBusy: () => false },
  delays: { blink: 250, computed: () => 100 },
  actors: { load: fromPromise(async () => 1) },
}).createMachine({
  id: 'test',
  initial: 'idle',
  on: { PING: { actions: [] } },
  states: {
    idle: { on: { GO: { guard: 'isReady', target: 'working' }, PING: { target: 'idle', reenter: true } } },
    working: {
      type: 'parallel',
      on: { STOP: { guard: or(['isBusy', stateIn('#test.working.right.loaded')]), target: 'idle' } },
      states: {
        left: {
          initial: 'waiting',
          states: {
            waiting: { after: { blink: 'blinking' } },
            blinking: { after: { computed: 'waiting', 1000: '#test.done' } },
          },
        },
        right: {
          initial: 'loading',
          states: {
            loading: { invoke: { src: 'load', onDone: 'loaded', onError: '#test.idle' } },
            loaded: { always: { guard: and(['isReady', not('isBusy')]), target: '#test.done' } },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

const model = machineModel('testMachine', testMachine);

/** The state tree without its transitions: `id kind [initial child] (region)`. */
function outline(state: DiagramState, indent = ''): string[] {
  const notes = [state.kind, state.initial ? `initial ${state.initial}` : '', state.region ? 'region' : ''].filter(Boolean);
  return [`${indent}${state.id}: ${notes.join(', ')}`, ...state.children.flatMap((child) => outline(child, `${indent}  `))];
}

describe('the statechart model of a machine', () => {
  it('keeps the state tree: compound states, parallel regions, initial children and final states', () => {
    expect(outline(model.root)).toEqual([
      'test: compound, initial test.idle',
      '  test.idle: atomic',
      '  test.working: parallel',
      '    test.working.left: compound, initial test.working.left.waiting, region',
      '      test.working.left.waiting: atomic',
      '      test.working.left.blinking: atomic',
      '    test.working.right: compound, initial test.working.right.loading, region',
      '      test.working.right.loading: atomic',
      '      test.working.right.loaded: atomic',
      '  test.done: final',
    ]);
    expect(model.states).toEqual([
      'idle',
      'working',
      'working.left',
      'working.left.waiting',
      'working.left.blinking',
      'working.right',
      'working.right.loading',
      'working.right.loaded',
      'done',
    ]);
  });

  it('labels every transition with its event, guard, delay, always or invoked actor, self-transitions included', () => {
    expect(model.edges.map(({ source, target, label }) => `${source} -> ${target}: ${label}`)).toEqual([
      'test.idle -> test.working: GO [isReady]',
      'test.idle -> test.idle: PING',
      'test.working -> test.idle: STOP [isBusy || in(#test.working.right.loaded)]',
      'test.working.left.waiting -> test.working.left.blinking: after blink (250ms)',
      'test.working.left.blinking -> test.done: after 1000ms',
      'test.working.left.blinking -> test.working.left.waiting: after computed',
      'test.working.right.loading -> test.working.right.loaded: onDone: load',
      'test.working.right.loading -> test.idle: onError: load',
      'test.working.right.loaded -> test.done: always [isReady && !isBusy]',
    ]);
  });

  it('lists targetless transitions and invoked actors inside their state', () => {
    expect(model.root.internal).toEqual(['PING']);
    const loading = model.root.children[1]?.children[1]?.children[0];
    expect(loading?.invokes).toEqual(['load']);
  });

  it("lists the events the machine accepts, XState's own left out", () => {
    expect(model.events).toEqual(['GO', 'PING', 'STOP']);
  });

  it('writes guards as expressions', () => {
    expect(guardText('isReady')).toBe('isReady');
    expect(guardText({ type: 'isReady', params: { at: 1 } })).toBe('isReady');
    expect(guardText(not(and(['a', or(['b', 'c'])])))).toBe('!(a && (b || c))');
    expect(guardText(stateIn({ working: 'left' }))).toBe('in({"working":"left"})');
    const inline = { guard: () => true }.guard;
    expect(guardText(inline)).toBe('inline guard');
  });
});

describe('finding machines and what they cover', () => {
  it('takes only XState machines from a module, by export name', () => {
    const found = exportedMachines({ zMachine: testMachine, helper: () => 1, aMachine: testMachine, constant: 3 });
    expect(found.map(({ name }) => name)).toEqual(['aMachine', 'zMachine']);
  });

  it('reads bracketed requirement IDs, spells out ranges, and sorts them', () => {
    const text = '// [GAL-014] next ... [BLK-003..005] and [GAL-002] again [GAL-014]; not GAL-099 nor [gal-001]';
    expect(citedRequirements(text)).toEqual(['BLK-003', 'BLK-004', 'BLK-005', 'GAL-002', 'GAL-014']);
  });
});

describe('the picture of a machine', () => {
  it('is an accessible SVG with a title, a description and system fonts only', async () => {
    const svg = renderSvg(model, await layoutModel(model));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" role="img" aria-labelledby="testMachine-title testMachine-desc" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/);
    expect(svg).toContain('<title id="testMachine-title">Statechart of testMachine (machine id &quot;test&quot;)</title>');
    expect(svg).toContain('working.right.loading to working.right.loaded on onDone: load');
    expect(svg).toContain('font-family="system-ui, -apple-system');
    // Nothing fetched from elsewhere: no web font, no linked image, no stylesheet.
    expect(svg).not.toMatch(/@import|@font-face|<image|href="http|<style/);
  });

  it('draws states, regions, final states, initial markers and every labelled edge', async () => {
    const svg = renderSvg(model, await layoutModel(model));
    for (const state of model.states) expect(svg).toContain(`data-state="test.${state}"`);
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(2);
    expect(svg.match(/<path data-edge=/g)).toHaveLength(model.edges.length);
    // Three initial markers (root, left, right), each a dot with an arrow to its state.
    expect(svg.match(/<circle /g)).toHaveLength(3);
    for (const edge of model.edges) expect(svg).toContain(`>${edge.label.replace(/&/g, '&amp;')}</text>`);
  });

  it('is the same, byte for byte, every time it is drawn', async () => {
    const first = renderSvg(model, await layoutModel(model));
    const again = machineModel('testMachine', testMachine);
    expect(renderSvg(again, await layoutModel(again))).toBe(first);
  });
});
