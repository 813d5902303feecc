import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { isImageMode, parseDimensions, parseFocalPoint, type ImageMode, type Point, type Size } from '../media/logic.ts';
import {
  AUTO_ASPECT_RATIO,
  AUTOROWS_DESIGN,
  AUTOROWS_NO_DIMENSIONS_WARNING,
  DEFAULT_LAZY_LOAD,
  LIGHTBOX_AUTOPLAY_RESUME_MS,
  LIGHTBOX_AUTOPLAY_TIMEOUT_MS,
  DEFAULT_AUTOPLAY_TIMEOUT_MS,
  DEFAULT_HISTORY_HASH,
  DEFAULT_RANDOMIZE,
  DEFAULT_SWIPE_BOUNDARY,
  GALLERY_DECODE_ERROR,
  GALLERY_EVALUATE_ERROR,
  LIGHTBOX_THEMES,
  MEDIA_TYPES,
  MS_PER_SECOND,
  SAFE_ADDRESS_SCHEMES,
  STRIP,
  SWIPE_BOUNDARIES,
  TRANSITIONS,
} from './constants.ts';
import {
  isStripAlignment,
  layoutForBlockType,
  parseColumnWidth,
  parseSnapPoints,
  resolveDesign,
  type Layout,
  type StripAlignment,
  type SwipeBoundary,
  type Transition,
} from './layouts.ts';
import { BAD_DIMENSIONS_WARNING } from '../media/constants.ts';
import { decodeOEmbedAnswer, oembedOrNull, type OEmbedAnswer } from '../video/oembed.ts';

const oneOf = <T extends string>(values: readonly T[], name: string) =>
  t.keyof(Object.fromEntries(values.map((value) => [value, null])) as Record<T, null>, name);
const NumberLike = t.union([t.number, t.string]);

const SlideCodec = t.intersection([
  t.type({ id: t.string }),
  t.partial({
    url: t.string,
    title: t.string,
    description: t.string,
    clickThroughUrl: t.string,
    lightboxTheme: oneOf(LIGHTBOX_THEMES, 'lightboxTheme'),
    mediaType: oneOf(MEDIA_TYPES, 'mediaType'),
    image: t.intersection([t.type({ src: t.string }), t.partial({ dimensions: t.string, focalPoint: t.string, alt: t.string })]),
    // `oembed`: the provider's oEmbed answer, read by the video layer (MEDIA-036).
    video: t.intersection([t.type({ embedHtml: t.string }), t.partial({ mode: t.union([t.string, t.null]), title: t.string, oembed: t.unknown })]),
  }),
]);

/** [GAL-015] Gallery block data as a published page carries it (untrusted JSON). */
const GalleryBlockCodec = t.intersection([
  t.type({ slides: t.array(SlideCodec) }),
  t.partial({
    /** The block type; it picks the layout [GAL-010]. */
    type: t.string,
    /** A design chosen by name: it must exist [GAL-065]. */
    design: t.string,
    imageAspectRatio: t.string,
    slidesPerRow: NumberLike,
    lightbox: t.boolean,
    lightboxTheme: oneOf(LIGHTBOX_THEMES, 'lightboxTheme'),
    mixedContent: t.boolean,
    columnWidth: NumberLike,
    gutter: NumberLike,
    listImageSize: NumberLike,
    autoplay: t.boolean,
    'autoplay-duration': t.number,
    'active-alignment': t.string,
    thumbnails: t.boolean,
    'thumbnail-strip-height': NumberLike,
    'thumbnail-strip-margin': NumberLike,
    'thumbnails-per-row': NumberLike,
    'square-thumbs': t.boolean,
    'auto-crop': t.boolean,
    padding: NumberLike,
    'meta-position': t.string,
    vSize: NumberLike,
    loop: t.boolean,
    transition: oneOf(TRANSITIONS, 'transition'),
    historyHash: t.boolean,
    collectionUrl: t.string,
    /** [GAL-033] fit or fill sets how slide images are drawn. */
    loaderOptions: t.partial({ mode: t.union([t.string, t.null]) }),
    /** [GAL-021] [GAL-022] [GAL-023] [GAL-024] The gallery's autoplay options, as a page sets them. */
    autoplayOptions: t.partial({ randomize: t.boolean, timeout: t.number, interval: t.number, pauseOnMouseover: t.array(t.string) }),
    /** [GAL-071] new-swipe boundaries. */
    boundaries: oneOf(SWIPE_BOUNDARIES, 'boundaries'),
    /** [GAL-072] new-swipe snap points: a percentage or none. */
    snapPoints: t.union([t.string, t.number]),
    /** [GAL-032] Only the current slide and its neighbours load until the others come near. */
    lazyLoad: t.boolean,
    /** [GAL-091] autorows: the target row height (px). */
    rowHeight: NumberLike,
    /** [GAL-085] The lightbox plays by itself (a slide every second) once opened with play. */
    lightboxAutoplay: t.boolean,
    lightboxAutoplayOptions: t.partial({ timeout: t.number, resume: t.number }),
  }),
]);

