import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { keepProps } from '../machines/shared/normalize.ts';
import { connectDialogStack, dialogStackMachine } from '../machines/index.ts';
import { isStandardControlArea, nextZIndex } from '../machines/dialogs/logic.ts';
import type { DialogStackEmitted } from '../machines/dialogs/machine.ts';
import { dialogStackAnatomy } from '../machines/dialogs/anatomy.ts';
import { CONTROL_AREA_ATTRIBUTE, INITIAL_FOCUS_ATTRIBUTE } from '../machines/dialogs/constants.ts';
import { createAnatomy } from '../machines/shared/anatomy.ts';

function start(baseZIndex?: number) {
  const actor = createActor(dialogStackMachine, { input: { baseZIndex } });
  const emitted: DialogStackEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const dialogs = () => actor.getSnapshot().context.dialogs;
  return { actor, emitted, dialogs, ids: () => dialogs().map((dialog) => dialog.id) };
}

describe('dialogStackMachine', () => {
  it('[NAV-010] the first dialog sits at z-index 30000', () => {
    const { actor, dialogs } = start();
    actor.send({ type: 'OPEN', id: 'lightbox', kind: 'lightbox' });
    expect(dialogs()).toEqual([{ id: 'lightbox', kind: 'lightbox', zIndex: 30000 }]);
    expect(actor.getSnapshot().value).toBe('stacked');
  });

  it('[LBX-021] each newly opened dialog gets a z-index 10 higher than the one below it', () => {
    const { actor, dialogs } = start();
    actor.send({ type: 'OPEN', id: 'a', kind: 'lightbox' });
    actor.send({ type: 'OPEN', id: 'b', kind: 'confirmation' });
    actor.send({ type: 'OPEN', id: 'c', kind: 'alert' });
    expect(dialogs().map((dialog) => dialog.zIndex)).toEqual([30000, 30010, 30020]);
    // A dialog opened after one closed still sits above the current top.
    actor.send({ type: 'CLOSE', id: 'b' });
    actor.send({ type: 'OPEN', id: 'd', kind: 'information' });
    expect(dialogs().map((dialog) => dialog.zIndex)).toEqual([30000, 30020, 30030]);
  });

  it('ignores a dialog that is already open and a close of one that is not', () => {
    const { actor, ids } = start();
    actor.send({ type: 'OPEN', id: 'a', kind: 'lightbox' });
    actor.send({ type: 'OPEN', id: 'a', kind: 'lightbox' });
    actor.send({ type: 'CLOSE', id: 'zzz' });
    expect(ids()).toEqual(['a']);
  });

  it('[NAV-007] with dialogs open, Esc closes the newest first, one per press', () => {
    const { actor, emitted, ids } = start();
    actor.send({ type: 'OPEN', id: 'lightbox', kind: 'lightbox' });
    actor.send({ type: 'OPEN', id: 'confirm', kind: 'confirmation' });
    actor.send({ type: 'KEY', key: 'Escape' });
    expect(ids()).toEqual(['lightbox']);
    expect(emitted).toEqual([{ type: 'dismiss', id: 'confirm', reason: 'escape' }]);
    actor.send({ type: 'KEY', key: 'Escape' });
    expect(ids()).toEqual([]);
    expect(emitted.at(-1)).toEqual({ type: 'dismiss', id: 'lightbox', reason: 'escape' });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('other keys change nothing', () => {
    const { actor, emitted, ids } = start();
    actor.send({ type: 'OPEN', id: 'a', kind: 'lightbox' });
    for (const key of ['Enter', 'Esc', 'escape', 'Tab', ' ']) actor.send({ type: 'KEY', key });
    expect(ids()).toEqual(['a']);
    expect(emitted).toEqual([]);
  });

  it('[NAV-008] a click outside the top dialog closes it (and only it)', () => {
    const { actor, emitted, ids } = start();
    actor.send({ type: 'OPEN', id: 'a', kind: 'lightbox' });
    actor.send({ type: 'OPEN', id: 'b', kind: 'confirmation' });
    actor.send({ type: 'OUTSIDE_CLICK', area: null });
    expect(ids()).toEqual(['a']);
    expect(emitted).toEqual([{ type: 'dismiss', id: 'b', reason: 'outsideClick' }]);
  });

  it('[NAV-009] a click outside the top dialog that lands in a standard control area does not close it', () => {
    const { actor, emitted, ids } = start();
    actor.send({ type: 'OPEN', id: 'a', kind: 'confirmation' });
    for (const area of ['picker', 'menu', 'tooltip', 'notification']) actor.send({ type: 'OUTSIDE_CLICK', area });
    expect(ids()).toEqual(['a']);
    expect(emitted).toEqual([]);
    actor.send({ type: 'OUTSIDE_CLICK', area: 'page-header' });
    expect(ids()).toEqual([]);
    expect(isStandardControlArea(undefined)).toBe(false);
  });

  it('[NAV-002] [NAV-004] Esc with no dialog open is handed on with Shift and the field it was typed in', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'KEY', key: 'Escape' });
    actor.send({ type: 'KEY', key: 'Escape', shiftKey: true, editable: true });
    actor.send({ type: 'OUTSIDE_CLICK', area: null });
    expect(emitted).toEqual([
      { type: 'escapeWithoutDialog', shiftKey: false, editable: false },
      { type: 'escapeWithoutDialog', shiftKey: true, editable: true },
    ]);
  });

  it('[NAV-007] Esc with a dialog open is never handed on', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'OPEN', id: 'a', kind: 'alert' });
    actor.send({ type: 'KEY', key: 'Escape', shiftKey: true });
    expect(emitted.map((event) => event.type)).toEqual(['dismiss']);
  });

  it('a dialog that closes by itself leaves the stack; the last one leaves it empty', () => {
    const { actor, ids } = start();
    actor.send({ type: 'OPEN', id: 'a', kind: 'lightbox' });
    actor.send({ type: 'OPEN', id: 'b', kind: 'information' });
    actor.send({ type: 'CLOSE', id: 'a' });
    expect(ids()).toEqual(['b']);
    actor.send({ type: 'CLOSE', id: 'b' });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('takes another base z-index when given one', () => {
    const { actor, dialogs } = start(500);
    actor.send({ type: 'OPEN', id: 'a', kind: 'lightbox' });
    expect(dialogs()[0]?.zIndex).toBe(500);
    expect(nextZIndex([])).toBe(30000);
  });
});

