import { assign, emit, fromPromise, setup } from 'xstate';
import { CAPTCHA_INCOMPLETE_MESSAGE, SUBMISSION_KEY_MESSAGE } from './constants.ts';
import type { CaptchaMode } from './codec.ts';
import { extractFormValues, initialFormValues, type FieldValue, type FormFieldDefinition, type FormValues } from './fields.ts';
import { firstErrorField, submissionFailureErrors, submissionKeyOf, type FormErrors } from './logic.ts';
import { buildSubmissionPayload, type AnalyticsFields, type PayloadShape, type SubmissionPayload } from './payload.ts';
import { validateForm, type EmailRule } from './validation.ts';

/** What the form machine starts from: `createActor(formMachine, { input })`. */
export interface FormInput {
  formId: string;
  fields: readonly FormFieldDefinition[];
  /** 'required': must be solved before a submit; 'bound': the submit button waits for it [FORM-025]. */
  captcha?: CaptchaMode;
  /** [FORM-029] `false` skips validation in the browser (the server still validates). */
  validate?: boolean;
  /** [FORM-021] Success sends the browser here instead of showing the success message. */
  successRedirect?: string;
  /** [FORM-049] Newsletter forms show no 'errors above' notice. */
  newsletter?: boolean;
  // Additions (ARCHITECTURE.md allows adding):
  submitButtonText?: string;
  successMessage?: string;
  /** The site owner's success HTML; its scripts run on success [FORM-020]. */
  successHtml?: string;
  /** The page's query string, read by hidden fields [FORM-012]. */
  query?: string;
  /** [FORM-002] form block (default) or [FORM-003] page block payload. */
  payloadShape?: PayloadShape;
  collectionId?: string;
  objectName?: string;
  isOverlayForm?: boolean;
  /** Analytics fields (form block) or intra-page event fields (page block) sent along. */
  analytics?: AnalyticsFields;
  /** Prefix of the DOM ids `connect` derives; unique per page (default: the form id). */
  id?: string;
  /** [FORM-035] The email grammar: 'spec' (default, a 2 to 4 letter top-level part) or 'wide'. */
  emailRule?: EmailRule;
}

export type FormSettings = Required<Pick<FormInput, 'formId' | 'captcha' | 'validate' | 'newsletter' | 'submitButtonText' | 'payloadShape' | 'id'>> &
  Pick<FormInput, 'successRedirect' | 'successMessage' | 'successHtml' | 'collectionId' | 'objectName' | 'isOverlayForm' | 'analytics' | 'emailRule'> & {
    fields: readonly FormFieldDefinition[];
  };

/** What the form machine remembers (`snapshot.context`). */
export interface FormContext extends FormErrors {
  settings: FormSettings;
  /** What each field holds now; kept through every failure. */
  values: FormValues;
  /** The solved captcha's token, `null` while unsolved or after a reset. */
  captchaToken: string | null;
  /** The submission key of the latest submit [FORM-027]. */
  key: string | null;
}

/** The events the form machine accepts. */
export type FormEvent =
  | { type: 'SUBMIT'; values: FormValues }
  | { type: 'CHANGE'; id: string; value: FieldValue }
  | { type: 'CAPTCHA_COMPLETE'; token: string }
  | { type: 'CAPTCHA_EXPIRE' };

export type FormEmitted =
  | { type: 'redirect'; url: string }
  /** The success message or HTML is shown: focus it and run the HTML's scripts [FORM-019] [FORM-020]. */
  | { type: 'successShown' }
  /** Move focus to this field's error, or to the form's message when `fieldId` is null [FORM-023]. */
  | { type: 'focusError'; fieldId: string | null }
  /** [FORM-024] Reset the captcha widget. */
  | { type: 'captchaReset' };

export interface SaveSubmissionInput {
  key: string;
  payload: SubmissionPayload;
}

/** An actor not provided with `machine.provide()` fails, so the form shows a failure instead of hanging. */
const notProvided = fromPromise<never, unknown>(() => Promise.reject(new Error('formMachine: actor not provided')));

const settingsOf = (input: FormInput): FormSettings => ({
  ...input,
  captcha: input.captcha ?? 'none',
  validate: input.validate ?? true,
  newsletter: input.newsletter ?? false,
  submitButtonText: input.submitButtonText ?? 'Submit',
  payloadShape: input.payloadShape ?? 'formBlock',
  id: input.id ?? input.formId,
});

const payloadOf = ({ settings, values, captchaToken, key }: FormContext): SubmissionPayload =>
  buildSubmissionPayload({ ...settings, key: key ?? '', values: extractFormValues(settings.fields, values), captchaKey: captchaToken });

