import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { CAPTCHA_INCOMPLETE_MESSAGE, SUBMISSION_KEY_MESSAGE, UNPARSABLE_FIELDS_MESSAGE } from './constants.ts';
import { decodeFormValues, readSubmissionKey, type CaptchaMode } from './codec.ts';
import { extractFormValues, initialFormValues, type FieldValue, type FormField, type FormValues } from './fields.ts';
import { firstErrorField, submissionFailureErrors, type FormErrors } from './logic.ts';
import { buildSubmissionPayload, type AnalyticsFields, type PayloadShape, type SubmissionPayload } from './payload.ts';
import { validateForm } from './validation.ts';

export interface FormInput {
  formId: string;
  fields: readonly FormField[];
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
}

export type FormSettings = Required<Pick<FormInput, 'formId' | 'captcha' | 'validate' | 'newsletter' | 'submitButtonText' | 'payloadShape' | 'id'>> &
  Pick<FormInput, 'successRedirect' | 'successMessage' | 'successHtml' | 'collectionId' | 'objectName' | 'isOverlayForm' | 'analytics'> & {
    fields: readonly FormField[];
  };

export interface FormContext extends FormErrors {
  settings: FormSettings;
  /** What each field holds now; kept through every failure. */
  values: FormValues;
  /** The solved captcha's token, `null` while unsolved or after a reset. */
  captchaToken: string | null;
  /** The submission key of the submit under way [FORM-027]. */
  key: string | null;
}

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

/** Defaults make an unprovided actor fail loudly in the form instead of hanging it. */
const notProvided = (name: string) =>
  fromPromise<never, unknown>(async () => {
    throw new Error(`formMachine: provide the ${name} actor with machine.provide()`);
  });

const settingsOf = (input: FormInput): FormSettings => ({
  ...input,
  captcha: input.captcha ?? 'none',
  validate: input.validate ?? true,
  newsletter: input.newsletter ?? false,
  submitButtonText: input.submitButtonText ?? 'Submit',
  payloadShape: input.payloadShape ?? 'formBlock',
  id: input.id ?? input.formId,
});

function payloadOf(context: FormContext, key: string): SubmissionPayload {
  const { settings } = context;
  return buildSubmissionPayload({
    shape: settings.payloadShape,
    key,
    formId: settings.formId,
    collectionId: settings.collectionId ?? null,
    objectName: settings.objectName ?? null,
    isOverlayForm: settings.isOverlayForm ?? false,
    submitButtonText: settings.submitButtonText,
    values: extractFormValues(settings.fields, context.values),
    captchaKey: context.captchaToken,
    ...(settings.analytics ? { extra: settings.analytics } : {}),
  });
}

const submittedValues = (context: FormContext, event: FormEvent) =>
  event.type === 'SUBMIT' ? decodeFormValues(context.settings.fields, event.values) : null;

export const formMachine = setup({
  types: {
    input: {} as FormInput,
    context: {} as FormContext,
    events: {} as FormEvent,
    emitted: {} as FormEmitted,
  },
  actors: {
    /** [FORM-026] POST /api/form/FormSubmissionKey; resolves the answer's data, e.g. `{key}`. */
    fetchSubmissionKey: notProvided('fetchSubmissionKey') as ReturnType<typeof fromPromise<unknown, void>>,
    /** [FORM-030] POST /api/form/SaveFormSubmission; rejects with `{status, data}` [FORM-032]. */
    saveSubmission: notProvided('saveSubmission') as ReturnType<typeof fromPromise<unknown, SaveSubmissionInput>>,
  },
  guards: {
    // [FORM-044] Values that do not fit their fields fail whatever `validate` says; [FORM-029]
    // field rules run unless the caller turned validation off.
    hasInvalidFields: ({ context, event }) => {
      const values = submittedValues(context, event);
      return values === null || (context.settings.validate && validateForm(context.settings.fields, values).formError !== null);
    },
    captchaIncomplete: ({ context }) => context.settings.captcha !== 'none' && context.captchaToken === null,
    answerHasKey: ({ event }) => 'output' in event && readSubmissionKey(event.output) !== null,
  },
  actions: {
    storeValues: assign({ values: ({ context, event }) => submittedValues(context, event) ?? context.values }),
    changeValue: assign({
      values: ({ context, event }) => (event.type === 'CHANGE' && event.id in context.values ? { ...context.values, [event.id]: event.value } : context.values),
    }),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    // [FORM-044] Unreadable values, else [FORM-040] the field rules' messages.
    showValidationErrors: assign(({ context, event }) =>
      submittedValues(context, event) === null
        ? { fieldErrors: {}, formError: UNPARSABLE_FIELDS_MESSAGE }
        : validateForm(context.settings.fields, context.values),
    ),
    // [FORM-028]
    showCaptchaIncomplete: assign({ fieldErrors: {}, formError: CAPTCHA_INCOMPLETE_MESSAGE }),
    // [FORM-027] [FORM-043] No key, no save.
    showKeyFailure: assign({ fieldErrors: {}, formError: SUBMISSION_KEY_MESSAGE }),
    // [FORM-032]
    showAnswerErrors: assign(({ context, event }) => submissionFailureErrors('error' in event ? event.error : undefined, context.settings.fields)),
    storeKey: assign({ key: ({ event }) => ('output' in event ? readSubmissionKey(event.output) : null) }),
    // [FORM-023] Focus the first field in error, else the form's message.
    focusFirstError: emit(({ context }) => ({ type: 'focusError' as const, fieldId: firstErrorField(context.settings.fields, context.fieldErrors) })),
    // [FORM-024] A failed submission resets the captcha: the token is spent.
    resetCaptcha: enqueueActions(({ context, enqueue }) => {
      if (context.settings.captcha === 'none') return;
      enqueue.assign({ captchaToken: null });
      enqueue.emit({ type: 'captchaReset' });
    }),
    forgetKey: assign({ key: null }),
    storeCaptchaToken: assign({ captchaToken: ({ event }) => (event.type === 'CAPTCHA_COMPLETE' ? event.token : null) }),
    clearCaptchaToken: assign({ captchaToken: null }),
    // [FORM-021] Redirect when configured, else [FORM-018] [FORM-019] [FORM-020] show the success content.
    announceSuccess: enqueueActions(({ context, enqueue }) => {
      const url = context.settings.successRedirect;
      enqueue.emit(url ? { type: 'redirect', url } : { type: 'successShown' });
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
    CAPTCHA_EXPIRE: { actions: 'clearCaptchaToken' },
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
              { target: '#form.idle', actions: ['showKeyFailure', 'resetCaptcha', 'focusFirstError'] },
            ],
            onError: { target: '#form.idle', actions: ['showKeyFailure', 'resetCaptcha', 'focusFirstError'] },
          },
        },
        saving: {
          invoke: {
            src: 'saveSubmission',
            input: ({ context }) => ({ key: context.key ?? '', payload: payloadOf(context, context.key ?? '') }),
            // [FORM-031]
            onDone: { target: '#form.success', actions: 'forgetKey' },
            onError: { target: '#form.idle', actions: ['forgetKey', 'showAnswerErrors', 'resetCaptcha', 'focusFirstError'] },
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
