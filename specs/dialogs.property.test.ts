import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { dialogStackMachine } from '../machines/dialogs/machine.ts';
import type { DialogKind } from '../machines/dialogs/logic.ts';

interface Model {
  /** Open dialog ids, oldest first. */
  open: string[];
  next: number;
}
interface Real {
  actor: Actor<typeof dialogStackMachine>;
  dismissed: string[];
}

/** After every command: z-indexes strictly increase bottom to top and the ids match the model. */
function checkStack(model: Model, { actor }: Real) {
  const dialogs = actor.getSnapshot().context.dialogs;
  expect(dialogs.map((dialog) => dialog.id)).toEqual(model.open);
  for (let i = 1; i < dialogs.length; i++) expect(dialogs[i]!.zIndex).toBeGreaterThan(dialogs[i - 1]!.zIndex);
  expect(actor.getSnapshot().value).toBe(model.open.length === 0 ? 'empty' : 'stacked');
}

class Open implements fc.Command<Model, Real> {
  constructor(readonly kind: DialogKind) {}
  check = () => true;
  run(model: Model, real: Real) {
    const id = `d${model.next++}`;
    const below = real.actor.getSnapshot().context.dialogs.at(-1)?.zIndex;
    real.actor.send({ type: 'OPEN', id, kind: this.kind });
    model.open.push(id);
    // 30000 on an empty stack, else 10 above the top.
    expect(real.actor.getSnapshot().context.dialogs.at(-1)?.zIndex).toBe(below === undefined ? 30000 : below + 10);
    checkStack(model, real);
  }
  toString = () => `OPEN ${this.kind}`;
}

class CloseOne implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.open.length > 0;
  run(model: Model, real: Real) {
    const id = model.open[this.pick % model.open.length] ?? '';
    real.actor.send({ type: 'CLOSE', id });
    model.open = model.open.filter((open) => open !== id);
    checkStack(model, real);
  }
  toString = () => `CLOSE #${this.pick}`;
}

class Escape implements fc.Command<Model, Real> {
  constructor(readonly shiftKey: boolean) {}
  check = () => true;
  run(model: Model, real: Real) {
    const before = real.dismissed.length;
    real.actor.send({ type: 'KEY', key: 'Escape', shiftKey: this.shiftKey });
    const newest = model.open.pop();
    // [NAV-007] Esc always closes the newest dialog, and only it.
    expect(real.dismissed.slice(before)).toEqual(newest === undefined ? [] : [newest]);
    checkStack(model, real);
  }
  toString = () => `ESC${this.shiftKey ? ' +shift' : ''}`;
}

class OutsideClick implements fc.Command<Model, Real> {
  constructor(readonly area: string | null) {}
  check = () => true;
  run(model: Model, real: Real) {
    const before = real.dismissed.length;
    real.actor.send({ type: 'OUTSIDE_CLICK', area: this.area });
    const spared = this.area !== null && ['picker', 'menu', 'tooltip', 'notification'].includes(this.area);
    const newest = spared ? undefined : model.open.pop();
    expect(real.dismissed.slice(before)).toEqual(newest === undefined ? [] : [newest]);
    checkStack(model, real);
  }
  toString = () => `OUTSIDE_CLICK ${this.area}`;
}

const commands = fc.commands(
  [
    fc.constantFrom<DialogKind>('lightbox', 'confirmation', 'alert', 'information', 'system-error').map((kind) => new Open(kind)),
    fc.nat(10).map((pick) => new CloseOne(pick)),
    fc.boolean().map((shiftKey) => new Escape(shiftKey)),
    fc.constantFrom(null, 'tooltip', 'menu', 'page', 'picker').map((area) => new OutsideClick(area)),
  ],
  { size: '+1' },
);

describe('dialog stack properties', () => {
  it('[NAV-007] [NAV-010] [LBX-021] for any opens, closes, Esc presses and outside clicks, z-indexes strictly increase and Esc closes the newest', () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        const actor = createActor(dialogStackMachine, { input: {} });
        const dismissed: string[] = [];
        actor.on('dismiss', ({ id }) => dismissed.push(id));
        actor.start();
        fc.modelRun(() => ({ model: { open: [], next: 0 }, real: { actor, dismissed } }), cmds);
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