/** The form: validates, asks for a submission key, saves, and lands on success or shows the errors. */
export const formMachine = setup({
  types: {
    input: {} as FormInput,
    context: {} as FormContext,
    events: {} as FormEvent,
    emitted: {} as FormEmitted,
  },
  actors: {
    /** [FORM-026] POST /api/form/FormSubmissionKey; resolves the answer's data, e.g. `{key}`. */
    fetchSubmissionKey: notProvided as ReturnType<typeof fromPromise<unknown, void>>,
    /** [FORM-030] POST /api/form/SaveFormSubmission; rejects with `{status, data}` [FORM-032]. */
    saveSubmission: notProvided as ReturnType<typeof fromPromise<unknown, SaveSubmissionInput>>,
  },
  guards: {
    // [FORM-029] Field rules run unless the caller turned validation off.
    hasInvalidFields: ({ context, event }) =>
      context.settings.validate && event.type === 'SUBMIT' && validateForm(context.settings.fields, event.values, context.settings).formError !== null,
    captchaIncomplete: ({ context }) => context.settings.captcha !== 'none' && context.captchaToken === null,
    answerHasKey: ({ event }) => 'output' in event && submissionKeyOf(event.output) !== null,
  },
  actions: {
    // SUBMIT carries typed values (a renderer reading the DOM checks them with `readFormValues`).
    storeValues: assign({ values: ({ context, event }) => (event.type === 'SUBMIT' ? event.values : context.values) }),
    changeValue: assign({
      values: ({ context, event }) => (event.type === 'CHANGE' && event.id in context.values ? { ...context.values, [event.id]: event.value } : context.values),
    }),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    // [FORM-040]
    showValidationErrors: assign(({ context }) => validateForm(context.settings.fields, context.values, context.settings)),
    // [FORM-028]
    showCaptchaIncomplete: assign({ fieldErrors: {}, formError: CAPTCHA_INCOMPLETE_MESSAGE }),
    // [FORM-027] [FORM-043] No key, no save.
    showKeyFailure: assign({ fieldErrors: {}, formError: SUBMISSION_KEY_MESSAGE }),
    // [FORM-032]
    showAnswerErrors: assign(({ context, event }) => submissionFailureErrors('error' in event ? event.error : undefined, context.settings.fields)),
    storeKey: assign({ key: ({ event }) => ('output' in event ? submissionKeyOf(event.output) : null) }),
    // [FORM-023] Focus the first field in error, else the form's message.
    focusFirstError: emit(({ context }) => ({ type: 'focusError' as const, fieldId: firstErrorField(context.settings.fields, context.fieldErrors) })),
    // [FORM-024] A failed submission resets the captcha: the token is spent (a form without a
    // captcha has none); an expired captcha has no token either.
    resetCaptcha: assign({ captchaToken: null }),
    emitCaptchaReset: emit({ type: 'captchaReset' as const }),
    storeCaptchaToken: assign({ captchaToken: ({ event }) => (event.type === 'CAPTCHA_COMPLETE' ? event.token : null) }),
    // [FORM-021] Redirect when configured, else [FORM-018] [FORM-019] [FORM-020] show the success content.
    announceSuccess: emit(({ context }): FormEmitted => {
      const url = context.settings.successRedirect;
      return url ? { type: 'redirect', url } : { type: 'successShown' };
    }),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    settings: settingsOf(input),
    values: initialFormValues(input.fields, input.query ?? ''),
    captchaToken: null,
    key: null,
    fieldErrors: {},
    formError: null,
  }),
  initial: 'idle',
  on: {
    CAPTCHA_COMPLETE: { actions: 'storeCaptchaToken' },
    CAPTCHA_EXPIRE: { actions: 'resetCaptcha' },
  },
  states: {
    // [FORM-014] A form starts idle, and returns here after a failure [FORM-022].
    idle: {
      on: {
        SUBMIT: [
          { guard: 'hasInvalidFields', actions: ['storeValues', 'showValidationErrors', 'focusFirstError'] },
          { guard: 'captchaIncomplete', actions: ['storeValues', 'showCaptchaIncomplete', 'focusFirstError'] },
          { target: 'submitting', actions: ['storeValues', 'clearErrors'] },
        ],
        CHANGE: { actions: 'changeValue' },
      },
    },
    // [FORM-014] [FORM-015] Locked, the button reads 'Submitting…'. [FORM-016] No SUBMIT
    // handler: a submit while submitting is ignored. [FORM-017] It ends in success or idle.
    submitting: {
      initial: 'requestingKey',
      states: {
        requestingKey: {
          invoke: {
            src: 'fetchSubmissionKey',
            onDone: [
              { guard: 'answerHasKey', target: 'saving', actions: 'storeKey' },
              { target: '#form.idle', actions: ['showKeyFailure', 'resetCaptcha', 'emitCaptchaReset', 'focusFirstError'] },
            ],
            onError: { target: '#form.idle', actions: ['showKeyFailure', 'resetCaptcha', 'emitCaptchaReset', 'focusFirstError'] },
          },
        },
        saving: {
          invoke: {
            src: 'saveSubmission',
            input: ({ context }) => ({ key: context.key ?? '', payload: payloadOf(context) }),
            // [FORM-031]
            onDone: '#form.success',
            onError: { target: '#form.idle', actions: ['showAnswerErrors', 'resetCaptcha', 'emitCaptchaReset', 'focusFirstError'] },
          },
        },
      },
    },
    success: {
      type: 'final',
      entry: 'announceSuccess',
    },
  },
});
