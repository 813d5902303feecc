import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { keepProps } from '../machines/shared/normalize.ts';
import { connectSystemError, decodeSystemError, systemErrorOf, systemErrorMachine, type SystemError } from '../machines/index.ts';
import { systemErrorForRequest, systemErrorView } from '../machines/system-error/logic.ts';

function start() {
  const actor = createActor(systemErrorMachine).start();
  let reloads = 0;
  actor.on('reload', () => (reloads += 1));
  const api = () => connectSystemError(actor.getSnapshot(), actor.send, keepProps);
  return { actor, api, reloads: () => reloads };
}

const show = (error: SystemError) => {
  const started = start();
  started.actor.send({ type: 'SHOW', error });
  return started;
};

describe('system error overlay', () => {
  it('[ERR-014] has a Reload Page button, a Clear button and an optional error key', () => {
    const { api, actor, reloads } = show({ kind: 'cleaned', errorKey: 'A1B2' });
    expect(api()).toMatchObject({ shown: true, reloadText: 'Reload Page', clearText: 'Clear', errorKeyText: 'Error key: A1B2' });
    api().getReloadTriggerProps().onClick();
    expect(reloads()).toBe(1);
    api().getClearTriggerProps().onClick();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(show({ kind: 'cleaned' }).api().errorKeyText).toBeNull();
  });

  it("[ERR-015] a cleaned error shows 'Something Went Wrong!' and the reported-error text", () => {
    expect(show({ kind: 'cleaned' }).api()).toMatchObject({
      title: 'Something Went Wrong!',
      lines: ['Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.'],
    });
  });

  it("[ERR-016] a network error shows 'Unable to connect to the product. Please try again.'", () => {
    expect(systemErrorView({ kind: 'network' }).lines).toEqual(['Unable to connect to the product. Please try again.']);
    expect(systemErrorView({ kind: 'network', serverText: '  ' }).lines).toEqual(['Unable to connect to the product. Please try again.']);
  });

  it("[ERR-017] a network error with the server's error text shows that text instead", () => {
    expect(systemErrorView({ kind: 'network', serverText: 'Store closed until 14:00.' }).lines).toEqual(['Store closed until 14:00.']);
  });

  it('[ERR-018] any other error shows the URL, the format and the error text', () => {
    expect(systemErrorView({ kind: 'other', url: '/api/cart', format: 'json', text: 'Unexpected token <' }).lines).toEqual([
      'URL: /api/cart',
      'Format: json',
      'Unexpected token <',
    ]);
  });

  it('[NET-012] a request refused with authorizationFail becomes the overlay of its URL, json format and server text', () => {
    const error = systemErrorForRequest({ url: '/api/form/SaveFormSubmission', message: 'Not allowed here.' });
    expect(error).toEqual({ kind: 'other', url: '/api/form/SaveFormSubmission', format: 'json', text: 'Not allowed here.' });
    expect(systemErrorView(error)).toEqual({ title: 'Error', lines: ['URL: /api/form/SaveFormSubmission', 'Format: json', 'Not allowed here.'] });
  });

  it('the newest error replaces the one shown; the overlay is a labelled alert dialog', () => {
    const { actor, api } = show({ kind: 'cleaned' });
    actor.send({ type: 'SHOW', error: { kind: 'network' } });
    expect(api().lines).toEqual(['Unable to connect to the product. Please try again.']);
    expect(api().getRootProps()).toMatchObject({ role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'system-error-title', 'aria-describedby': 'system-error-body' });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'boom'],
    ['an unknown kind', { kind: 'fatal' }],
    ['a wrong field type', { kind: 'network', serverText: 42 }],
    ['an error key that is not text', { kind: 'cleaned', errorKey: { raw: true } }],
  ])('[ERR-015] details that do not decode (%s) show as the cleaned error', (_, details) => {
    expect(decodeSystemError(details)).toMatchObject({ ok: false, details: expect.arrayContaining([expect.any(String)]) });
    expect(systemErrorOf(details)).toEqual({ kind: 'cleaned' });
  });

  it('decodes good details as given', () => {
    expect(decodeSystemError({ kind: 'other', url: '/x', text: 'y', errorKey: 'k' })).toEqual({ ok: true, data: { kind: 'other', url: '/x', text: 'y', errorKey: 'k' } });
    expect(systemErrorOf({ kind: 'other', url: '/x', text: 'y', errorKey: 'k' })).toEqual({ kind: 'other', url: '/x', text: 'y', errorKey: 'k' });
  });
});
