import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import type { GallerySlide } from '../../machines/gallery/codec.ts';
import { connect, type GalleryApi, type GalleryConnectOptions } from '../../machines/gallery/connect.ts';
import type { galleryMachine } from '../../machines/gallery/machine.ts';
import type { ImageMode } from '../../machines/media/logic.ts';
import type { Actor } from 'xstate';
import { renderImage } from './render-image.ts';
import { renderVideo, type VanillaVideo } from './render-video.ts';

export type GalleryActor = Actor<typeof galleryMachine>;

/** A part that re-applies its props from the view model on every snapshot. */
export type Part = (api: GalleryApi) => void;

/** The gallery's view model as it is now, with the DOM's normalizer. */
export function galleryApi(actor: GalleryActor, options: GalleryConnectOptions): GalleryApi {
  return connect(actor.getSnapshot(), actor.send, options, normalizeProps);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function hiddenGlyph(text: string): HTMLSpanElement {
  const glyph = element('span', undefined, text);
  glyph.setAttribute('aria-hidden', 'true');
  return glyph;
}

/** Previous, next, and where we are, as `GalleryControls` renders them. */
export function renderControls(): { element: HTMLElement; part: Part } {
  const controls = element('div');
  const previous = element('button');
  const next = element('button');
  const counter = hiddenGlyph('');
  counter.className = 'sm-gallery-counter';
  const current = element('span');
  const total = element('span');
  counter.append(current, ' / ', total);
  previous.append(hiddenGlyph('‹'));
  next.append(hiddenGlyph('›'));
  controls.append(previous, counter, next);
  return {
    element: controls,
    part(api) {
      spreadProps(controls, api.getControlsProps());
      spreadProps(previous, api.getPreviousTriggerProps());
      spreadProps(current, api.getCurrentIndexProps());
      spreadProps(total, api.getTotalSlidesProps());
      spreadProps(next, api.getNextTriggerProps());
    },
  };
}

/** The visible pause/play control of autoplay. */
export function renderRotation(): { element: HTMLElement; part: Part } {
  const button = element('button');
  const glyph = hiddenGlyph('▶');
  button.append(glyph);
  return {
    element: button,
    part(api) {
      const props = api.getRotationTriggerProps();
      spreadProps(button, { ...props, class: 'sm-rotation' });
      glyph.textContent = props['data-state'] === 'rotating' ? '❚❚' : '▶';
    },
  };
}

export interface SlideContext {
  actor: GalleryActor;
  /** DOM id of the part that shows the slide (image and video ids stay unique). */
  owner: string;
  imageMode: ImageMode;
  resolveVideoSrc?: (src: string) => string;
}

/** A slide's picture with the hints `connect` gives it, or nothing for an empty slide. */
export function slideImage(api: GalleryApi, index: number, slide: GallerySlide, mode: ImageMode): HTMLElement | null {
  if (!slide.image) return null;
  const hints = api.getSlideImageHints(index, slide);
  return renderImage({
    src: slide.image.src,
    dimensions: slide.dimensions,
    focalPoint: slide.focalPoint,
    mode,
    fixedRatio: api.getSlideRatio(slide),
    alt: slide.image.alt ?? slide.title ?? '',
    sizes: hints.sizes,
    loading: hints.loading,
    priority: hints.priority,
  });
}

/**
 * One slide: its box, the link or button `connect` says the visitor acts on, its media and
 * caption (a list row: `<li>` with its text). `lazyMedia`: the media is rendered once the slide is near the current one
 * [MEDIA-017]; a video slide pauses autoplay while it plays and resets when left [GAL-053]
 * [GAL-054].
 */
export function renderSlide(
  context: SlideContext,
  first: GalleryApi,
  index: number,
  slide: GallerySlide,
  lazyMedia: boolean,
  shape: 'slide' | 'row' | 'cell' = 'slide',
): { element: HTMLElement; part: Part; destroy(): void } {
  const box = element(shape === 'slide' ? 'div' : 'li');
  const trigger = first.getSlideTrigger(index, slide);
  const holder = trigger ? element(trigger.kind === 'link' ? 'a' : 'button') : box;
  if (holder !== box) box.append(holder);
  if (shape === 'slide' && slide.title) box.append(element('p', 'sm-slide-caption', slide.title));
  // A list row: the picture beside its title and description.
  if (shape === 'row' && (slide.title || slide.description)) {
    const text = element('div', 'sm-slide-text');
    if (slide.title) text.append(element('p', 'sm-slide-title', slide.title));
    if (slide.description) text.append(element('p', undefined, slide.description));
    box.append(text);
  }
  let video: VanillaVideo | null = null;
  let media = false;
  let wasActive = false;
  const addMedia = (api: GalleryApi) => {
    media = true;
    const picture = slideImage(api, index, slide, context.imageMode);
    if (!slide.video) {
      if (picture) holder.prepend(picture);
      return;
    }
    const thumbnail = slide.image ? renderImage({ src: slide.image.src, dimensions: slide.dimensions, mode: 'fill', alt: '' }) : undefined;
    video = renderVideo({
      id: `${context.owner}-video-${slide.id}`,
      embedHtml: slide.video.embedHtml,
      mode: slide.video.mode,
      oembed: slide.video.oembed,
      title: slide.video.title ?? slide.title ?? 'Video',
      thumbnail,
      resolveSrc: context.resolveVideoSrc,
      onPlayingChange: (playing) => context.actor.send({ type: playing ? 'VIDEO_PLAY' : 'VIDEO_END' }),
    });
    holder.prepend(video.element);
  };
  return {
    element: box,
    part(api) {
      spreadProps(box, api.getSlideProps(index, slide));
      const current = api.getSlideTrigger(index, slide);
      if (current && holder !== box) spreadProps(holder, current.props);
      if (!media && (!lazyMedia || api.isNear(index))) addMedia(api);
      const active = api.isActive(index);
      if (wasActive && !active) video?.reset();
      wasActive = active;
    },
    destroy: () => video?.destroy(),
  };
}

/** Thumbnails under a slideshow: buttons of the linked gallery, each showing its slide. */
export function renderThumbnails(slides: readonly GallerySlide[], id: string, mode: ImageMode): { element: HTMLElement; part: Part } {
  const list = element('ul');
  let buttons: HTMLButtonElement[] | null = null;
  return {
    element: list,
    part(api) {
      spreadProps(list, { ...api.getItemsProps(), class: 'sm-thumbnails', id });
      buttons ??= slides.map((slide, index) => {
        const item = element('li');
        const button = element('button');
        const picture = slideImage(api, index, slide, mode);
        if (picture) button.append(picture);
        item.append(button);
        list.append(item);
        return button;
      });
      buttons.forEach((button, index) => spreadProps(button, api.getIndicatorProps(index)));
    },
  };
}
