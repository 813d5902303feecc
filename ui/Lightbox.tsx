'use client';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { InspectionEvent } from 'xstate';
import { useStackedDialog } from '../adapters/react/useStackedDialog.ts';
import { useLightbox, type LightboxActor, type UseLightboxInput } from '../adapters/react/useLightbox.ts';
import type { LightboxApi } from '../machines/lightbox/types.ts';
import { LightboxSlide, type LightboxImage, type LightboxSlideProps } from './LightboxSlide.tsx';

interface LightboxViewProps {
  /** The images, in the order of the lightbox's slides. */
  images: readonly LightboxImage[];
  /** Draws one slide; `<LightboxSlide>` (the gallery's image layer) by default. */
  renderSlide?: (props: LightboxSlideProps) => ReactNode;
  /** Extra controls shown with the close control (for example a share button). */
  actions?: ReactNode;
}

export type LightboxProps = LightboxViewProps &
  (
    | {
        /** A lightbox a component above started (`useLightbox`), which it opens (a gallery's slide click, a button). */
        actorRef: LightboxActor;
      }
    | (Omit<UseLightboxInput, 'slides'> & {
        actorRef?: undefined;
        /** The slides (`images` when not given): what an address can name each by. */
        slides?: UseLightboxInput['slides'];
        /** Watches the lightbox's actor (`@statelyai/inspect`, tests). */
        inspect?: (event: InspectionEvent) => void;
      })
  );

const defaultSlide = (props: LightboxSlideProps) => <LightboxSlide {...props} />;

/**
 * Render-only lightbox (WAI-ARIA modal dialog): the rules live in `lightboxMachine`, reached
 * through `useLightbox`. Give it its settings (`open`/`index` with `onOpenChange`/`onIndexChange`
 * to control it, or `defaultOpen`, in Radix's convention), or the `actorRef` of a lightbox a
 * component above started with `useLightbox`. Rendered into the page's dialog stack from opening
 * to the end of its fade-out, with only the current slide and its neighbours in the document.
 */
export function Lightbox({ images, renderSlide, actions, ...props }: LightboxProps) {
  const { inspect, slides, ...input } = props as Extract<LightboxProps, { actorRef?: undefined }>;
  const { api } = useLightbox(props.actorRef ? { actorRef: props.actorRef } : { ...input, slides: slides ?? images }, { inspect });
  return <LightboxView api={api} images={images} renderSlide={renderSlide} actions={actions} />;
}

/** What a lightbox shows, from its view model (`useLightbox`'s `api`): the dialog in the page's dialog stack. */
export function LightboxView({ api, images, renderSlide = defaultSlide, actions }: LightboxViewProps & { api: LightboxApi }) {
  const rootProps = api.getRootProps();
  const { root, layerProps } = useStackedDialog(rootProps.id, 'lightbox', api.state === 'opening' || api.state === 'open', api.dismiss);
  if (!root || !api.rendered) return null;
  const title = images[api.index]?.title;
  return createPortal(
    <div {...layerProps}>
      <div {...rootProps}>
        <div {...api.getBackdropProps()} />
        <h2 {...api.getTitleProps()}>{api.title}</h2>
        <div {...api.getViewportProps()}>
          {api.renderedIndices.map((index) => {
            const image = images[index];
            return image ? (
              <div key={image.id} {...api.getSlideProps(index)}>
                {renderSlide({ image, imageProps: api.getImageProps(), current: index === api.index, owner: rootProps.id })}
              </div>
            ) : null;
          })}
        </div>
        <p {...api.getCounterProps()}>
          {api.counterText}
          {title ? ` · ${title}` : ''}
        </p>
        <p {...api.getAutoplayStatusProps()}>{api.autoplayStatusText}</p>
        <div {...api.getControlsProps()}>
          {actions}
          <button {...api.getAutoplayTriggerProps()} />
          <button {...api.getPreviousTriggerProps()} />
          <button {...api.getNextTriggerProps()} />
          <button {...api.getCloseTriggerProps()} />
        </div>
      </div>
    </div>,
    root,
  );
}