export type GallerySlideData = t.TypeOf<typeof SlideCodec>;
export type GalleryBlockData = t.TypeOf<typeof GalleryBlockCodec>;

/** A slide ready to render: its data with the image attributes read. */
export interface GallerySlide extends GallerySlideData {
  /** The video, its stored oEmbed answer decoded (MEDIA-036). */
  video?: Omit<NonNullable<GallerySlideData['video']>, 'oembed'> & { oembed?: OEmbedAnswer | null };
  /** [GAL-036] video when the slide holds a video. */
  type: 'image' | 'video';
  /** [MEDIA-003] null when absent or not WIDTHxHEIGHT. */
  dimensions: Size | null;
  focalPoint: Point;
}

/** The block, decoded and read: typed options for the gallery and its layout. */
export interface GalleryBlock {
  layout: Layout;
  slides: GallerySlide[];
  /** [GAL-016] height / width of every slide box, or null for Auto (each image's own). */
  aspectRatio: number | null;
  autoplay: boolean;
  /** [GAL-018] autoplay-duration is seconds; this is ms (autoplayOptions.timeout, ms, wins). */
  autoplayTimeout: number;
  /** [GAL-024] ms between autoplay steps; undefined: the timeout. */
  autoplayInterval: number | undefined;
  /** [GAL-021] */
  randomize: boolean;
  /** [GAL-023] undefined: hovering anywhere in the gallery suspends autoplay. */
  pauseOnMouseover: string[] | undefined;
  /** [GAL-071] */
  boundary: SwipeBoundary;
  /** [GAL-072] The fraction past which a new-swipe release advances; null: half. */
  snapPoint: number | null;
  loop: boolean;
  thumbnails: boolean;
  /** [GAL-098] thumbnail-strip-margin (px); connect caps it at 5. */
  thumbnailMargin: number | undefined;
  slidesPerRow: number | undefined;
  columnWidth: number | undefined;
  gutter: number | undefined;
  padding: number | undefined;
  alignment: StripAlignment;
  transition: Transition;
  lightbox: boolean;
  /** [GAL-017] The theme the block gives its lightbox; undefined: the lightbox's default. */
  lightboxTheme: (typeof LIGHTBOX_THEMES)[number] | undefined;
  historyHash: boolean;
  collectionUrl: string | undefined;
  /** [GAL-033] [MEDIA-012] How slide images are drawn: fill (cover, the default), fit or none. */
  imageMode: ImageMode;
  /**
   * [GAL-032] false (the default): every slide's picture loads with the gallery; true: only the
   * current slide and its neighbours, the others as the index comes near them.
   */
  lazyLoad: boolean;
  /** [GAL-091] autorows: the target row height (px); 250 when absent. */
  rowHeight: number | undefined;
  /** [GAL-085] The lightbox's autoplay: offered with a play control; ms per slide and ms to resume after the visitor acts. */
  lightboxAutoplay: { enabled: boolean; timeout: number; resume: number };
}