describe('dialog stack connect', () => {
  it('[NAV-010] [LBX-021] gives each layer its z-index and the id the browser adapter finds it by', () => {
    const { actor } = start();
    const api = () => connectDialogStack(actor.getSnapshot(), actor.send, keepProps);
    api().open('a', 'lightbox');
    api().open('b', 'confirmation');
    expect(api().getLayerProps('b')).toEqual({
      'data-scope': 'dialog-stack',
      'data-part': 'layer',
      'data-dialog-id': 'b',
      style: { zIndex: 30010 },
    });
    expect(api().top?.id).toBe('b');
    api().close('b');
    // A closing dialog has left the stack; it keeps its last z-index through its fade, until its layer is gone.
    expect(api().getLayerProps('b').style).toEqual({ zIndex: 30010 });
    expect(api().dialogs.map((dialog) => dialog.id)).toEqual(['a']);
    api().gone('b');
    expect(api().getLayerProps('b').style).toBeUndefined();
  });
});

describe('dialogStackAnatomy', () => {
  it('[NAV-009] marks a standard control area and the first focus by the attributes the stack reads, from one declaration', () => {
    expect(dialogStackAnatomy.marks).toEqual(['control-area', 'initial-focus']);
    expect(CONTROL_AREA_ATTRIBUTE).toBe('data-control-area');
    expect(dialogStackAnatomy.markSelector('control-area')).toBe(`[${CONTROL_AREA_ATTRIBUTE}]`);
    expect(INITIAL_FOCUS_ATTRIBUTE).toBe('data-initial-focus');
    expect(dialogStackAnatomy.markSelector('initial-focus')).toBe(`[${INITIAL_FOCUS_ATTRIBUTE}]`);
    expect(dialogStackAnatomy.selector('layer')).toBe('[data-scope="dialog-stack"][data-part="layer"]');
  });

  it('an anatomy declared without marks has none', () => {
    expect(createAnatomy('tabs', ['root']).marks).toEqual([]);
  });
});
