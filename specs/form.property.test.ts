import { keepProps } from '../machines/shared/normalize.ts';
import fc from 'fast-check';
import { createActor, fromPromise, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectForm, formMachine, type FormFieldDefinition } from '../machines/index.ts';
import { LIKERT_SCALE } from '../machines/form/constants.ts';
import { readFormValues, extractFieldValue, extractFormValues, partLabels, type FieldValue, type FormValues } from '../machines/form/fields.ts';
import { buildSubmissionPayload } from '../machines/form/payload.ts';
import { isValidEmail } from '../machines/form/validation.ts';

// ---------------------------------------------------------------------------------------------
// Every field kind: what it holds, and what a submission must carry for it (document 000 §3).
// ---------------------------------------------------------------------------------------------

const text = fc.string({ maxLength: 30 });
const options = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 5 });

/** A field of any kind with a value it can hold, and the value a submission must carry for it. */
const fieldWithValue: fc.Arbitrary<{ field: FormFieldDefinition; held: FieldValue | undefined; submitted: unknown }> = fc.oneof(
  fc.constantFrom('text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter').chain((type) =>
    text.map((value) => ({ field: { id: 'f', type } as FormFieldDefinition, held: value, submitted: value })),
  ),
  fc.constantFrom('date', 'time', 'name', 'address').chain((type) => {
    const field = { id: 'f', type } as FormFieldDefinition;
    return fc.array(text, { minLength: partLabels(field).length, maxLength: partLabels(field).length }).map((parts) => ({ field, held: parts, submitted: parts }));
  }),
  fc.boolean().chain((showCountryCode) =>
    fc.array(text, { minLength: showCountryCode ? 4 : 3, maxLength: showCountryCode ? 4 : 3 }).map((parts) => ({
      field: { id: 'f', type: 'phone', showCountryCode } as FormFieldDefinition,
      held: parts,
      // [FORM-007] Three parts get the empty country part in front.
      submitted: parts.length === 3 ? ['', ...parts] : parts,
    })),
  ),
  options.chain((choices) =>
    fc.oneof(
      fc.constantFrom(...choices, '').map((value) => ({ field: { id: 'f', type: 'radio', options: choices } as FormFieldDefinition, held: value, submitted: value })),
      fc.constantFrom(...choices, '').map((value) => ({ field: { id: 'f', type: 'select', options: choices } as FormFieldDefinition, held: value, submitted: value })),
      fc.subarray(choices).map((checked) => ({ field: { id: 'f', type: 'checkbox', options: choices } as FormFieldDefinition, held: checked, submitted: checked })),
      fc.array(fc.constantFrom(...LIKERT_SCALE.map((entry) => entry.value), ''), { minLength: choices.length, maxLength: choices.length }).map((answers) => {
        const held = Object.fromEntries(choices.map((question, index) => [question, answers[index] ?? '']));
        // [FORM-011] Answered questions only.
        return { field: { id: 'f', type: 'likert', options: choices } as FormFieldDefinition, held, submitted: Object.fromEntries(Object.entries(held).filter(([, answer]) => answer !== '')) };
      }),
    ),
  ),
  text.map((value) => ({ field: { id: 'f', type: 'hidden', value } as FormFieldDefinition, held: value, submitted: value })),
  fc.constant({ field: { id: 'f', type: 'section' } as FormFieldDefinition, held: undefined, submitted: undefined }),
);