export type GalleryBlockDecoding =
  // [Issue 21] Decoded<T>: the block under `data`, with what was read but not used (warnings) beside it.
  | (Extract<Decoded<GalleryBlock>, { ok: true }> & { warnings: string[] })
  // The refusal's reasons, and the spec's message for it [GAL-076].
  | (Extract<Decoded<GalleryBlock>, { ok: false }> & { error: string });

const finite = (value: number | string | undefined) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/** [GAL-016] 'Auto', absent or unreadable: no fixed ratio; 'W:H' gives height / width. */
function aspectRatio(value: string | undefined): number | null {
  if (value === undefined || value === AUTO_ASPECT_RATIO) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:x/]\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return match && width > 0 && height > 0 ? height / width : null;
}

/**
 * An address that cannot run script: relative (a path, a fragment), or of a safe scheme. The
 * browser drops tabs, newlines and other control characters inside an address, so they are
 * dropped before the scheme is read (`java\tscript:` is `javascript:`).
 */
export function isSafeAddress(address: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1];
  return scheme === undefined || SAFE_ADDRESS_SCHEMES.includes(scheme.toLowerCase());
}

/** The first slide address (picture or click-through) that could run script, as a decode detail. */
function unsafeAddress(slides: readonly GallerySlideData[]): string | undefined {
  for (const [index, slide] of slides.entries()) {
    if (slide.image && !isSafeAddress(slide.image.src)) return `slides.${index}.image.src: must not be a script address`;
    if (slide.clickThroughUrl !== undefined && !isSafeAddress(slide.clickThroughUrl)) return `slides.${index}.clickThroughUrl: must not be a script address`;
  }
  return undefined;
}

/** [GAL-036] A slide is a video when it holds a video wrapper (here: video data). */
function readSlide(slide: GallerySlideData, warnings: string[]): GallerySlide {
  const dimensions = parseDimensions(slide.image?.dimensions);
  if (slide.image?.dimensions !== undefined && dimensions === null) warnings.push(`${slide.id}: ${BAD_DIMENSIONS_WARNING}`);
  // [MEDIA-036] A video's stored oEmbed answer is decoded here, at the edge; an unreadable one says nothing.
  const { video, ...data } = slide;
  const read = { ...data, type: video ? ('video' as const) : ('image' as const), dimensions, focalPoint: parseFocalPoint(slide.image?.focalPoint) };
  return video ? { ...read, video: { ...video, oembed: oembedOrNull(decodeOEmbedAnswer(video.oembed)) } } : read;
}

/**
 * [GAL-076] Decodes a gallery block's JSON text. Text that cannot be evaluated gives 'Error
 * evaluating gallery block data.'; data of the wrong shape 'Error decoding gallery block data.';
 * an unknown design name [GAL-065] the design error. The caller renders a fallback instead.
 */
