import type { SubmittedValue } from './fields.ts';

/** Extra fields a submission carries for analytics (pagePath, pageTitle and the like). */
export type AnalyticsFields = Readonly<Record<string, string>>;

/** [FORM-002] The submission payload of a form block. */
export interface FormBlockPayload {
  key: string;
  formId: string;
  collectionId: string | null;
  objectName: string | null;
  isOverlayForm: boolean;
  submitButtonText: string;
  /** JSON text of the field values keyed by field id. */
  form: string;
  captchaKey: string | null;
  [analyticsField: string]: string | boolean | null;
}

/** [FORM-003] The submission payload of a form on a page block. */
export interface PageBlockPayload {
  key: string;
  form: string;
  captchaKey?: string;
  [eventField: string]: string | undefined;
}

export type SubmissionPayload = FormBlockPayload | PageBlockPayload;

/** Where a form sits, which decides the payload's shape. */
export type PayloadShape = 'formBlock' | 'pageBlock';

export interface PayloadParts {
  payloadShape: PayloadShape;
  key: string;
  formId: string;
  collectionId?: string | null;
  objectName?: string | null;
  isOverlayForm?: boolean;
  submitButtonText: string;
  values: Readonly<Record<string, SubmittedValue>>;
  captchaKey: string | null;
  /** Analytics fields (form block) or intra-page event fields (page block). */
  analytics?: AnalyticsFields;
}

/**
 * Builds the payload of one submission. The named fields come last so an analytics or event
 * field can never overwrite them.
 */
export function buildSubmissionPayload(parts: PayloadParts): SubmissionPayload {
  const { key, captchaKey, analytics } = parts;
  const form = JSON.stringify(parts.values);
  // [FORM-003] key, form as JSON text, an optional captchaKey, and the event fields.
  if (parts.payloadShape === 'pageBlock') return { ...analytics, key, form, ...(captchaKey === null ? {} : { captchaKey }) };
  // [FORM-002]
  return {
    ...analytics,
    key,
    formId: parts.formId,
    collectionId: parts.collectionId ?? null,
    objectName: parts.objectName ?? null,
    isOverlayForm: parts.isOverlayForm ?? false,
    submitButtonText: parts.submitButtonText,
    form,
    captchaKey,
  };
}
