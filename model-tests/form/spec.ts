import { assign, setup } from 'xstate';
import type { FormFieldDefinition } from '../../machines/form/fields.ts';

/**
 * The form as a visitor meets it, written apart from `formMachine` on purpose: it restates the
 * rules of document 000 §4, §5 and §8 (FORM-014..054) with the messages written out, so the two
 * can disagree. The server's answers are explicit events.
 */
export type CaptchaSetting = 'none' | 'required' | 'bound';
export type SaveStatus = 400 | 401 | 404 | 429 | 500 | 503;

export interface FormModelConfig {
  captcha: CaptchaSetting;
  /** Success goes to a thank-you address instead of showing the success message. */
  redirect: boolean;
  /** The failure statuses of SaveFormSubmission these paths try. */
  saveStatuses: readonly SaveStatus[];
}

export type FormModelEvent =
  /** Fill the form in (valid, or with a malformed email) and press the submit button. */
  | { type: 'SUBMIT'; fill: 'valid' | 'invalid' }
  | { type: 'CAPTCHA_COMPLETE' }
  | { type: 'CAPTCHA_EXPIRE' }
  /** The key call answers with a key, with no key, or fails. */
  | { type: 'KEY_ISSUED' }
  | { type: 'KEY_MISSING' }
  | { type: 'KEY_FAILED' }
  /** The save call succeeds, or fails with a status. */
  | { type: 'SAVE_OK' }
  | { type: 'SAVE_FAILED'; status: SaveStatus };

/** What every renderer must show. `focus` is null where the model does not say where focus is. */
export interface FormView {
  state: 'idle' | 'submitting' | 'success';
  fieldErrors: Record<string, string>;
  formError: string | null;
  /** The 'scroll down' notice above the form and the 'scroll up' one below it. */
  notices: boolean;
  /** The submit button waits for an unsolved captcha it is bound to. */
  submitDisabled: boolean;
  /** 'field:<id>', 'form-error' or 'success'. */
  focus: string | null;
  redirected: boolean;
}

/** The fields the model's form has (the demo contact form has these among others). */
export const MODEL_FORM_FIELDS: readonly FormFieldDefinition[] = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'topic', type: 'select', title: 'Topic', required: true, options: ['Order', 'Returns'] },
  { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
];

/** What the visitor types, by field id. */
export const FILLS = {
  valid: { name: ['Ada', 'Lovelace'], email: 'ada@example.com', topic: 'Order', message: 'Hello from the model.' },
  invalid: { name: ['Ada', 'Lovelace'], email: 'ada(at)example', topic: 'Order', message: 'Hello from the model.' },
} as const;

/** The server's answer body for each failure status the model tries. */
export const SAVE_ANSWERS: Readonly<Record<SaveStatus, unknown>> = {
  400: { errors: { message: 'Tell us a little more, please.' } },
  401: { error: 'Key rejected.' },
  404: { error: 'No such form.' },
  429: { error: 'Slow down.' },
  500: { error: 'Database unavailable.' },
  503: { error: 'Down for maintenance.' },
};

// The messages, written out as the spec gives them.
const INVALID_EMAIL = 'Email is not valid. Email addresses should follow the format name@example.com.';
const INVALID_FORM = 'One or more fields is invalid, please check your entries.';
const CAPTCHA_INCOMPLETE = 'Complete CAPTCHA before submitting.';
const NO_KEY = 'Could not get a form submission key, please try again later.';
const BY_STATUS: Record<SaveStatus, { fieldErrors: Record<string, string>; formError: string | null }> = {
  400: { fieldErrors: { message: 'Tell us a little more, please.' }, formError: null },
  401: { fieldErrors: {}, formError: 'Unable to submit form. Please try again later.' },
  404: { fieldErrors: {}, formError: 'This form has not been configured yet.' },
  429: { fieldErrors: {}, formError: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' },
  500: { fieldErrors: {}, formError: 'Unable to send form. Please try again later.' },
  // Any other status shows data.error.
  503: { fieldErrors: {}, formError: 'Down for maintenance.' },
};

interface SpecContext {
  /** The submit button is bound to the captcha (fixed per configuration). */
  bound: boolean;
  solved: boolean;
  fieldErrors: Record<string, string>;
  formError: string | null;
  focus: string | null;
  redirected: boolean;
}

const firstFocus = (fieldErrors: Record<string, string>) => {
  const first = MODEL_FORM_FIELDS.find((field) => fieldErrors[field.id] !== undefined);
  return first ? `field:${first.id}` : 'form-error';
};

export function createFormSpec(config: FormModelConfig) {
  // A failed submission: errors shown and focused, captcha reset (FORM-022..024).
  const failed = (errors: { fieldErrors: Record<string, string>; formError: string | null }) => ({
    ...errors,
    solved: false,
    focus: firstFocus(errors.fieldErrors),
  });
  return setup({
    types: { context: {} as SpecContext, events: {} as FormModelEvent },
    guards: {
      // [FORM-025] A button bound to an unsolved captcha is disabled: pressing it does nothing.
      buttonDisabled: ({ context }) => context.bound && !context.solved,
      filledInvalid: ({ event }) => event.type === 'SUBMIT' && event.fill === 'invalid',
      captchaUnsolved: ({ context }) => config.captcha !== 'none' && !context.solved,
    },
  }).createMachine({
    id: 'formSpec',
    context: { bound: config.captcha === 'bound', solved: false, fieldErrors: {}, formError: null, focus: null, redirected: false },
    initial: 'idle',
    states: {
      idle: {
        on: {
          SUBMIT: [
            // Typing moved focus into the fields; nothing says where it is now.
            { guard: 'buttonDisabled', actions: assign({ focus: null }) },
            { guard: 'filledInvalid', actions: assign({ fieldErrors: { email: INVALID_EMAIL }, formError: INVALID_FORM, focus: 'field:email' }) },
            { guard: 'captchaUnsolved', actions: assign({ fieldErrors: {}, formError: CAPTCHA_INCOMPLETE, focus: 'form-error' }) },
            { target: 'submitting', actions: assign({ fieldErrors: {}, formError: null, focus: null }) },
          ],
          // Only a form with a captcha has these events at all.
          ...(config.captcha === 'none'
            ? {}
            : {
                // Solving or clearing the captcha takes focus to it.
                CAPTCHA_COMPLETE: { actions: assign({ solved: true, focus: null }) },
                CAPTCHA_EXPIRE: { actions: assign({ solved: false, focus: null }) },
              }),
        },
      },
      submitting: {
        initial: 'requestingKey',
        states: {
          requestingKey: {
            on: {
              KEY_ISSUED: 'saving',
              KEY_MISSING: { target: '#formSpec.idle', actions: assign(failed({ fieldErrors: {}, formError: NO_KEY })) },
              KEY_FAILED: { target: '#formSpec.idle', actions: assign(failed({ fieldErrors: {}, formError: NO_KEY })) },
            },
          },
          saving: {
            on: {
              SAVE_OK: { target: '#formSpec.success', actions: assign({ redirected: config.redirect, focus: config.redirect ? null : 'success' }) },
              SAVE_FAILED: { target: '#formSpec.idle', actions: assign(({ event }) => failed(BY_STATUS[event.status])) },
            },
          },
        },
      },
      success: { type: 'final' },
    },
  });
}

export type FormSpec = ReturnType<typeof createFormSpec>;