export function decodeGalleryBlock(json: string): GalleryBlockDecoding {
  const parsed = parseJson(json);
  if (!parsed.ok) return { ok: false, error: GALLERY_EVALUATE_ERROR, details: [parsed.message] };
  const decoded = decodeWith(GalleryBlockCodec, parsed.value);
  if (!decoded.ok) return { ok: false, error: GALLERY_DECODE_ERROR, details: decoded.details };
  const data = decoded.data;
  const ids = data.slides.map((slide) => slide.id);
  if (new Set(ids).size !== ids.length) return { ok: false, error: GALLERY_DECODE_ERROR, details: ['slides: slide ids must be unique'] };
  const unsafe = unsafeAddress(data.slides);
  if (unsafe) return { ok: false, error: GALLERY_DECODE_ERROR, details: [unsafe] };
  if (data.design !== undefined) {
    const design = resolveDesign(data.design);
    if (!design.ok) return { ok: false, error: design.error, details: [design.report] };
  }
  if (data.columnWidth !== undefined && parseColumnWidth(data.columnWidth) === null) {
    return { ok: false, error: GALLERY_DECODE_ERROR, details: ['columnWidth: must be a number above 0'] };
  }
  const alignment = data['active-alignment'] ?? STRIP.alignment;
  if (!isStripAlignment(alignment)) {
    return { ok: false, error: GALLERY_DECODE_ERROR, details: ['active-alignment: must be start, middle or end'] };
  }
  const options = data.autoplayOptions ?? {};
  const lightboxOptions = data.lightboxAutoplayOptions ?? {};
  const badLightboxTime = (['timeout', 'resume'] as const).find((name) => lightboxOptions[name] !== undefined && !((lightboxOptions[name] ?? 0) > 0 && Number.isFinite(lightboxOptions[name])));
  if (badLightboxTime) return { ok: false, error: GALLERY_DECODE_ERROR, details: [`lightboxAutoplayOptions.${badLightboxTime}: must be a number of ms above 0`] };
  if (data.rowHeight !== undefined && !((finite(data.rowHeight) ?? 0) > 0)) return { ok: false, error: GALLERY_DECODE_ERROR, details: ['rowHeight: must be a number above 0'] };
  const badTime = (['timeout', 'interval'] as const).find((name) => options[name] !== undefined && !((options[name] ?? 0) > 0 && Number.isFinite(options[name])));
  if (badTime) return { ok: false, error: GALLERY_DECODE_ERROR, details: [`autoplayOptions.${badTime}: must be a number of ms above 0`] };
  const snapPoint = parseSnapPoints(data.snapPoints ?? 'none');
  if (snapPoint === undefined) return { ok: false, error: GALLERY_DECODE_ERROR, details: ['snapPoints: must be a percentage or none'] };
  const warnings: string[] = [];
  const duration = data['autoplay-duration'];
  const layout = (data.design as Layout | undefined) ?? layoutForBlockType(data.type ?? '');
  const slides = data.slides.map((slide) => readSlide(slide, warnings));
  // [GAL-091] Justified rows need each picture's ratio: one without lays out square, and says so.
  if (layout === AUTOROWS_DESIGN) for (const slide of slides) if (slide.dimensions === null && slide.image?.dimensions === undefined) warnings.push(`${slide.id}: ${AUTOROWS_NO_DIMENSIONS_WARNING}`);
  return {
    ok: true,
    warnings,
    data: {
      layout,
      slides,
      aspectRatio: aspectRatio(data.imageAspectRatio),
      autoplay: data.autoplay ?? false,
      autoplayTimeout: options.timeout ?? (duration !== undefined && duration > 0 ? duration * MS_PER_SECOND : DEFAULT_AUTOPLAY_TIMEOUT_MS),
      autoplayInterval: options.interval,
      randomize: options.randomize ?? DEFAULT_RANDOMIZE,
      pauseOnMouseover: options.pauseOnMouseover,
      boundary: data.boundaries ?? DEFAULT_SWIPE_BOUNDARY,
      snapPoint,
      loop: data.loop ?? false,
      thumbnails: data.thumbnails ?? false,
      thumbnailMargin: finite(data['thumbnail-strip-margin']),
      slidesPerRow: finite(data.slidesPerRow),
      columnWidth: parseColumnWidth(data.columnWidth) ?? undefined,
      gutter: finite(data.gutter),
      padding: finite(data.padding),
      alignment,
      transition: data.transition ?? 'fade',
      lightbox: data.lightbox ?? false,
      lightboxTheme: data.lightboxTheme,
      historyHash: data.historyHash ?? DEFAULT_HISTORY_HASH,
      collectionUrl: data.collectionUrl,
      imageMode: isImageMode(data.loaderOptions?.mode) ? data.loaderOptions.mode : 'fill',
      lazyLoad: data.lazyLoad ?? DEFAULT_LAZY_LOAD,
      rowHeight: finite(data.rowHeight),
      lightboxAutoplay: {
        enabled: data.lightboxAutoplay ?? false,
        timeout: lightboxOptions.timeout ?? LIGHTBOX_AUTOPLAY_TIMEOUT_MS,
        resume: lightboxOptions.resume ?? LIGHTBOX_AUTOPLAY_RESUME_MS,
      },
    },
  };
}
