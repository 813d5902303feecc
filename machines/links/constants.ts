/** Spec literals of links (document 002 §2, §3, §5), each with its requirement ID. */

/** [LINK-001] The kinds a link is classified into, in the order the rules are tried. */
export const LINK_KINDS = ['empty', 'misc-protocol', 'malformed', 'anchor', 'external', 'file', 'content'] as const;

/** [LINK-003] The protocols that are not "misc": everything else is. */
export const WEB_PROTOCOLS: readonly string[] = ['http', 'https', 'ftp'];

/** [LINK-007] A path starting with /s/ is a file link. */
export const FILE_LINK_PREFIX = '/s/';

/**
 * [LINK-009] .. [LINK-015] Each kind of link must be under this many characters (the whole
 * link as written, its scheme or # included).
 */
export const LINK_LENGTH_CAPS = /* @__PURE__ */ Object.freeze({
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internal: 150,
});

/** [LINK-016] A tel number: at least 4 characters, each a digit, plus or minus. */
export const TEL_NUMBER_PATTERN = /^[0-9+-]{4,}$/;
/** [LINK-017] An sms target: numbers (digits, plus or minus) separated by commas. */
export const SMS_NUMBERS_PATTERN = /^[0-9+-]+(,[0-9+-]+)*$/;
/** [LINK-019] A mail domain ends with an extension: a dot and at least two letters. */
export const MAIL_DOMAIN_PATTERN = /^[^@\s]+\.[a-z]{2,}$/i;
/** [LINK-020] A URL's top-level domain: 2 or 3 letters (of any script, as written). */
export const TOP_LEVEL_DOMAIN_PATTERN = /^\p{L}{2,3}$/u;

/** The rel every rendered external link carries (the site's links never hand over the page). */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

/** Schemes a site renders as links besides the web's (their own apps open them). */
export const RENDERED_MISC_SCHEMES: readonly string[] = ['mailto', 'tel', 'sms'];

/**
 * The examples that fill the editor's link messages (FORM-065, FORM-066): ARCHITECTURE's
 * reading fills placeholders with example values; `{host} or {host}` names the two web forms.
 */
export const LINK_EXAMPLES = /* @__PURE__ */ Object.freeze({
  email: 'name@example.com',
  hosts: ['http://www.example.com', 'https://www.example.com'] as const,
  tel: 'tel:+1-555-0100',
  sms: 'sms:+1-555-0100,+1-555-0101',
});

/** How the length-cap message names each kind of link (our words: the spec gives none). */
export const LINK_CAP_LABELS = /* @__PURE__ */ Object.freeze({
  anchor: 'Anchor links',
  tel: 'Phone links',
  sms: 'Text message links',
  mailto: 'Email links',
  javascript: 'JavaScript links',
  ftp: 'FTP links',
  internal: 'Links to pages of this site',
});

/** The editor's messages the spec does not word (ours, in the spec's style). */
export const LINK_MESSAGES = /* @__PURE__ */ Object.freeze({
  tooLong: '{label} must be under {cap} characters.',
  telFormat: 'Phone links must be formatted as {tel}',
  smsFormat: 'Text message links must be formatted as {sms}',
});

/** A `{val}` longer than this is shortened in messages, so a 10,000-character link stays readable. */
export const MESSAGE_VALUE_MAX = 80;

/** [LINK-023] The only tokens a blog URL pattern may hold. */
export const BLOG_URL_TOKENS = ['%y', '%m', '%d', '%t'] as const;

/** [LINK-027] A content path: /pages/ and 24 alphanumeric characters. */
export const CONTENT_PATH_PATTERN = /^\/pages\/[A-Za-z0-9]{24}$/;
export const CONTENT_PATH_PREFIX = '/pages/';
export const CONTENT_ID_LENGTH = 24;

/** [LINK-029] The text filter names. */
export const TEXT_FILTERS = ['url-slug', 'url-slug-with-slash'] as const;

/** The warning for an address from block data the site will not follow (our wording). */
export const LINK_NOT_FOLLOWED = 'Not an address the site follows; ignored:';
