import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accordionMachine } from '../machines/accordion/machine.ts';
import { galleryMachine } from '../machines/gallery/machine.ts';
import { lightboxMachine } from '../machines/lightbox/machine.ts';
import { tabsMachine } from '../machines/tabs/machine.ts';
import { bindControllable, controlledStart, type ControlledProp } from '../adapters/browser/controllable.ts';
import { accordionValue } from '../adapters/browser/accordion.ts';
import { lightboxOpen, type LightboxOpenReport } from '../adapters/browser/controlled-lightbox.ts';
import { galleryIndex, tabsValue } from '../adapters/browser/controlled-props.ts';

/**
 * A stand-in actor that holds a number and echoes every value it is set to (the worst case for a
 * loop: a machine reporting each value it is given), and lets a "visitor" ask for another.
 */
function echoingActor() {
  const listeners = new Set<(value: number) => void>();
  const actor = {
    value: 0,
    applied: [] as number[],
    set(value: number) {
      actor.value = value;
      actor.applied.push(value);
      listeners.forEach((listener) => listener(value));
    },
    ask(value: number) {
      listeners.forEach((listener) => listener(value));
    },
  };
  const prop: ControlledProp<typeof actor, number, number> = {
    apply: (target, value) => target.set(value),
    listen: (_target, report) => {
      listeners.add(report);
      return () => listeners.delete(report);
    },
    holds: (value, asked) => value === asked,
  };
  return { actor, prop, listeners };
}

describe('bindControllable: one controlled-state rule for every slice', () => {
  it('controlled: a new page value is sent once, an equal one not at all; a request reaches the page', () => {
    const { actor, prop } = echoingActor();
    const told: number[] = [];
    const binding = bindControllable(actor, prop, { value: 0, onChange: (value) => told.push(value) });
    expect(binding.controlled).toBe(true);
    binding.set(0);
    expect(actor.applied).toEqual([]);
    binding.set(2);
    binding.set(2);
    expect(actor.applied).toEqual([2]);
    // The echo of the page's own value is not a request.
    expect(told).toEqual([]);
    actor.ask(3);
    expect(told).toEqual([3]);
    // The page did not accept: the actor still holds the page's value.
    expect(actor.value).toBe(2);
  });

  it('uncontrolled: every change the actor reports reaches the page, and page values are not sent', () => {
    const { actor, prop } = echoingActor();
    const told: number[] = [];
    const binding = bindControllable(actor, prop, { value: undefined, onChange: (value) => told.push(value) });
    expect(binding.controlled).toBe(false);
    actor.ask(1);
    actor.ask(1);
    expect(told).toEqual([1, 1]);
    binding.set(5);
    expect(actor.applied).toEqual([]);
  });

  it('switching: the mode chosen when bound holds (undefined to a controlled binding, a value to an uncontrolled one, are ignored)', () => {
    const controlled = echoingActor();
    const held = bindControllable(controlled.actor, controlled.prop, { value: 1 });
    held.set(undefined);
    held.set(1);
    expect(controlled.actor.applied).toEqual([]);
    held.set(4);
    expect(controlled.actor.applied).toEqual([4]);

    const free = echoingActor();
    const loose = bindControllable(free.actor, free.prop, { value: undefined });
    loose.set(3);
    loose.set(undefined);
    expect(free.actor.applied).toEqual([]);
  });

  it('a start value is sent at bind only for props that are not the actor’s input (applyAtStart), a default through applyDefault', () => {
    const { actor, prop } = echoingActor();
    bindControllable(actor, prop, { value: 7 });
    expect(actor.applied).toEqual([]);
    const atStart = { ...prop, applyAtStart: true };
    bindControllable(actor, atStart, { value: 7 });
    expect(actor.applied).toEqual([7]);
    const defaults: number[] = [];
    bindControllable(actor, { ...atStart, applyDefault: (_target, value) => defaults.push(value) }, { value: undefined, defaultValue: 9 });
    expect(defaults).toEqual([9]);
    expect(actor.applied).toEqual([7]);
  });

  it('stop unsubscribes: the page hears nothing after', () => {
    const { actor, prop, listeners } = echoingActor();
    const told: number[] = [];
    const binding = bindControllable(actor, prop, { value: undefined, onChange: (value) => told.push(value) });
    binding.stop();
    actor.ask(2);
    expect(told).toEqual([]);
    expect(listeners.size).toBe(0);
  });

  it('no echo loop: a page that accepts every request at once, against an actor that echoes every value, ends', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.record({ page: fc.integer({ min: 0, max: 5 }) }), fc.record({ visitor: fc.integer({ min: 0, max: 5 }) })), { maxLength: 30 }), (steps) => {
        const { actor, prop } = echoingActor();
        let reports = 0;
        // The page accepts synchronously: its setter is the binding's set (a re-render's prop).
        const binding = bindControllable(actor, prop, {
          value: 0,
          onChange: (value) => {
            reports += 1;
            if (reports > 1000) throw new Error('loop');
            binding.set(value);
          },
        });
        for (const step of steps) {
          if ('page' in step) binding.set(step.page);
          else actor.ask(step.visitor);
        }
        // Each step sends at most one value and tells the page at most once.
        expect(actor.applied.length).toBeLessThanOrEqual(steps.length);
        expect(reports).toBeLessThanOrEqual(steps.filter((step) => 'visitor' in step).length);
        const last = steps.at(-1);
        if (last) expect(actor.value).toBe('page' in last ? last.page : last.visitor);
      }),
    );
  });

  it('controlledStart: the page’s value when it owns it, else the default', () => {
    expect(controlledStart('b', 'a')).toEqual({ controlled: true, value: 'b' });
    expect(controlledStart(undefined, 'a')).toEqual({ controlled: false, value: 'a' });
    expect(controlledStart<string>(undefined)).toEqual({ controlled: false, value: undefined });
  });
});

