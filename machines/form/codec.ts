import * as t from 'io-ts';
import { linkProps } from '../links/classify.ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { EDITABLE_SETTINGS, FORM_BLOCK_DATA_ERROR, TEXTAREA_FLAGGED_SETTING } from './constants.ts';
import { FIELD_KINDS, type FieldKind, type FormFieldDefinition } from './fields.ts';

const FieldKindCodec = t.keyof(Object.fromEntries(FIELD_KINDS.map((kind) => [kind, null])) as Record<FieldKind, null>);

const FieldCodec = t.intersection([
  t.type({ id: t.string, type: FieldKindCodec }),
  t.partial({
    title: t.string,
    description: t.string,
    placeholder: t.string,
    required: t.boolean,
    maxLength: t.number,
    options: t.array(t.string),
    showCountryCode: t.boolean,
    currencySymbol: t.string,
    underline: t.boolean,
    key: t.string,
    value: t.string,
  }),
]);

const CaptchaModeCodec = t.keyof({ none: null, required: null, bound: null });

const FormBlockCodec = t.intersection([
  t.type({ formId: t.string, submitButtonText: t.string, fields: t.array(FieldCodec) }),
  t.partial({
    successMessage: t.string,
    successHtml: t.string,
    successRedirect: t.string,
    captcha: CaptchaModeCodec,
    newsletter: t.boolean,
    /** [FORM-056] The flag that makes a textarea's maxLength editable. */
    maxLengthEnabled: t.boolean,
    collectionId: t.string,
    objectName: t.string,
    isOverlayForm: t.boolean,
    /** [FORM-035] 'spec' (default) or 'wide': which email grammar the form checks (README). */
    emailRule: t.keyof({ spec: null, wide: null }),
  }),
]);

export type CaptchaMode = t.TypeOf<typeof CaptchaModeCodec>;
/** A form block as its JSON decodes, with its fields. */
export type FormBlockData = Omit<t.TypeOf<typeof FormBlockCodec>, 'fields'> & { fields: FormFieldDefinition[] };
/** The decoded block, or the refusal with the form's data error message. */
export type FormBlockDecoding = Extract<Decoded<FormBlockData>, { ok: true }> | (Extract<Decoded<FormBlockData>, { ok: false }> & { error: string });

/** [FORM-055] .. [FORM-062] Keeps of a field only id, type, title and its type's editable settings. */
function editableField(field: t.TypeOf<typeof FieldCodec>, maxLengthEnabled: boolean): FormFieldDefinition {
  const allowed: readonly string[] = EDITABLE_SETTINGS[field.type];
  const kept: Record<string, unknown> = { id: field.id, type: field.type };
  if (field.title !== undefined) kept.title = field.title;
  for (const [name, value] of Object.entries(field)) {
    const flagged = name === TEXTAREA_FLAGGED_SETTING && field.type === 'textarea' && maxLengthEnabled;
    if (value !== undefined && (allowed.includes(name) || flagged)) kept[name] = value;
  }
  return kept as unknown as FormFieldDefinition;
}

/**
 * Decodes the JSON text of a form block: typed data, or the error when it does not parse, has
 * the wrong shape, or repeats a field id (so the page warns and skips the block).
 */
export function decodeFormBlock(json: string): FormBlockDecoding {
  const parsed = parseJson(json);
  return parsed.ok ? decodeFormBlockData(parsed.value) : { ok: false, error: FORM_BLOCK_DATA_ERROR, details: [parsed.message] };
}

/** Decodes form block data already parsed from JSON (see `decodeFormBlock`). */
export function decodeFormBlockData(value: unknown): FormBlockDecoding {
  const decoded = decodeWith(FormBlockCodec, value);
  if (!decoded.ok) return { ok: false, error: FORM_BLOCK_DATA_ERROR, details: decoded.details };
  const ids = decoded.data.fields.map((field) => field.id);
  if (new Set(ids).size !== ids.length) return { ok: false, error: FORM_BLOCK_DATA_ERROR, details: ['fields: field ids must be unique'] };
  // [FORM-021] A success redirect is followed as a link would be: never a script or other non-link address.
  const redirect = decoded.data.successRedirect;
  if (redirect !== undefined && redirect !== '' && linkProps(redirect) === null) {
    return { ok: false, error: FORM_BLOCK_DATA_ERROR, details: ['successRedirect: must be an address the site links to'] };
  }
  const maxLengthEnabled = decoded.data.maxLengthEnabled ?? false;
  return { ok: true, data: { ...decoded.data, fields: decoded.data.fields.map((field) => editableField(field, maxLengthEnabled)) } };
}

// [FORM-027] [FORM-032] The server's answers: io-ts guards in a module of their own (./answers.ts).
export { answerDataOf, decodeAnswerData, decodeKeyAnswer, keyAnswerOf, type FailedAnswerData } from './answers.ts';

// The machine's input of a decoded block, in a module of its own (./block-input.ts): a page whose form data the server decoded ships no block codec.
export { formInputOfBlock } from './block-input.ts';
