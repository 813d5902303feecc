import { describe, expect, it } from 'vitest';
import { type FormFieldDefinition } from '../machines/index.ts';
import { characterCount, isValidEmail, isValidUsZip, validateField, validateForm } from '../machines/form/validation.ts';

const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format name@example.com.';

describe('email validation (document 000 §5)', () => {
  it('[FORM-034] a valid email is 3 to 256 characters long', () => {
    const local = 'a'.repeat(63);
    const label = 'b'.repeat(60);
    const long = `${local}@${label}.${label}.${label}.${'c'.repeat(5)}.com`; // 256 characters
    expect(long).toHaveLength(256);
    expect(isValidEmail(long)).toBe(true);
    expect(isValidEmail(`a${long}`)).toBe(false);
    expect(isValidEmail('a@')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('[FORM-035] a valid email is a local part, @, domain labels and a top-level part of 2 to 4 characters', () => {
    for (const valid of ['name@example.com', 'first.last+tag@mail.example.co', "o'brien@example.info", 'x@a-b.io', 'UPPER@EXAMPLE.ORG']) {
      expect(isValidEmail(valid), valid).toBe(true);
    }
    for (const invalid of [
      'plainaddress',
      '@example.com',
      'name@',
      'name@example',
      'name@example.c',
      'name@example.comms',
      'name@@example.com',
      'na me@example.com',
      '.name@example.com',
      'name.@example.com',
      'na..me@example.com',
      'name@-example.com',
      'name@example-.com',
      'name@example..com',
      'name@example.c0m',
    ]) {
      expect(isValidEmail(invalid), invalid).toBe(false);
    }
  });

  it("[FORM-035] the spec's rule stays the default: a 5+ letter top-level part is refused with the spec's message", () => {
    for (const address of ['name@company.online', 'jo@studio.photography']) {
      expect(isValidEmail(address), address).toBe(false);
      expect(validateField({ id: 'e', type: 'email' }, address)).toBe(EMAIL_MESSAGE);
      expect(validateField({ id: 'e', type: 'email' }, address, { emailRule: 'spec' })).toBe(EMAIL_MESSAGE);
    }
  });

  it("[FORM-035] a site widens it with emailRule: 'wide' (2 to 63 letters, or an xn-- label)", () => {
    for (const valid of ['name@company.online', 'jo@studio.photography', 'name@example.com', 'a@b.xn--p1ai', `x@y.${'z'.repeat(63)}`]) {
      expect(isValidEmail(valid, 'wide'), valid).toBe(true);
      expect(validateForm([{ id: 'e', type: 'email', required: true }], { e: valid }, { emailRule: 'wide' }).formError).toBeNull();
    }
    for (const invalid of ['name@example.c', `x@y.${'z'.repeat(64)}`, 'name@example.c0m', 'name@example', 'na me@company.online', 'a@b.xn--']) {
      expect(isValidEmail(invalid, 'wide'), invalid).toBe(false);
    }
  });

  it('[FORM-035] the form machine and a form block carry the rule (the backend validates with the same block)', async () => {
    const { createActor } = await import('xstate');
    const { decodeFormBlockData, formMachine } = await import('../machines/index.ts');
    const block = { formId: 'f', submitButtonText: 'Send', fields: [{ id: 'e', type: 'email', required: true }] };
    const wide = decodeFormBlockData({ ...block, emailRule: 'wide' });
    expect(wide.ok && wide.data.emailRule).toBe('wide');
    expect(decodeFormBlockData({ ...block, emailRule: 'anything' }).ok).toBe(false);
    for (const [emailRule, expected] of [['spec', EMAIL_MESSAGE], ['wide', undefined]] as const) {
      const actor = createActor(formMachine, { input: { formId: 'f', fields: block.fields as FormFieldDefinition[], emailRule } }).start();
      actor.send({ type: 'SUBMIT', values: { e: 'jo@studio.photography' } });
      expect(actor.getSnapshot().context.fieldErrors.e).toBe(expected);
      actor.stop();
    }
  });

  it('[FORM-036] an empty email field that is not required passes', () => {
    expect(validateField({ id: 'e', type: 'email' }, '')).toBeNull();
    expect(validateField({ id: 'e', type: 'email', required: false }, undefined)).toBeNull();
  });

  it('[FORM-037] any other email field must be a valid email, else the message with the example address', () => {
    expect(validateField({ id: 'e', type: 'email', required: true }, '')).toBe(EMAIL_MESSAGE);
    expect(validateField({ id: 'e', type: 'email' }, 'not-an-email')).toBe(EMAIL_MESSAGE);
    expect(validateField({ id: 'e', type: 'email', required: true }, 'ada@example.com')).toBeNull();
  });
});

describe('textarea max length (document 000 §5)', () => {
  const textarea: FormFieldDefinition = { id: 'm', type: 'textarea', maxLength: 10 };

  it('[FORM-038] a textarea longer than its max length fails with the character limit message', () => {
    expect(validateField(textarea, '12345678901')).toBe('You have exceeded the character limit.');
    expect(validateField(textarea, '1234567890')).toBeNull();
  });

  it('[FORM-039] an empty optional textarea with a max length passes', () => {
    expect(validateField(textarea, '')).toBeNull();
  });

  it('[WID-014] [WID-015] the live counter shows n / max when max is above 0 and turns to its error state over the limit', () => {
    expect(characterCount('hello', 10)).toEqual({ text: '5 / 10', over: false });
    expect(characterCount('hello world', 10)).toEqual({ text: '11 / 10', over: true });
    expect(characterCount('hello', 0)).toBeNull();
    expect(characterCount('hello', undefined)).toBeNull();
  });
});

describe('other field rules', () => {
  it('[FORM-033] a US zip code is valid only when it is exactly 5 digits', () => {
    expect(isValidUsZip('62701')).toBe(true);
    for (const zip of ['6270', '627011', '62701-1234', 'abcde', ' 62701', '']) expect(isValidUsZip(zip), zip).toBe(false);
  });

  it('[FORM-033] an address in the United States with a zip that is not 5 digits is invalid; other countries are not checked', () => {
    const address: FormFieldDefinition = { id: 'a', type: 'address', title: 'Address' };
    const at = (zip: string, country: string) => ['1 Main St', '', 'Springfield', 'IL', zip, country];
    expect(validateField(address, at('6270', 'United States'))).toBe('Zip code is not valid. A US zip code is exactly 5 digits.');
    expect(validateField(address, at('6270', ''))).toBe('Zip code is not valid. A US zip code is exactly 5 digits.');
    expect(validateField(address, at('62701', 'USA'))).toBeNull();
    expect(validateField(address, at('SW1A 1AA', 'United Kingdom'))).toBeNull();
  });

  it('a required field must hold something: text, every required part, a checked option, every likert answer', () => {
    expect(validateField({ id: 't', type: 'text', title: 'Company', required: true }, '  ')).toBe('Company is required.');
    expect(validateField({ id: 'n', type: 'name', title: 'Name', required: true }, ['Ada', ''])).toBe('Name is required.');
    expect(validateField({ id: 'a', type: 'address', title: 'Address', required: true }, ['1 Main St', '', 'Town', 'IL', '62701', 'US'])).toBeNull();
    expect(validateField({ id: 'p', type: 'phone', title: 'Phone', required: true }, ['', '555', '010', '1234'])).toBeNull();
    expect(validateField({ id: 'c', type: 'checkbox', title: 'Interests', required: true }, [])).toBe('Interests is required.');
    const likert: FormFieldDefinition = { id: 'l', type: 'likert', title: 'Survey', required: true, options: ['A', 'B'] };
    expect(validateField(likert, { A: '1' })).toBe('Survey is required.');
    expect(validateField(likert, { A: '1', B: '-2' })).toBeNull();
    expect(validateField({ id: 's', type: 'section', required: true }, undefined)).toBeNull();
  });
});

describe('whole-form validation', () => {
  const fields: FormFieldDefinition[] = [
    { id: 'email', type: 'email', required: true },
    { id: 'message', type: 'textarea', maxLength: 5 },
    { id: 'company', type: 'text' },
  ];

  it('[FORM-040] any invalid field gives the whole-form message, with each invalid field marked', () => {
    expect(validateForm(fields, { email: 'x', message: 'too long', company: '' })).toEqual({
      fieldErrors: { email: EMAIL_MESSAGE, message: 'You have exceeded the character limit.' },
      formError: 'One or more fields is invalid, please check your entries.',
    });
  });

  it('[FORM-040] a valid form has no errors at all', () => {
    expect(validateForm(fields, { email: 'a@b.co', message: 'ok', company: '' })).toEqual({ fieldErrors: {}, formError: null });
  });
});
