// Gallery with lightbox, PhotoSwipe's core loaded on the first open: the React example of
// PhotoSwipe's docs, `pswpModule: () => import('photoswipe')`.
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import { useEffect } from 'react';
import { Carousel } from './Carousel.jsx';

export function Gallery({ id, slides }) {
  useEffect(() => {
    const lightbox = new PhotoSwipeLightbox({ gallery: `#${id}`, children: 'a', pswpModule: () => import('photoswipe') });
    lightbox.init();
    return () => lightbox.destroy();
  }, [id]);
  return <Carousel id={id} slides={slides} />;
}
