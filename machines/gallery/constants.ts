/** Spec literals of the gallery layer (spec 001 §2-§9), each with its requirement ID. */

/** [GAL-025] currentIndex defaults to 0. */
export const DEFAULT_CURRENT_INDEX = 0;
/** [GAL-034] loop defaults to false. */
export const DEFAULT_LOOP = false;
/** [GAL-020] autoplay defaults to false. */
export const DEFAULT_AUTOPLAY = false;
/** [GAL-022] The autoplay timeout defaults to 5000 ms. */
export const DEFAULT_AUTOPLAY_TIMEOUT_MS = 5000;
/** [GAL-021] autoplayOptions.randomize defaults to true. */
export const DEFAULT_RANDOMIZE = true;
/** [GAL-028] historyHash defaults to false. */
export const DEFAULT_HISTORY_HASH = false;
/** [GAL-029] inMotion defaults to false. */
export const DEFAULT_IN_MOTION = false;
/** [GAL-030] keyboard defaults to true. */
export const DEFAULT_KEYBOARD = true;
/** [GAL-032] lazyLoad defaults to false. */
export const DEFAULT_LAZY_LOAD = false;
/** [GAL-026] design defaults to base. */
export const DEFAULT_DESIGN = 'base';
/**
 * [GAL-085] The lightbox variant of autoplay: a slide every 1000 ms, resuming 1000 ms after the
 * visitor's last interaction.
 */
export const LIGHTBOX_AUTOPLAY_TIMEOUT_MS = 1000;
export const LIGHTBOX_AUTOPLAY_RESUME_MS = 1000;

/** [GAL-031] keys: previous is key-down 37, next is key-down 39 (`KeyboardEvent.key` names). */
export const KEY_CODES = { previous: 37, next: 39 } as const;
export const KEYS = { previous: 'ArrowLeft', next: 'ArrowRight' } as const;

/** [GAL-027] The elements a gallery names. */
export const GALLERY_ELEMENTS = ['next', 'previous', 'currentIndex', 'totalSlides', 'controls'] as const;

/** [GAL-009] The query parameter that turns autoplay off when equal to 'true'. */
export const NOMOTION_PARAM = 'nomotion';

/** [GAL-047] [GAL-041] [GAL-048] Class names templates depend on. */
export const ACTIVE_SLIDE_CLASS = 'sqs-active-slide';
export const DISABLED_CONTROL_CLASS = 'sqs-disabled';
export const CONTROLS_DISABLED_CLASS = 'sqs-gallery-controls-disabled';

/** [GAL-035] Slide attributes. */
export const SLIDE_ATTRIBUTES = [
  'data-slide-id',
  'data-slide-url',
  'data-title',
  'data-description',
  'data-lightbox-theme',
  'data-type',
  'data-click-through-url',
] as const;

/** [GAL-036] Class of the wrapper that makes a slide a video slide: the video layer's literal. */
export { VIDEO_WRAPPER_CLASS } from '../video/wrapper.ts';

/** [GAL-010] Gallery block types and the layout each maps to; any other type is the base layout. */
export const BLOCK_TYPE_LAYOUTS = {
  stacked: 'base',
  slider: 'strip',
  slideshow: 'stacked',
  grid: 'grid',
  autogrid: 'autogrid',
  autocolumns: 'autocolumns',
  carousel: 'carousel',
  list: 'list',
} as const;

/** [GAL-065] The error for a design name that does not exist ('X' is the name). */
export const designNotFoundError = (name: string) =>
  `These are not the gallery designs you are looking for (We could not find a design by the name ${name}).`;
/** [GAL-066] The short report for a missing design, followed by the loaded designs. */
export const DESIGN_NOT_FOUND = 'Design not found';
/** [GAL-067] A missing gallery container (the spec gives the sense, not the words). */
export const NO_CONTAINER_ERROR = 'No gallery container was found.';
/** [GAL-076] Block data that cannot be decoded. */
export const GALLERY_DECODE_ERROR = 'Error decoding gallery block data.';
export const GALLERY_EVALUATE_ERROR = 'Error evaluating gallery block data.';
/**
 * Schemes a slide's picture or click-through address may carry [GAL-014] (our reading: the
 * spec names none); any other (javascript:, data:, vbscript:) could run script, so the block
 * does not decode.
 */
export const SAFE_ADDRESS_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
/** [GAL-081] Binding a gallery to a node that is already bound. */
export const ALREADY_BOUND_WARNING = 'This node is already bound to a gallery.';
/** [GAL-023] pauseOnMouseover selectors that are not valid CSS (followed by them); the whole gallery pauses instead. */
export const INVALID_HOVER_SELECTOR_WARNING = 'pauseOnMouseover is not a valid selector list; hovering the whole gallery pauses autoplay instead:';
/** [GAL-082] Missing loaders. */
export const VIDEO_LOADER_NOT_FOUND = 'VideoLoader not found';
export const IMAGE_LOADER_NOT_FOUND = 'Loader2 not found';
/** [GAL-083] The removed tween global: its message is in ./tween-message.ts (every page's shell installs it, without the gallery's other constants). */
export { REMOVED_TWEEN_MESSAGE } from './tween-message.ts';