// The descriptors the hooks bind (useAccordion, useTabs, useGallery, useLightbox), on the real machines.
describe('each slice’s controlled prop, as its hook binds it', () => {
  it('[BLK-001] accordion: the page’s open items win; a click asks, and opens once the page says so', () => {
    const clock = new SimulatedClock();
    const start = controlledStart<readonly string[]>(['a'], ['b']);
    const actor = createActor(accordionMachine, { input: { items: ['a', 'b', 'c'], allowMultiple: true, ...start }, clock }).start();
    const asked: string[][] = [];
    const binding = bindControllable(actor, accordionValue, { value: ['a'], onChange: (value) => asked.push(value) });
    actor.send({ type: 'TOGGLE', id: 'b' });
    expect(asked).toEqual([['a', 'b']]);
    expect(actor.getSnapshot().context.open).toEqual(['a']);
    binding.set(['a', 'b']);
    expect(actor.getSnapshot().context.open).toEqual(['a', 'b']);
    // The page's value, set again in another array, is not sent again nor reported.
    clock.increment(1000);
    binding.set(['a', 'b']);
    expect(asked).toHaveLength(1);
  });

  it('[BLK-004] accordion uncontrolled: the default opens, each toggle is reported', () => {
    const actor = createActor(accordionMachine, { input: { items: ['a', 'b'], ...controlledStart(undefined, ['b']) } }).start();
    const told: string[][] = [];
    bindControllable(actor, accordionValue, { value: undefined, onChange: (value) => told.push(value) });
    expect(actor.getSnapshot().context.open).toEqual(['b']);
    actor.send({ type: 'TOGGLE', id: 'a' });
    expect(told).toEqual([['a']]);
  });

  it('[BLK-011] tabs: the page’s tab wins; a click asks; a tab the page names that does not exist is refused and the kept one reported', () => {
    const actor = createActor(tabsMachine, { input: { tabs: ['x', 'y'], ...controlledStart('x') } }).start();
    const asked: string[] = [];
    const binding = bindControllable(actor, tabsValue, { value: 'x', onChange: (value) => asked.push(value) });
    actor.send({ type: 'SELECT', id: 'y' });
    expect(asked).toEqual(['y']);
    expect(actor.getSnapshot().context.value).toBe('x');
    binding.set('y');
    expect(actor.getSnapshot().context.value).toBe('y');
    binding.set('nope');
    expect(actor.getSnapshot().context.value).toBe('y');
    expect(asked).toEqual(['y', 'y']);
  });

  it('[GAL-037] gallery: the page’s index wins; Next asks; the page moves it', () => {
    const actor = createActor(galleryMachine, { input: { numberOfSlides: 4, random: () => 0, controlled: true, currentIndex: 1 } }).start();
    const asked: number[] = [];
    const binding = bindControllable(actor, galleryIndex, { value: 1, onChange: (index) => asked.push(index) });
    actor.send({ type: 'NEXT' });
    expect(asked).toEqual([2]);
    expect(actor.getSnapshot().context.index).toBe(1);
    binding.set(3);
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  const slides = [0, 1, 2].map((at) => ({ id: `s${at}`, url: `/s${at}` }));

  it('[LBX-006] lightbox controlled: opened where the page says once bound; a close asks and it stays open', () => {
    const actor = createActor(lightboxMachine, { input: { slides, controlled: true } }).start();
    const reports: LightboxOpenReport[] = [];
    const binding = bindControllable(actor, lightboxOpen, { value: { open: true, index: 1 }, onChange: (report) => reports.push(report) });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'CLOSE' });
    expect(reports).toEqual([{ type: 'openChange', open: false, index: 1 }]);
    expect(actor.getSnapshot().value).toBe('opening');
    binding.set({ open: false, index: 1 });
    expect(actor.getSnapshot().value).toBe('closing');
  });

  it('[LBX-006] lightbox defaultOpen: opens at defaultIndex once bound, and then belongs to the visitor', () => {
    const actor = createActor(lightboxMachine, { input: { slides } }).start();
    const reports: LightboxOpenReport[] = [];
    bindControllable(actor, lightboxOpen, { value: undefined, defaultValue: { open: true, index: 2 }, onChange: (report) => reports.push(report) });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closing');
    expect(reports.at(-1)).toEqual({ type: 'openChange', open: false, index: 2 });
  });
});

describe('every hook with a controlled prop binds it through useControllableState', () => {
  const read = (file: string) => readFileSync(resolve(import.meta.dirname, '..', file), 'utf8');
  const hooks: Array<[file: string, prop: string]> = [
    ['adapters/react/useAccordion.ts', 'accordionValue'],
    ['adapters/react/useTabs.ts', 'tabsValue'],
    ['adapters/react/useGalleryLayout.ts', 'galleryIndex'],
    ['adapters/react/useLightbox.ts', 'lightboxOpen'],
  ];
  it.each(hooks)('%s binds %s and sends no controlled event of its own', (file, prop) => {
    const source = read(file);
    expect(source).toMatch(new RegExp(`useControllableState\\(\\s*[^,]+,\\s*${prop}\\b`));
    // The controlled events and reports go through the shared descriptor only.
    expect(source).not.toMatch(/type: 'SET_(VALUE|INDEX|OPEN)'/);
    expect(source).not.toMatch(/\.on\('(valueChange|indexChange|openChange)'/);
  });
});
