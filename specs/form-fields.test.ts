import { describe, expect, it } from 'vitest';
import { decodeFormBlock, type FormFieldDefinition } from '../machines/index.ts';
import { LIKERT_SCALE } from '../machines/form/constants.ts';
import { readFormValues, extractFieldValue, extractFormValues, FIELD_KINDS, hiddenFieldValue, initialFormValues } from '../machines/form/fields.ts';
import { fieldMessage } from '../machines/form/logic.ts';
import { buildSubmissionPayload } from '../machines/form/payload.ts';

const field = (type: FormFieldDefinition['type'], extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition => ({ id: type, type, ...extra });

describe('form field values (document 000 §3)', () => {
  it('[FORM-004] reads address, checkbox, date, hidden, likert, name, phone, radio, select, time, text and section fields', () => {
    for (const kind of ['address', 'checkbox', 'date', 'hidden', 'likert', 'name', 'phone', 'radio', 'select', 'time', 'text', 'section'] as const) {
      expect(FIELD_KINDS).toContain(kind);
    }
    const fields = (['address', 'checkbox', 'date', 'likert', 'name', 'phone', 'radio', 'select', 'time', 'text', 'section'] as const).map((kind) =>
      field(kind, kind === 'likert' ? { options: ['Q'] } : {}),
    );
    const values = extractFormValues(fields, initialFormValues(fields));
    expect(Object.keys(values).sort()).toEqual(['address', 'checkbox', 'date', 'likert', 'name', 'phone', 'radio', 'select', 'text', 'time']);
  });

  it('[FORM-005] a section field has no value and is left out of the submission', () => {
    expect(extractFieldValue(field('section'), undefined)).toBeUndefined();
    expect(initialFormValues([field('section')])).toEqual({});
    expect(extractFormValues([field('section'), field('text')], { text: 'x' })).toEqual({ text: 'x' });
  });

  it('[FORM-006] date, name, time and address fields yield the list of their parts', () => {
    expect(extractFieldValue(field('date'), ['05', '17', '2025'])).toEqual(['05', '17', '2025']);
    expect(extractFieldValue(field('name'), ['Ada', 'Lovelace'])).toEqual(['Ada', 'Lovelace']);
    expect(extractFieldValue(field('time'), ['09', '30', 'AM'])).toEqual(['09', '30', 'AM']);
    expect(extractFieldValue(field('address'), ['1 Main St', '', 'Springfield', 'IL', '62701', 'United States'])).toEqual([
      '1 Main St',
      '',
      'Springfield',
      'IL',
      '62701',
      'United States',
    ]);
    expect(initialFormValues([field('name'), field('date'), field('time'), field('address')])).toEqual({
      name: ['', ''],
      date: ['', '', ''],
      time: ['', '', ''],
      address: ['', '', '', '', '', ''],
    });
  });

  it('[FORM-007] a phone of 3 parts gets an empty country part in front; 4 parts stay as they are', () => {
    expect(extractFieldValue(field('phone'), ['555', '010', '1234'])).toEqual(['', '555', '010', '1234']);
    expect(extractFieldValue(field('phone', { showCountryCode: true }), ['44', '20', '7946', '0958'])).toEqual(['44', '20', '7946', '0958']);
    expect(initialFormValues([field('phone'), { id: 'intl', type: 'phone', showCountryCode: true }])).toEqual({ phone: ['', '', ''], intl: ['', '', '', ''] });
  });

  it('[FORM-008] a radio field yields its one selected value', () => {
    expect(extractFieldValue(field('radio', { options: ['Email', 'Phone'] }), 'Phone')).toBe('Phone');
    expect(extractFieldValue(field('radio'), '')).toBe('');
  });

  it('[FORM-009] a checkbox field yields the list of its checked values', () => {
    expect(extractFieldValue(field('checkbox'), ['Sales', 'Workshops'])).toEqual(['Sales', 'Workshops']);
    expect(extractFieldValue(field('checkbox'), [])).toEqual([]);
  });

  it('[FORM-010] a select field yields its value', () => {
    expect(extractFieldValue(field('select', { options: ['Order', 'Returns'] }), 'Returns')).toBe('Returns');
  });

  it('[FORM-011] [ENUM-001] a likert field maps each answered question to its answer on the -2..2 scale', () => {
    expect(LIKERT_SCALE).toEqual([
      { value: '-2', label: 'Strongly Disagree' },
      { value: '-1', label: 'Disagree' },
      { value: '0', label: 'Neutral' },
      { value: '1', label: 'Agree' },
      { value: '2', label: 'Strongly Agree' },
    ]);
    const likert = field('likert', { options: ['Fast', 'Friendly', 'Cheap'] });
    expect(extractFieldValue(likert, { Fast: '2', Friendly: '-1', Cheap: '' })).toEqual({ Fast: '2', Friendly: '-1' });
  });

  it('[FORM-012] a hidden field yields the query-string value of its name when present, else its own value', () => {
    const hidden = field('hidden', { key: 'utm_source', value: 'direct' });
    expect(hiddenFieldValue(hidden, '?utm_source=newsletter&x=1')).toBe('newsletter');
    expect(hiddenFieldValue(hidden, '?other=1')).toBe('direct');
    expect(hiddenFieldValue(hidden, '?utm_source=')).toBe('');
    expect(hiddenFieldValue({ id: 'ref', type: 'hidden' }, '?ref=a%20b')).toBe('a b');
    expect(initialFormValues([hidden], '?utm_source=ad')).toEqual({ hidden: 'ad' });
  });

  it('[FORM-013] any other field kind yields its single value', () => {
    for (const kind of ['text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter'] as const) {
      expect(extractFieldValue(field(kind), 'value')).toBe('value');
    }
  });
});

describe('submission payloads (document 000 §3)', () => {
  const values = { name: ['Ada', 'Lovelace'], email: 'ada@example.com' };

  it('[FORM-002] a form block payload carries key, formId, collectionId, objectName, isOverlayForm, submitButtonText, form JSON, captchaKey and analytics fields', () => {
    const payload = buildSubmissionPayload({
      payloadShape: 'formBlock',
      key: 'k1',
      formId: 'contact',
      collectionId: 'c1',
      objectName: 'block-1',
      isOverlayForm: true,
      submitButtonText: 'Send',
      values,
      captchaKey: 'token',
      analytics: { pagePath: '/contact', pageTitle: 'Contact', key: 'cannot override' },
    });
    expect(payload).toEqual({
      key: 'k1',
      formId: 'contact',
      collectionId: 'c1',
      objectName: 'block-1',
      isOverlayForm: true,
      submitButtonText: 'Send',
      form: JSON.stringify(values),
      captchaKey: 'token',
      pagePath: '/contact',
      pageTitle: 'Contact',
    });
    expect(JSON.parse(payload.form)).toEqual(values);
  });

  it('[FORM-003] a page block payload carries key, form as JSON text, an optional captchaKey and the event fields', () => {
    const base = { payloadShape: 'pageBlock' as const, key: 'k2', formId: 'ignored', submitButtonText: 'Go', values, analytics: { sectionId: 's1', blockId: 'b1' } };
    expect(buildSubmissionPayload({ ...base, captchaKey: null })).toEqual({ key: 'k2', form: JSON.stringify(values), sectionId: 's1', blockId: 'b1' });
    expect(buildSubmissionPayload({ ...base, captchaKey: 't' })).toMatchObject({ key: 'k2', captchaKey: 't' });
  });
});

describe('form block data (decoded at the edge)', () => {
  const block = (fields: unknown[], extra: object = {}) => JSON.stringify({ formId: 'f', submitButtonText: 'Send', fields, ...extra });

  it('decodes a valid block', () => {
    const decoded = decodeFormBlock(block([{ id: 'email', type: 'email', title: 'Email', required: true }], { captcha: 'bound' }));
    expect(decoded).toEqual({
      ok: true,
      data: { formId: 'f', submitButtonText: 'Send', captcha: 'bound', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] },
    });
  });

  it('[BLK-079] JSON that does not parse, has the wrong shape, an unknown field kind or a repeated id gives the error, never a crash', () => {
    for (const json of ['{"formId":', '[]', block([{ id: 'a', type: 'colour' }]), block([{ id: 'a', type: 'text', required: 'yes' }]), block([{ id: 'a', type: 'text' }, { id: 'a', type: 'email' }]), JSON.stringify({ formId: 'f', fields: [] }), block([], { captcha: 'maybe' })]) {
      const decoded = decodeFormBlock(json);
      expect(decoded.ok, json).toBe(false);
      if (!decoded.ok) expect(decoded.error).toBe('Error decoding form block data.');
    }
  });

  it('[FORM-055] text, textarea, email, number and website keep description, placeholder and required', () => {
    for (const type of ['text', 'textarea', 'email', 'number', 'website']) {
      const decoded = decodeFormBlock(block([{ id: 'x', type, description: 'd', placeholder: 'p', required: true, options: ['no'], underline: true }]));
      expect(decoded.ok && decoded.data.fields[0]).toEqual({ id: 'x', type, description: 'd', placeholder: 'p', required: true });
    }
  });

  it('[FORM-056] a textarea keeps maxLength only when its flag is on', () => {
    const textarea = [{ id: 'm', type: 'textarea', maxLength: 200 }];
    const off = decodeFormBlock(block(textarea));
    const on = decodeFormBlock(block(textarea, { maxLengthEnabled: true }));
    const onText = decodeFormBlock(block([{ id: 't', type: 'text', maxLength: 200 }], { maxLengthEnabled: true }));
    expect(off.ok && off.data.fields[0]).toEqual({ id: 'm', type: 'textarea' });
    expect(on.ok && on.data.fields[0]).toEqual({ id: 'm', type: 'textarea', maxLength: 200 });
    expect(onText.ok && onText.data.fields[0]).toEqual({ id: 't', type: 'text' });
  });

  it('[FORM-057] a currency field keeps description, currencySymbol and required', () => {
    const decoded = decodeFormBlock(block([{ id: 'c', type: 'currency', description: 'd', currencySymbol: '€', required: false, placeholder: 'p' }]));
    expect(decoded.ok && decoded.data.fields[0]).toEqual({ id: 'c', type: 'currency', description: 'd', currencySymbol: '€', required: false });
  });

  it('[FORM-058] password, twitter, date, time, name and address keep description and required only', () => {
    for (const type of ['password', 'twitter', 'date', 'time', 'name', 'address']) {
      const decoded = decodeFormBlock(block([{ id: 'x', type, description: 'd', required: true, placeholder: 'p' }]));
      expect(decoded.ok && decoded.data.fields[0]).toEqual({ id: 'x', type, description: 'd', required: true });
    }
  });

  it('[FORM-059] a phone field adds showCountryCode', () => {
    const decoded = decodeFormBlock(block([{ id: 'p', type: 'phone', description: 'd', required: true, showCountryCode: true }]));
    expect(decoded.ok && decoded.data.fields[0]).toEqual({ id: 'p', type: 'phone', description: 'd', required: true, showCountryCode: true });
  });

  it('[FORM-060] a section keeps description and underline', () => {
    const decoded = decodeFormBlock(block([{ id: 's', type: 'section', title: 'About', description: 'd', underline: true, required: true }]));
    expect(decoded.ok && decoded.data.fields[0]).toEqual({ id: 's', type: 'section', title: 'About', description: 'd', underline: true });
  });

  it('[FORM-061] radio, checkbox, select and likert keep description, options and required', () => {
    for (const type of ['radio', 'checkbox', 'select', 'likert']) {
      const decoded = decodeFormBlock(block([{ id: 'x', type, description: 'd', options: ['a', 'b'], required: true, placeholder: 'p' }]));
      expect(decoded.ok && decoded.data.fields[0]).toEqual({ id: 'x', type, description: 'd', options: ['a', 'b'], required: true });
    }
  });

  it('[FORM-062] a hidden field keeps key and value', () => {
    const decoded = decodeFormBlock(block([{ id: 'h', type: 'hidden', key: 'utm_source', value: 'direct', required: true, description: 'd' }]));
    expect(decoded.ok && decoded.data.fields[0]).toEqual({ id: 'h', type: 'hidden', key: 'utm_source', value: 'direct' });
  });

  it('a renderer reading values from the page checks each against its field: a value of the wrong shape is refused', () => {
    const fields: FormFieldDefinition[] = [field('name'), field('checkbox'), field('likert'), field('text'), field('section')];
    const good = { name: ['a', 'b'], checkbox: ['x'], likert: { Q: '1' }, text: 't' };
    expect(readFormValues(fields, good)).toEqual(good);
    for (const bad of [null, 'text', [], { ...good, name: ['only one part'] }, { ...good, checkbox: 'x' }, { ...good, likert: { Q: 1 } }, { ...good, text: 3 }, { name: ['a', 'b'] }]) {
      expect(readFormValues(fields, bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('the field message catalogue (document 002 §5)', () => {
  it('[FORM-063] contains Please enter a valid email', () => {
    expect(fieldMessage('invalidEmail')).toBe('Please enter a valid email');
  });
  it('[FORM-064] contains A List must be selected', () => {
    expect(fieldMessage('listRequired')).toBe('A List must be selected');
  });
  it('[FORM-065] contains Emails must be formatted as {email}, filled with the example address', () => {
    expect(fieldMessage('emailFormat')).toBe('Emails must be formatted as {email}');
    expect(fieldMessage('emailFormat', { email: 'name@example.com' })).toBe('Emails must be formatted as name@example.com');
  });
  it('[FORM-066] contains Links must be formatted as {host} or {host}', () => {
    expect(fieldMessage('linkFormat')).toBe('Links must be formatted as {host} or {host}');
    expect(fieldMessage('linkFormat', { host: 'example.com' })).toBe('Links must be formatted as example.com or example.com');
  });
  it('[FORM-067] contains {val} is not a valid page URL', () => {
    expect(fieldMessage('invalidPageUrl', { val: '/nope' })).toBe('/nope is not a valid page URL');
  });
  it('[FORM-068] contains {val} is not one of the expected options', () => {
    expect(fieldMessage('unexpectedOption', { val: 'Purple' })).toBe('Purple is not one of the expected options');
  });
  it('[FORM-069] contains Please enter a file name', () => {
    expect(fieldMessage('fileNameRequired')).toBe('Please enter a file name');
  });
  it('[FORM-070] contains This {tagType} already exists', () => {
    expect(fieldMessage('tagExists', { tagType: 'tag' })).toBe('This tag already exists');
  });
  it('[FORM-071] contains You may only edit one {tagType} at a time', () => {
    expect(fieldMessage('oneTagAtATime', { tagType: 'category' })).toBe('You may only edit one category at a time');
  });
});
