import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate';
import { connect as connectForm } from '../../machines/form/connect.ts';
import type { FormFieldDefinition } from '../../machines/form/fields.ts';
import { formMachine, type SaveSubmissionInput } from '../../machines/form/machine.ts';
import { STORAGE_KEYS } from '../../machines/popup-overlay/constants.ts';
import { connect } from '../../machines/popup-overlay/connect.ts';
import { popupOverlayMachine } from '../../machines/popup-overlay/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { initialStored, type PopupOverlayModelConfig, type PopupOverlayModelEvent, type PopupOverlayView } from './spec.ts';

/** The sign-up form inside the popup: a newsletter block's one email field. */
export const POPUP_SIGN_UP_FIELDS: readonly FormFieldDefinition[] = [{ id: 'email', type: 'email', title: 'Email address', required: true }];
/** What the visitor types. */
export const POPUP_SIGN_UP_EMAIL = 'name@example.com';

/** Lets settled promises run their continuations (the form actor's done and error events). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Drives the bare popup machine through `connect`'s handlers, with a map standing in for local
 * storage, and its sign-up as a real `formMachine` (newsletter) driven through the form's
 * `connect`: the key call answers at once, the save call waits for the model's SAVE_OK (resolved)
 * or SAVE_FAILED (a 500). As a renderer does, the popup is told of the sign-up only when the form
 * reaches success (`onSignUpSaved`).
 */
export function createPopupOverlayMachineDriver(
  config: PopupOverlayModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<PopupOverlayModelEvent, PopupOverlayView> {
  let actor: Actor<typeof popupOverlayMachine> | undefined;
  let form: Actor<typeof formMachine> | undefined;
  let storage = new Map<string, string>();
  let save: { resolve(value: unknown): void; reject(reason: unknown): void } | undefined;
  const api = () => {
    const current = actor;
    if (!current) throw new Error('reset() the driver first');
    // As a renderer's send does: each CLOSE and SUBMIT carries the time it happened.
    return connect(current.getSnapshot(), (event) => current.send({ ...event, now: config.now }), keepProps);
  };
  const formApi = () => {
    if (!form) throw new Error('reset() the driver first');
    return connectForm(form.getSnapshot(), form.send, keepProps);
  };
  // The planner also tries an answer with nothing in flight (the spec ignores it): nothing happens.
  const answerSave = async (settleWith: (call: NonNullable<typeof save>) => void) => {
    if (!save) return;
    settleWith(save);
    save = undefined;
    await settle();
  };
  const signUpForm = formMachine.provide({
    actors: {
      fetchSubmissionKey: fromPromise<unknown, void>(async () => ({ key: 'model-key' })),
      saveSubmission: fromPromise<unknown, SaveSubmissionInput>(
        () =>
          new Promise((resolve, reject) => {
            save = { resolve, reject };
          }),
      ),
    },
  });

  return {
    reset() {
      actor?.stop();
      form?.stop();
      save = undefined;
      const initial = initialStored(config);
      storage = new Map(
        Object.entries({ [STORAGE_KEYS.closedAt]: initial.closedAt, [STORAGE_KEYS.version]: initial.version, [STORAGE_KEYS.submitted]: initial.submitted })
          .filter((entry): entry is [string, string] => entry[1] !== null),
      );
      const { name: _name, shownAtLoad: _shown, ...input } = config;
      actor = createActor(popupOverlayMachine, { input, inspect });
      actor.on('store', ({ key, value }) => void storage.set(key, value));
      actor.start();
      form = createActor(signUpForm, { input: { formId: 'newsletter', fields: POPUP_SIGN_UP_FIELDS, newsletter: true, isOverlayForm: true, query: '' } }).start();
      let told = false;
      form.subscribe((snapshot) => {
        if (told || !snapshot.matches('success')) return;
        told = true;
        api().onSignUpSaved();
      });
    },
    async send(event) {
      switch (event.type) {
        case 'SUBMIT':
          formApi().getInputProps('email').onChange({ currentTarget: { value: POPUP_SIGN_UP_EMAIL } });
          formApi().getFormProps().onSubmit({ preventDefault() {} });
          await settle();
          check(save !== undefined, 'the submit did not reach the save call');
          return;
        case 'SAVE_OK':
          return answerSave((call) => call.resolve({ success: true }));
        case 'SAVE_FAILED':
          return answerSave((call) => call.reject({ status: 500, data: {} }));
        default:
          if (event.via === 'Escape') api().getDialogProps().onCancel({ preventDefault() {} });
          else api().getCloseTriggerProps().onClick();
      }
    },
    expect(view) {
      const current = api();
      check(current.state === view.state, `state is ${current.state}`);
      check(current.open === (view.state === 'shown' || view.state === 'submitted'), `open is ${current.open}`);
      check(current.getDialogProps()['data-state'] === view.state, 'dialog data-state disagrees');
      const stored = {
        closedAt: storage.get(STORAGE_KEYS.closedAt) ?? null,
        version: storage.get(STORAGE_KEYS.version) ?? null,
        submitted: storage.get(STORAGE_KEYS.submitted) ?? null,
      };
      check(JSON.stringify(stored) === JSON.stringify(view.stored), `storage holds ${JSON.stringify(stored)}`);
      const sign = formApi();
      check(sign.submitting === view.submitting, `the form is ${sign.submitting ? '' : 'not '}submitting`);
      check(sign.formError === view.formMessage, `the form says ${JSON.stringify(sign.formError)}`);
      const email = sign.getInputProps('email').value;
      check(email === (view.emailTyped ? POPUP_SIGN_UP_EMAIL : ''), `the email field holds ${JSON.stringify(email)}`);
      // A thank-you is the form's success: only after a saved sign-up.
      check(sign.succeeded === view.saved, `the form ${sign.succeeded ? 'succeeded' : 'did not succeed'}`);
    },
  };
}
