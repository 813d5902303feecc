import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { keepProps } from '../machines/shared/normalize.ts';
import {
  confirmationMachine,
  connectConfirmation,
  connectTooltip,
  tooltipMachine,
  type ConfirmationInput,
} from '../machines/index.ts';
import { buttonsOf, type ConfirmationAnswer } from '../machines/confirmation/logic.ts';

function startConfirmation(input: ConfirmationInput = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(confirmationMachine, { input: { id: 'c', ...input }, clock });
  const answers: ConfirmationAnswer[] = [];
  actor.on('answered', ({ answer }) => answers.push(answer));
  actor.start();
  actor.send({ type: 'SHOW' });
  const api = () => connectConfirmation(actor.getSnapshot(), actor.send, keepProps);
  return { actor, clock, answers, api, state: () => actor.getSnapshot().value };
}

describe('confirmation widget', () => {
  it('[WID-003] has four styles, each with its buttons', () => {
    expect(buttonsOf('confirm-or-reject')).toEqual(['confirm', 'reject']);
    expect(buttonsOf('confirm-or-cancel')).toEqual(['confirm', 'cancel']);
    expect(buttonsOf('confirm-only')).toEqual(['confirm']);
    expect(buttonsOf('no-buttons')).toEqual([]);
    expect(startConfirmation({ style: 'confirm-or-reject' }).api().buttons).toEqual(['confirm', 'reject']);
    expect(startConfirmation().api().getRootProps()['data-style']).toBe('confirm-or-cancel');
  });

  it('[WID-003] only the style\'s buttons answer; a reject on confirm-or-cancel changes nothing', () => {
    const { actor, answers, state } = startConfirmation({ style: 'confirm-or-cancel' });
    actor.send({ type: 'REJECT' });
    expect(state()).toBe('shown');
    const noButtons = startConfirmation({ style: 'no-buttons' });
    noButtons.actor.send({ type: 'CONFIRM' });
    noButtons.actor.send({ type: 'CANCEL' });
    expect(noButtons.state()).toBe('shown');
    expect([...answers, ...noButtons.answers]).toEqual([]);
  });

  it.each([
    ['confirm-or-reject', 'CONFIRM', 'confirm'],
    ['confirm-or-reject', 'REJECT', 'reject'],
    ['confirm-or-cancel', 'CANCEL', 'cancel'],
    ['confirm-only', 'CONFIRM', 'confirm'],
    ['no-buttons', 'DISMISS', 'cancel'],
    ['confirm-or-reject', 'DISMISS', 'cancel'],
  ] as const)('[WID-004] %s: shown, then %s answers %s, then it hides', (style, event, answer) => {
    const { actor, answers, state } = startConfirmation({ style });
    expect(state()).toBe('shown');
    actor.send({ type: event });
    expect(answers).toEqual([answer]);
    expect(state()).toBe('hiding');
    expect(actor.getSnapshot().context.answer).toBe(answer);
  });

  it('[WID-004] starts hidden until shown', () => {
    const actor = createActor(confirmationMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(connectConfirmation(actor.getSnapshot(), actor.send, keepProps).rendered).toBe(false);
  });

  it('[WID-005] is destroyed on hide by default; kept hidden, and shown again, when told not to be', () => {
    const destroyed = startConfirmation();
    destroyed.actor.send({ type: 'CONFIRM' });
    destroyed.actor.send({ type: 'TRANSITION_END' });
    expect(destroyed.state()).toBe('destroyed');
    expect(destroyed.actor.getSnapshot().status).toBe('done');

    const kept = startConfirmation({ destroyOnHide: false });
    kept.actor.send({ type: 'CANCEL' });
    kept.actor.send({ type: 'TRANSITION_END' });
    expect(kept.state()).toBe('hidden');
    kept.actor.send({ type: 'SHOW' });
    expect(kept.state()).toBe('shown');
    expect(kept.actor.getSnapshot().context.answer).toBeNull();
  });

  it('[WID-006] has width 350 and padding 20', () => {
    expect(startConfirmation().api().getRootProps().style).toEqual({ '--sm-confirmation-width': '350px', '--sm-confirmation-padding': '20px' });
  });

  it('[WID-007] the hide transition falls back to 600 ms when it never reports its end', () => {
    const { actor, clock, state } = startConfirmation();
    actor.send({ type: 'CONFIRM' });
    clock.increment(599);
    expect(state()).toBe('hiding');
    clock.increment(1);
    expect(state()).toBe('destroyed');
  });

  it('[WID-008] information confirms itself and hides after 2000 ms', () => {
    const { clock, answers, state, api } = startConfirmation({ kind: 'information' });
    expect(api().buttons).toEqual([]);
    clock.increment(1999);
    expect(state()).toBe('shown');
    clock.increment(1);
    expect(answers).toEqual(['confirm']);
    expect(state()).toBe('hiding');
    clock.increment(600);
    expect(state()).toBe('destroyed');
  });

  it('[WID-008] a confirmation or an alert waits for its answer however long it takes', () => {
    const { clock, state } = startConfirmation({ kind: 'alert' });
    clock.increment(60_000);
    expect(state()).toBe('shown');
  });

  it('[WID-009] information is positioned top-right; a confirmation is centred with a backdrop', () => {
    const info = startConfirmation({ kind: 'information' }).api();
    expect(info.getRootProps()['data-position']).toBe('top-right');
    expect(info.getBackdropProps().hidden).toBe(true);
    const confirm = startConfirmation().api();
    expect(confirm.getRootProps()['data-position']).toBe('center');
    expect(confirm.getBackdropProps().hidden).toBe(false);
  });

  it('follows the WAI-ARIA alert dialog pattern: labelled, described, modal', () => {
    const { api } = startConfirmation({ kind: 'alert', style: 'confirm-or-reject' });
    expect(api().getRootProps()).toMatchObject({ role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'c-title', 'aria-describedby': 'c-message' });
    expect(api().buttons).toEqual(['confirm']);
    expect(api().labelOf('confirm')).toBe('OK');
    expect(startConfirmation({ kind: 'information' }).api().getRootProps().role).toBe('dialog');
    expect(startConfirmation({ style: 'confirm-or-reject' }).api().labelOf('confirm')).toBe('Yes');
    expect(startConfirmation({ style: 'confirm-or-reject' }).api().labelOf('reject')).toBe('No');
  });

  it('[WID-004] a button click answers through connect', () => {
    const { api, answers } = startConfirmation({ style: 'confirm-or-cancel' });
    api().getButtonProps('cancel').onClick();
    expect(answers).toEqual(['cancel']);
    api().getRootProps().onTransitionEnd();
    expect(api().state).toBe('destroyed');
  });
});

function startTooltip() {
  const clock = new SimulatedClock();
  const actor = createActor(tooltipMachine, { input: { id: 't' }, clock }).start();
  const api = () => connectTooltip(actor.getSnapshot(), actor.send, keepProps);
  return { actor, clock, api, state: () => actor.getSnapshot().value };
}

describe('tooltip', () => {
  it('[WID-010] shows 1200 ms after the pointer enters its trigger', () => {
    const { api, clock, state } = startTooltip();
    api().getTriggerProps().onPointerEnter({ clientX: 10, clientY: 20 });
    expect(state()).toBe('pending');
    clock.increment(1199);
    expect(api().shown).toBe(false);
    clock.increment(1);
    expect(api().shown).toBe(true);
    expect(api().getTooltipProps().hidden).toBe(false);
  });

  it('[WID-010] a pointer that leaves before 1200 ms shows nothing', () => {
    const { api, clock, state } = startTooltip();
    api().getTriggerProps().onPointerEnter({ clientX: 10, clientY: 20 });
    clock.increment(800);
    api().getTriggerProps().onPointerLeave();
    clock.increment(1000);
    expect(state()).toBe('hidden');
  });

  it('shows at once on keyboard focus and hides on blur (WAI-ARIA tooltip)', () => {
    const { api, state } = startTooltip();
    api().getTriggerProps().onFocus();
    expect(state()).toBe('shown');
    expect(api().anchor).toEqual({ kind: 'trigger' });
    api().getTriggerProps().onBlur();
    expect(state()).toBe('hidden');
  });

  it('Esc hides it and is kept from the page; with nothing shown Esc is left alone', () => {
    const { api, state } = startTooltip();
    const idle = { key: 'Escape', preventDefault: vi.fn() };
    api().getTriggerProps().onKeyDown(idle);
    expect(idle.preventDefault).not.toHaveBeenCalled();
    api().getTriggerProps().onFocus();
    const escape = { key: 'Escape', preventDefault: vi.fn() };
    api().getTriggerProps().onKeyDown(escape);
    expect(escape.preventDefault).toHaveBeenCalled();
    expect(state()).toBe('hidden');
  });

  it('stays while pointer or focus remains, and hides when both have left', () => {
    const { api, clock, state } = startTooltip();
    api().getTriggerProps().onPointerEnter({ clientX: 1, clientY: 1 });
    clock.increment(1200);
    api().getTriggerProps().onFocus();
    api().getTriggerProps().onPointerLeave();
    expect(state()).toBe('shown');
    api().getTriggerProps().onPointerEnter({ clientX: 2, clientY: 2 });
    api().getTriggerProps().onBlur();
    expect(state()).toBe('shown');
    api().getTriggerProps().onPointerLeave();
    expect(state()).toBe('hidden');
  });

  it('[WID-011] has width 250 and is placed 15 px from the mouse and at least 20 px from the edges', () => {
    const { api, clock } = startTooltip();
    api().getTriggerProps().onPointerEnter({ clientX: 100, clientY: 50 });
    api().getTriggerProps().onPointerMove({ clientX: 120, clientY: 60 });
    clock.increment(1200);
    expect(api().getTooltipProps().style).toEqual({ '--sm-tooltip-width': '250px' });
    expect(api().placement).toEqual({ offset: 15, edgeMargin: 20 });
    expect(api().anchor).toEqual({ kind: 'pointer', point: { x: 120, y: 60 } });
  });

  it('links trigger and tooltip for assistive technology', () => {
    const { api } = startTooltip();
    expect(api().getTriggerProps()['aria-describedby']).toBe(api().getTooltipProps().id);
    expect(api().getTooltipProps()).toMatchObject({ role: 'tooltip', hidden: true, 'data-control-area': 'tooltip' });
  });
});
