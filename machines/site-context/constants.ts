/** Spec literals of the site context (001 §3, 002 §2, §3, §9), each with its requirement ID. */

/** [CONST-005] A store's selected currency, when the context names none. */
export const DEFAULT_STORE_CURRENCY = 'USD';

/** [CONST-011] The named surfaces (the slice types of ENUM-007 by name). */
export const NAMED_SURFACES = /* @__PURE__ */ Object.freeze(['coverPage', 'lockScreen', 'popupOverlay'] as const);

/** [CONST-012] Page types named besides the numbered ones: checkout and style. */
export const NAMED_PAGE_TYPES = /* @__PURE__ */ Object.freeze(['checkout', 'style'] as const);

/** [CONST-013] Collection views. */
export const COLLECTION_VIEWS = /* @__PURE__ */ Object.freeze(['list', 'grid', 'product'] as const);

/** [CONST-014] Editor device views. */
export const EDITOR_DEVICE_VIEWS = /* @__PURE__ */ Object.freeze(['desktop', 'phone', 'tablet'] as const);

/** The warning a site context with refused fields is logged with (our wording). */
export const SITE_CONTEXT_WARNING = 'Site context: some values could not be read; their defaults are used.';

/**
 * [CONST-033] The environments told apart by host name (the spec names them, not their
 * patterns: these are ours). A label of the host, anywhere in it, decides: `internal`,
 * `stage` (or `staging`), `qa` followed by its number, `dev`; `localhost`, loopback
 * addresses and `.local`/`.test` hosts are dev too. Any other host is production.
 */
export const ENVIRONMENT_PATTERNS = /* @__PURE__ */ Object.freeze({
  internal: /(^|[.-])internal([.-]|$)/i,
  stage: /(^|[.-])stag(e|ing)\d*([.-]|$)/i,
  qa: /(^|[.-])qa-?(\d+)([.-]|$)/i,
  dev: /(^|[.-])dev\d*([.-]|$)|^localhost$|^127(\.\d{1,3}){3}$|^\[?::1\]?$|\.(local|test|localhost)$/i,
});