/** [GAL-086] Gallery animation: 0.5 s, cubic ease in and out. */
export const ANIMATION_MS = 500;
export const ANIMATION_EASING = 'cubic-bezier(0.645, 0.045, 0.355, 1)';
/** [GAL-087] The standard gallery transition lasts 0.3 s. */
export const STANDARD_TRANSITION_MS = 300;

/** [GAL-088] Default carousel gutter. */
export const CAROUSEL_GUTTER = 1;
/** [GAL-089] slidesPerRow 3, at most 3 below window width 724 and at most 2 below 480. */
export const SLIDES_PER_ROW = 3;
export const SLIDES_PER_ROW_CAPS = [
  { below: 480, max: 2 },
  { below: 724, max: 3 },
] as const;
/** [GAL-090] Autocolumns defaults. */
export const AUTOCOLUMNS = { columnWidth: 250, gutter: 0, behaviour: 'min' } as const;
/**
 * [GAL-091] Autorows defaults. No block type maps to autorows [GAL-010]: block data turns it on
 * by its design name (`"design": "autorows"`).
 */
export const AUTOROWS = { rowHeight: 250, gutter: 20 } as const;
/**
 * The tallest an autorows row is stretched, in target row heights, before its pictures are
 * cropped instead (Flickr's justified-layout edge case; the spec gives no figure: ours).
 */
export const AUTOROWS_MAX_ROW_HEIGHT_FACTOR = 2.5;
/** The design name that lays a gallery out in justified rows [GAL-091]. */
export const AUTOROWS_DESIGN = 'autorows';
/** An autorows picture without data-image-dimensions (the spec gives no wording: ours). */
export const AUTOROWS_NO_DIMENSIONS_WARNING = 'An autorows picture has no dimensions; it is laid out square and cropped to fill it.';
/** [GAL-092] Grid defaults. */
export const GRID = { perRow: 4, padding: 20 } as const;
/** [GAL-093] Stacked defaults. */
export const STACKED = { speed: 1, preloadCount: 1, transition: 'fade' } as const;
/** [GAL-095] Strip defaults. */
export const STRIP = { speed: 0.5, preloadCount: 1, alignment: 'middle' } as const;
/** [GAL-070] Strip alignments. */
export const STRIP_ALIGNMENTS = ['start', 'middle', 'end'] as const;
/** [GAL-062] Slideshow transitions. */
export const TRANSITIONS = ['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe'] as const;
/** [GAL-096] The ken-burns zoom. */
export const KEN_BURNS_ZOOM = 1.075;
/** [GAL-097] Swipe transition timing 0.2 to 0.5 s, with the 767 px breakpoint. */
export const SWIPE_TIMING = { minSeconds: 0.2, maxSeconds: 0.5, breakpoint: 767 } as const;
/** [GAL-071] New-swipe boundaries. */
export const SWIPE_BOUNDARIES = ['none', 'hard', 'inertial'] as const;
/** The spec gives no default boundary; inertial (a drag past an end gives way a little) is ours. */
export const DEFAULT_SWIPE_BOUNDARY = 'inertial';
/** [GAL-064] New-swipe advances past half the container width or above velocity 1. */
export const NEW_SWIPE_DISTANCE_FRACTION = 0.5;
export const NEW_SWIPE_VELOCITY = 1;
/** [GAL-098] Thumbnails: video aspect 16:9, margin capped at 5. */
export const THUMBNAIL_VIDEO_ASPECT = 16 / 9;
export const THUMBNAIL_MARGIN_CAP = 5;
/** [GAL-099] Default resize wait. */
export const RESIZE_WAIT_MS = 150;
/** [GAL-100] Scroll-into-view offset. */
export const SCROLL_INTO_VIEW_OFFSET = 30;
/** [GAL-101] Tween durations are clamped at 50 ms; the default tween lasts 300 ms. */
export const TWEEN_MIN_MS = 50;
export const TWEEN_DEFAULT_MS = 300;
/** [GAL-102] Gallery item media types. */
export const MEDIA_TYPES = ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video'] as const;
/** [GAL-017] lightboxTheme values. */
export const LIGHTBOX_THEMES = ['light', 'dark'] as const;
/** [GAL-016] imageAspectRatio 'Auto' means no fixed ratio. */
export const AUTO_ASPECT_RATIO = 'Auto';
/** [GAL-018] autoplay-duration is in seconds. */
export const MS_PER_SECOND = 1000;
