/** Editor limits and utility constants (document 001 §9, 002 §2, §3, §5, §9), each with its ID. */

/** [CONST-010] The UI library base path. */
export const UI_LIBRARY_BASE_PATH = '/universal/yui3/3.17.2/';

/** [CONST-016] Position anchors: a 3 by 3 grid, row by row from top-left to bottom-right. */
export const POSITION_ANCHORS = /* @__PURE__ */ Object.freeze([
  'topLeft',
  'topCenter',
  'topRight',
  'centerLeft',
  'center',
  'centerRight',
  'bottomLeft',
  'bottomCenter',
  'bottomRight',
] as const);

/** [CONST-017] The body-area grid's default number of columns. */
export const GRID_COLUMNS = 12;

/** [CONST-018] Survey cohorts. */
export const SURVEY_COHORTS = /* @__PURE__ */ Object.freeze(['A', 'B', 'C', 'D', 'E'] as const);

/** [CONST-019] The default link title of a food-ordering service's connected account link. */
export const ORDER_LINK_DEFAULT_TITLE = 'Order Now';

/** [CONST-021] .. [CONST-025] The editor's limits. */
export const EDITOR_LIMITS = /* @__PURE__ */ Object.freeze({
  /** [CONST-021] */
  blocksPerLayout: 60,
  /** [CONST-022] */
  tracksPerAlbum: 60,
  /** [CONST-023] */
  itemsInUserOrderableCollection: 250,
  /** [CONST-024] */
  nestedCategories: 10000,
  /** [CONST-025] */
  photoHostingGalleries: 20,
  /** [CONST-025] */
  photoHostingGallerySize: 50,
});

/** [CONST-027] [CONST-028] The longest tag and category names. */
export const TAG_MAX_LENGTH = /* @__PURE__ */ Object.freeze({ tag: 50, category: 25 });

/** Messages for tags the spec does not word (ours); FORM-070 and FORM-071 are the form's catalogue. */
export const TAG_MESSAGES = /* @__PURE__ */ Object.freeze({
  tooLong: 'A {tagType} can be at most {max} characters long.',
  empty: 'A {tagType} needs a name.',
});

/** [CONST-029] A megabyte, where sizes are given in megabytes (upload limits). */
export const MEGABYTE = 1_000_000;

/** [CONST-030] File sizes are shown in 1024-based units. */
export const FILE_SIZE_BASE = 1024;
export const FILE_SIZE_UNITS = /* @__PURE__ */ Object.freeze(['B', 'KB', 'MB', 'GB', 'TB'] as const);

/** [CONST-031] The adaptive throttle keeps this many run times. */
export const THROTTLE_SAMPLES = 22;
/** [CONST-032] ...and waits this many times their average between runs. */
export const THROTTLE_WAIT_FACTOR = 2;
