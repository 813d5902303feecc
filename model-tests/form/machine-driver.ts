import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/form/connect.ts';
import { formMachine, type SaveSubmissionInput } from '../../machines/form/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { FILLS, MODEL_FORM_FIELDS, SAVE_ANSWERS, type FormModelConfig, type FormModelEvent, type FormView } from './spec.ts';


interface Pending {
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

/** Lets settled promises run their continuations (the actor's done and error events). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Drives the bare `formMachine` the way a renderer does, through `connect`'s handlers: typing
 * is CHANGE per field, the submit is the form's onSubmit, the captcha is its callbacks. The key
 * and save calls are promises the model's server events settle.
 */
export function createFormMachineDriver(config: FormModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<FormModelEvent, FormView> {
  let actor: Actor<typeof formMachine> | undefined;
  let pending: Pending[] = [];
  let focus: string | null = null;
  let redirectedTo: string | null = null;
  let typed: Record<string, unknown> = {};
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connect(actor.getSnapshot(), actor.send, keepProps);
  };
  const call = () =>
    new Promise((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const answer = async (settleWith: (call: Pending) => void) => {
    const next = pending.shift();
    if (!next) throw new Error('no key or save call is waiting for an answer');
    settleWith(next);
    await settle();
  };
  const machine = formMachine.provide({
    actors: {
      fetchSubmissionKey: fromPromise(() => call()),
      saveSubmission: fromPromise<unknown, SaveSubmissionInput>(() => call()),
    },
  });

  return {
    reset() {
      actor?.stop();
      pending = [];
      focus = null;
      redirectedTo = null;
      typed = {};
      actor = createActor(machine, {
        input: { formId: 'model', fields: MODEL_FORM_FIELDS, captcha: config.captcha, ...(config.redirect ? { successRedirect: '/thanks' } : {}) },
        inspect,
      });
      actor.on('focusError', ({ fieldId }) => {
        focus = fieldId === null ? 'form-error' : `field:${fieldId}`;
      });
      actor.on('successShown', () => {
        focus = 'success';
      });
      actor.on('redirect', ({ url }) => {
        redirectedTo = url;
      });
      actor.start();
    },
    async send(event) {
      switch (event.type) {
        case 'SUBMIT': {
          focus = null;
          for (const [id, value] of Object.entries(FILLS[event.fill])) {
            if (Array.isArray(value)) value.forEach((part, index) => api().getPartProps(id, index).onChange({ currentTarget: { value: part } }));
            else api().getInputProps(id).onChange({ currentTarget: { value: value as string } });
          }
          typed = FILLS[event.fill];
          // A disabled submit button cannot be pressed (FORM-025).
          if (!api().getSubmitProps().disabled) api().getFormProps().onSubmit({ preventDefault() {} });
          return;
        }
        case 'CAPTCHA_COMPLETE':
          return api().onCaptchaComplete('captcha-token');
        case 'CAPTCHA_EXPIRE':
          return api().onCaptchaExpire();
        case 'KEY_ISSUED':
          return answer((next) => next.resolve({ key: 'key-1' }));
        case 'KEY_MISSING':
          return answer((next) => next.resolve({}));
        case 'KEY_FAILED':
          return answer((next) => next.reject({ status: 500, data: { error: 'Key service down.' }, reason: 'status' }));
        case 'SAVE_OK':
          return answer((next) => next.resolve({ success: true }));
        case 'SAVE_FAILED':
          return answer((next) => next.reject({ status: event.status, data: SAVE_ANSWERS[event.status], reason: 'status' }));
      }
    },
    expect(view) {
      const current = api();
      check(current.state === view.state, `state is ${current.state}`);
      check(current.getSubmitProps().children === (view.state === 'submitting' ? 'Submitting…' : 'Submit'), `button reads ${current.getSubmitProps().children}`);
      check(current.getFieldsetProps().disabled === (view.state === 'submitting'), 'fields locked only while submitting');
      check(current.getFormProps().hidden === (view.state === 'success'), 'form content hidden only on success');
      check(JSON.stringify(current.fieldErrors) === JSON.stringify(view.fieldErrors), `field errors are ${JSON.stringify(current.fieldErrors)}`);
      check(current.formError === view.formError, `form error is ${current.formError}`);
      check(current.showNotices === view.notices, `notices shown: ${current.showNotices}`);
      if (view.state !== 'success') check(current.getSubmitProps().disabled === view.submitDisabled, `submit disabled: ${current.getSubmitProps().disabled}`);
      for (const id of Object.keys(view.fieldErrors)) check(current.getInputProps(id)['aria-invalid'] === 'true' || current.getPartProps(id, 0)['aria-invalid'] === 'true', `${id} not marked invalid`);
      if (view.focus !== null) check(focus === view.focus, `focus went to ${focus}`);
      check((redirectedTo !== null) === view.redirected, `redirected to ${redirectedTo}`);
      // Whatever happened, what the visitor typed is still in the form.
      for (const [id, value] of Object.entries(typed)) {
        check(JSON.stringify(current.values[id]) === JSON.stringify(value), `${id} holds ${JSON.stringify(current.values[id])}`);
      }
    },
  };
}
