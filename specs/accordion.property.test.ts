import fc from 'fast-check';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accordionMachine } from '../machines/accordion/machine.ts';
import { ACCORDION_ANIMATION_MS } from '../machines/accordion/constants.ts';

const items = ['a', 'b', 'c', 'd'];

interface Model {
  /** Simulated ms since start. */
  now: number;
  /** Per item, the time its running animation ends; its toggles before then are ignored. */
  animatingUntil: Map<string, number>;
  open: Set<string>;
  allowMultiple: boolean;
}
interface Real {
  actor: Actor<typeof accordionMachine>;
  clock: SimulatedClock;
}

const animates = (model: Model, id: string) => model.now < (model.animatingUntil.get(id) ?? 0);
const animatingItems = (model: Model) => new Set(items.filter((id) => animates(model, id)));

class Toggle implements fc.Command<Model, Real> {
  constructor(readonly id: string) {}
  check = () => true;
  run(model: Model, { actor }: Real) {
    const before = actor.getSnapshot();
    actor.send({ type: 'TOGGLE', id: this.id });
    const after = actor.getSnapshot();
    if (animates(model, this.id)) {
      // [BLK-003] A toggle of an item during its animation changes nothing at all.
      expect(after.value).toBe(before.value);
      expect(after.context).toEqual(before.context);
      return;
    }
    const openBefore = new Set(model.open);
    if (model.open.has(this.id)) model.open.delete(this.id);
    else {
      if (!model.allowMultiple) model.open.clear();
      model.open.add(this.id);
    }
    // Every item whose openness changed animates for 250 ms from now.
    for (const id of items) if (openBefore.has(id) !== model.open.has(id)) model.animatingUntil.set(id, model.now + ACCORDION_ANIMATION_MS);
    expect(new Set(after.context.open)).toEqual(model.open);
    expect(new Set(after.context.animating)).toEqual(animatingItems(model));
  }
  toString = () => `TOGGLE ${this.id}`;
}

class Advance implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: Model, { actor, clock }: Real) {
    clock.increment(this.ms);
    model.now += this.ms;
    expect(new Set(actor.getSnapshot().context.animating)).toEqual(animatingItems(model));
    expect(actor.getSnapshot().value).toBe(animatingItems(model).size > 0 ? 'animating' : 'idle');
  }
  toString = () => `advance ${this.ms} ms`;
}

const commands = fc.commands(
  [
    fc.constantFrom(...items).map((id) => new Toggle(id)),
    fc.integer({ min: 0, max: 2 * ACCORDION_ANIMATION_MS }).map((ms) => new Advance(ms)),
    fc.constant(new Advance(ACCORDION_ANIMATION_MS)),
  ],
  { size: '+1' },
);

function run(allowMultiple: boolean, expandFirst: boolean) {
  fc.assert(
    fc.property(commands, (cmds) => {
      const clock = new SimulatedClock();
      const actor = createActor(accordionMachine, { input: { items, allowMultiple, expandFirst }, clock }).start();
      const model: Model = { now: 0, animatingUntil: new Map(), open: new Set(expandFirst ? ['a'] : []), allowMultiple };
      fc.modelRun(() => ({ model, real: { actor, clock } }), cmds);
      if (!allowMultiple) expect(actor.getSnapshot().context.open.length).toBeLessThanOrEqual(1);
      actor.stop();
    }),
    { numRuns: 300 },
  );
}

describe('accordionMachine properties', () => {
  it('[BLK-002] [BLK-003] random toggles and clock advances never leave two items open without allowMultiple', () => {
    run(false, false);
    run(false, true);
  });

  it('[BLK-001] [BLK-003] with allowMultiple the open set follows every accepted toggle', () => {
    run(true, false);
    run(true, true);
  });

  it('[BLK-003] a toggle of an item during its own animation never changes anything, whatever came before', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...items), fc.nat(600))), fc.constantFrom(...items), (history, late) => {
        const clock = new SimulatedClock();
        const actor = createActor(accordionMachine, { input: { items }, clock }).start();
        for (const [id, wait] of history) {
          actor.send({ type: 'TOGGLE', id });
          clock.increment(wait);
        }
        actor.send({ type: 'TOGGLE', id: items[0] ?? '' });
        const animating = actor.getSnapshot();
        if (!animating.context.animating.includes(late)) return;
        actor.send({ type: 'TOGGLE', id: late });
        expect(actor.getSnapshot()).toBe(animating);
      }),
      { numRuns: 300 },
    );
  });
});
