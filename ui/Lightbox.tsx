import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStackedDialog } from '../adapters/react/overlays.ts';
import { useLightboxView, useScrollToCurrent, type LightboxController } from '../adapters/react/useLightbox.ts';
import { LightboxSlide, type LightboxImage, type LightboxSlideProps } from './LightboxSlide.tsx';

export interface LightboxProps {
  /** From `useLightbox({ slides })`, with the same slides in the same order as `images`. */
  lightbox: LightboxController;
  images: readonly LightboxImage[];
  /** Draws one slide; `<LightboxSlide>` (the gallery's image layer) by default. */
  renderSlide?: (props: LightboxSlideProps) => ReactNode;
  /** Extra controls shown with the close control (for example a share button). */
  actions?: ReactNode;
}

const defaultSlide = (props: LightboxSlideProps) => <LightboxSlide {...props} />;

/**
 * Render-only lightbox (WAI-ARIA modal dialog): the rules live in `lightboxMachine`. Rendered
 * into the page's dialog stack from opening to the end of its fade-out, with only the current
 * slide and its neighbours in the document.
 */
export function Lightbox({ lightbox, images, renderSlide = defaultSlide, actions }: LightboxProps) {
  const api = useLightboxView(lightbox.actorRef);
  const rootProps = api.getRootProps();
  const { root, layerProps } = useStackedDialog(rootProps.id, 'lightbox', api.state === 'opening' || api.state === 'open', () =>
    lightbox.actorRef.send({ type: 'CLOSE' }),
  );
  const viewport = useRef<HTMLDivElement>(null);
  useScrollToCurrent(viewport, api.index, api.rendered && rootProps['data-transition'] === 'scroll');
  if (!api.rendered) return null;
  const title = images[api.index]?.title;
  return createPortal(
    <div {...layerProps}>
      <div {...rootProps}>
        <div {...api.getBackdropProps()} />
        <h2 {...api.getTitleProps()}>{lightbox.actorRef.getSnapshot().context.title}</h2>
        <div ref={viewport} {...api.getViewportProps()}>
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
        <div data-scope="lightbox" data-part="controls">
          {actions}
          <button {...api.getPreviousTriggerProps()} />
          <button {...api.getNextTriggerProps()} />
          <button {...api.getCloseTriggerProps()} />
        </div>
      </div>
    </div>,
    root,
  );
}