describe('field values survive extraction and the payload round trip', () => {
  it('[FORM-005] [FORM-006] [FORM-007] [FORM-008] [FORM-009] [FORM-010] [FORM-011] [FORM-012] [FORM-013] every kind yields its value shape', () => {
    fc.assert(
      fc.property(fieldWithValue, ({ field, held, submitted }) => {
        expect(extractFieldValue(field, held)).toEqual(submitted);
      }),
      { numRuns: 500 },
    );
  });

  it('[FORM-002] [FORM-003] a whole form of random fields reaches the server unchanged through either payload shape', () => {
    const form = fc.array(fieldWithValue, { minLength: 1, maxLength: 8 }).map((entries) => entries.map((entry, index) => ({ ...entry, field: { ...entry.field, id: `field-${index}` } })));
    fc.assert(
      fc.property(form, fc.constantFrom('formBlock' as const, 'pageBlock' as const), fc.option(fc.string(), { nil: null }), (entries, shape, captchaKey) => {
        const fields = entries.map((entry) => entry.field);
        const held: Record<string, FieldValue> = {};
        for (const entry of entries) if (entry.held !== undefined) held[entry.field.id] = entry.held;
        // What the renderer holds is read back as it is (a SUBMIT's values decode).
        expect(readFormValues(fields, held)).toEqual(held);
        const payload = buildSubmissionPayload({ payloadShape: shape, key: 'k', formId: 'f', submitButtonText: 'Send', values: extractFormValues(fields, held), captchaKey });
        const onServer = JSON.parse(payload.form as string) as Record<string, unknown>;
        const expected = Object.fromEntries(entries.filter((entry) => entry.submitted !== undefined).map((entry) => [entry.field.id, entry.submitted]));
        expect(onServer).toEqual(expected);
        expect(payload.key).toBe('k');
        if (shape === 'formBlock' || captchaKey !== null) expect(payload.captchaKey).toBe(captchaKey);
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Email addresses built from the spec's grammar (FORM-034, FORM-035).
// ---------------------------------------------------------------------------------------------

const LOCAL_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~-".split('');
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('');
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const chars = (alphabet: string[], minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength, maxLength }).map((list) => list.join(''));

/** A local part: dot-separated atoms. */
const localPart = fc.array(chars(LOCAL_CHARS, 1, 12), { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join('.'));
/** A domain label: letters and digits, hyphens only inside. */
const label = fc.oneof(chars(ALNUM, 1, 1), fc.tuple(chars(ALNUM, 1, 1), chars([...ALNUM, '-'], 0, 10), chars(ALNUM, 1, 1)).map((parts) => parts.join('')));
const topLevel = chars(LETTERS, 2, 4);
const validEmail = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 3 }), topLevel)
  .map(([local, labels, top]) => `${local}@${labels.join('.')}.${top}`)
  .filter((email) => email.length >= 3 && email.length <= 256);

/** One way to break a valid address, each against one rule of the grammar. */
const breakEmail = fc.constantFrom<[string, (email: string) => string]>(
  ['no @', (email) => email.replace('@', '')],
  ['two @', (email) => email.replace('@', '@@')],
  ['top-level part of 1', (email) => email.replace(/\.[A-Za-z]{2,4}$/, '.a')],
  ['top-level part of 5', (email) => email.replace(/\.[A-Za-z]{2,4}$/, '.abcde')],
  ['digit in the top-level part', (email) => email.replace(/[A-Za-z]$/, '1')],
  ['no domain label', (email) => email.replace(/@.*\.([A-Za-z]{2,4})$/, '@$1')],
  ['space in the local part', (email) => ` ${email}`],
  ['local part starting with a dot', (email) => `.${email}`],
  ['empty local part', (email) => email.slice(email.indexOf('@'))],
  ['label starting with a hyphen', (email) => email.replace('@', '@-')],
  ['two dots in the domain', (email) => email.replace(/\.([A-Za-z]{2,4})$/, '..$1')],
  ['over 256 characters', (email) => `${'a'.repeat(256)}${email}`],
);

describe('email validation agrees with the grammar', () => {
  it('[FORM-034] [FORM-035] every address built from the grammar within 3 to 256 characters is valid', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(isValidEmail(email), email).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('[FORM-034] [FORM-035] breaking any one rule of the grammar makes the address invalid', () => {
    fc.assert(
      fc.property(validEmail, breakEmail, (email, [rule, broken]) => {
        expect(isValidEmail(broken(email)), `${rule}: ${broken(email)}`).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Any sequence of failure answers keeps every typed value (document 000 §4).
// ---------------------------------------------------------------------------------------------

const FIELDS: FormFieldDefinition[] = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'topics', type: 'checkbox', options: ['a', 'b', 'c'] },
  { id: 'message', type: 'textarea', maxLength: 40 },
];

interface Model {
  values: Record<string, FieldValue>;
}
interface Real {
  actor: Actor<typeof formMachine>;
  calls: { resolve(value: unknown): void; reject(reason: unknown): void }[];
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const api = (real: Real) => connectForm(real.actor.getSnapshot(), real.actor.send, keepProps);
const idle = (real: Real) => real.actor.getSnapshot().matches('idle');

class Type implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly id: string,
    readonly value: FieldValue,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (!idle(real)) return; // the form is locked while submitting
    if (Array.isArray(this.value)) {
      if (this.id === 'name') (this.value as string[]).forEach((part, index) => api(real).getPartProps('name', index).onChange({ currentTarget: { value: part } }));
      else for (const option of ['a', 'b', 'c']) api(real).getOptionProps('topics', option, 0).onChange({ currentTarget: { checked: (this.value as string[]).includes(option) } });
    } else api(real).getInputProps(this.id).onChange({ currentTarget: { value: this.value as string } });
    model.values[this.id] = this.value;
  }
  toString = () => `type ${this.id} ${JSON.stringify(this.value)}`;
}

class Submit implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(_model: Model, real: Real) {
    api(real).getFormProps().onSubmit({ preventDefault() {} });
  }
  toString = () => 'submit';
}

class Answer implements fc.AsyncCommand<Model, Real> {
  constructor(readonly answer: { ok: boolean; value: unknown }) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const call = real.calls.shift();
    if (!call) return;
    if (this.answer.ok) call.resolve(this.answer.value);
    else call.reject(this.answer.value);
    await settle();
    const snapshot = real.actor.getSnapshot();
    if (!snapshot.matches('success')) expect(snapshot.context.values).toEqual(model.values);
  }
  toString = () => `answer ${JSON.stringify(this.answer)}`;
}

const typing = fc.oneof(
  fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), text).map(([first, last]) => new Type('name', [first, last])),
  // Mostly a valid address, so that many submits get past validation to the server.
  fc.oneof({ weight: 1, arbitrary: text }, { weight: 3, arbitrary: fc.constant('ada@example.com') }).map((value) => new Type('email', value)),
  fc.subarray(['a', 'b', 'c']).map((checked) => new Type('topics', checked)),
  fc.string({ maxLength: 60 }).map((value) => new Type('message', value)),
);
const failure = fc.oneof(
  fc.record({ status: fc.constantFrom(0, 400, 401, 404, 429, 500, 502, 503), data: fc.oneof(fc.constant({}), fc.record({ error: text }), fc.record({ errors: fc.dictionary(fc.constantFrom('email', 'name', 'ghost', 'message'), text) })) }),
  fc.constantFrom(undefined, null, 'boom', { status: 'x' }, { status: 200, data: {}, reason: 'parse' }),
);
const answer = fc.oneof(
  failure.map((value) => new Answer({ ok: false, value })),
  fc.constantFrom({}, { key: '' }, null, 'nonsense', { key: 'k' }).map((value) => new Answer({ ok: true, value })),
);

describe('failures keep what the visitor typed', () => {
  it('[FORM-022] [FORM-032] for any sequence of typing, submits and failure answers, every typed value is still in the form', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands([typing, fc.constant(new Submit()), answer], { maxCommands: 30 }), async (commands) => {
        const calls: Real['calls'] = [];
        const pending = () => new Promise((resolve, reject) => calls.push({ resolve, reject }));
        const machine = formMachine.provide({ actors: { fetchSubmissionKey: fromPromise(pending), saveSubmission: fromPromise(pending) } });
        const actor = createActor(machine, { input: { formId: 'p', fields: FIELDS } }).start();
        const model: Model = { values: { name: ['', ''], email: '', topics: [], message: '' } };
        await fc.asyncModelRun(() => ({ model, real: { actor, calls } }), commands);
        const snapshot = actor.getSnapshot();
        if (!snapshot.matches('success')) expect(snapshot.context.values as FormValues).toEqual(model.values);
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
