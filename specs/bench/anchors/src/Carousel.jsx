// Zag's carousel as its docs use it with React; each slide is a PhotoSwipe link (its docs'
// markup: an anchor to the full picture with its size in data-pswp-width/-height).
import * as carousel from '@zag-js/carousel';
import { normalizeProps, useMachine } from '@zag-js/react';
import { useId } from 'react';

export function Carousel({ id, slides }) {
  const service = useMachine(carousel.machine, { id: useId(), slideCount: slides.length });
  const api = carousel.connect(service, normalizeProps);
  return (
    <div {...api.getRootProps()}>
      <div {...api.getControlProps()}>
        <button {...api.getPrevTriggerProps()}>Previous</button>
        <button {...api.getNextTriggerProps()}>Next</button>
      </div>
      <div id={id} {...api.getItemGroupProps()}>
        {slides.map((slide, index) => (
          <div key={slide.src} {...api.getItemProps({ index })}>
            <a href={slide.src} data-pswp-width={slide.width} data-pswp-height={slide.height} target="_blank" rel="noreferrer">
              <img src={slide.thumbnail} alt={slide.alt} />
            </a>
          </div>
        ))}
      </div>
      <div {...api.getIndicatorGroupProps()}>
        {api.pageSnapPoints.map((_, index) => (
          <button key={index} {...api.getIndicatorProps({ index })} />
        ))}
      </div>
    </div>
  );
}
