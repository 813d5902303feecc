/** Spec literals of forms (document 000 §3–§9, document 002 §3 and §5), each with its ID. */

/** [FORM-015] The submit button's text while the form is submitting (one ellipsis character). */
export const SUBMITTING_TEXT = 'Submitting…';

/** [FORM-041] */
export const PROCESSING_ERROR_MESSAGE = 'Error processing form submission. Please reload and try again.';
/** [FORM-042] [FORM-054] The unknown-error message. */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error, please try again later.';
/** [FORM-028] */
export const CAPTCHA_INCOMPLETE_MESSAGE = 'Complete CAPTCHA before submitting.';
/** [FORM-043] [FORM-027] */
export const SUBMISSION_KEY_MESSAGE = 'Could not get a form submission key, please try again later.';
/** [FORM-044] */
export const UNPARSABLE_FIELDS_MESSAGE = 'Could not parse the form fields, please check your entries.';
/** [FORM-040] The whole-form message when any field is invalid. */
export const INVALID_FORM_MESSAGE = 'One or more fields is invalid, please check your entries.';
/** [FORM-045] Shown above the form after a failure. */
export const SCROLL_DOWN_NOTICE = 'Your form has encountered a problem. Please scroll down to review.';
/** [FORM-046] [FORM-049] Shown below the form after a failure: the 'errors above' message. */
export const SCROLL_UP_NOTICE = 'Your form has encountered a problem. Please scroll up to review.';

/** [FORM-050] [FORM-051] [FORM-052] [FORM-053] Messages by SaveFormSubmission answer status. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
};

/** [FORM-047] The status whose data.errors marks fields. */
export const FIELD_ERRORS_STATUS = 400;

/** [FORM-037] The example address that fills the {email} placeholder (ARCHITECTURE.md reading). */
export const EXAMPLE_EMAIL = 'name@example.com';
/** [FORM-037] */
export const INVALID_EMAIL_MESSAGE = `Email is not valid. Email addresses should follow the format ${EXAMPLE_EMAIL}.`;
/** [FORM-038] */
export const CHARACTER_LIMIT_MESSAGE = 'You have exceeded the character limit.';

/** [FORM-034] A valid email is 3 to 256 characters long. */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;
/**
 * [FORM-035] A valid email: a local part of dot-separated atoms (the characters RFC 5322 allows
 * unquoted), '@', domain labels (letters, digits, inner hyphens) each ending in '.', and a
 * top-level part of 2 to 4 letters.
 */
export const EMAIL_PATTERN = /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?\.)+[A-Za-z]{2,4}$/;
/**
 * The widened rule a site may choose (`emailRule: 'wide'`, README): the same local part and
 * domain labels, and a top-level part of 2 to 63 letters (a DNS label's length, so
 * `name@company.online` and `jo@studio.photography` pass) or an internationalised `xn--` label.
 */
export const WIDE_EMAIL_PATTERN = /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z\d-]{1,59})$/;
/** The email rules a form can use: the spec's (FORM-035, the default) or the widened one. */
export const EMAIL_RULES = ['spec', 'wide'] as const;
export const DEFAULT_EMAIL_RULE = 'spec';
/** [FORM-033] A US zip code is exactly 5 digits. */
export const US_ZIP_PATTERN = /^[0-9]{5}$/;

/**
 * Messages the spec leaves open (recorded as readings in README.md): an empty required field
 * and a US zip code that is not 5 digits.
 */
export const requiredMessage = (title: string) => `${title} is required.`;
export const US_ZIP_MESSAGE = 'Zip code is not valid. A US zip code is exactly 5 digits.';
/** Address countries whose zip code is checked as a US zip code [FORM-033]. */
export const US_COUNTRY_NAMES: readonly string[] = ['united states', 'united states of america', 'us', 'usa'];

/** [FORM-011] [ENUM-001] The likert scale: value and label, -2 to 2. */
export const LIKERT_SCALE: readonly { value: string; label: string }[] = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
];

/** [BLK-077] A captcha renders compact in a container under 320 px wide, otherwise normal. */
export const CAPTCHA_COMPACT_BELOW_PX = 320;
/** [BLK-070] The newsletter block uses its small layout in a container under 320 px wide. */
export const NEWSLETTER_SMALL_BELOW_PX = 320;
/** [BLK-078] */
export const CAPTCHA_NOT_SET_UP_MESSAGE = 'ReCaptcha has not been set up!';

/** The form API calls (document 000 §7). */
/** [FORM-026] */
export const SUBMISSION_KEY_PATH = '/api/form/FormSubmissionKey';
/** [FORM-030] */
export const SAVE_SUBMISSION_PATH = '/api/form/SaveFormSubmission';

/**
 * [FORM-063] .. [FORM-071] The field message catalogue of document 002 §5 (editor-side field
 * messages), with placeholders as written.
 */
export const FIELD_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  listRequired: 'A List must be selected',
  emailFormat: 'Emails must be formatted as {email}',
  linkFormat: 'Links must be formatted as {host} or {host}',
  invalidPageUrl: '{val} is not a valid page URL',
  unexpectedOption: '{val} is not one of the expected options',
  fileNameRequired: 'Please enter a file name',
  tagExists: 'This {tagType} already exists',
  oneTagAtATime: 'You may only edit one {tagType} at a time',
} as const;

/**
 * [FORM-055] .. [FORM-062] The settings a site owner can edit on each field type (document 002
 * §3). Every field also has its id, type and title. The textarea's maxLength is only editable
 * when its flag is on [FORM-056], so it is listed apart.
 */
export const EDITABLE_SETTINGS = {
  text: ['description', 'placeholder', 'required'],
  textarea: ['description', 'placeholder', 'required'],
  email: ['description', 'placeholder', 'required'],
  number: ['description', 'placeholder', 'required'],
  website: ['description', 'placeholder', 'required'],
  currency: ['description', 'currencySymbol', 'required'],
  password: ['description', 'required'],
  twitter: ['description', 'required'],
  date: ['description', 'required'],
  time: ['description', 'required'],
  name: ['description', 'required'],
  address: ['description', 'required'],
  phone: ['description', 'required', 'showCountryCode'],
  section: ['description', 'underline'],
  radio: ['description', 'options', 'required'],
  checkbox: ['description', 'options', 'required'],
  select: ['description', 'options', 'required'],
  likert: ['description', 'options', 'required'],
  hidden: ['key', 'value'],
} as const;
/** [FORM-056] The setting the textarea's flag adds. */
export const TEXTAREA_FLAGGED_SETTING = 'maxLength';

/** [BLK-079] Form block JSON that cannot be decoded is warned about and its render abandoned. */
export const FORM_BLOCK_DATA_ERROR = 'Error decoding form block data.';

/** The empty first choice of a select field (ours: the spec names none). */
export const SELECT_PLACEHOLDER_TEXT = 'Select an option';
/** Written after a required field's title (ours: the spec asks only that required fields be marked). */
export const REQUIRED_MARK_TEXT = ' (required)';
/** Rows of a paragraph field's text area (ours). */
export const TEXTAREA_ROWS = 5;
