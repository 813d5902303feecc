// Gallery with lightbox, PhotoSwipe's core bundled with the page: the React example of
// PhotoSwipe's docs with `pswpModule` given the module itself.
import PhotoSwipe from 'photoswipe';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import { useEffect } from 'react';
import { Carousel } from './Carousel.jsx';

export function Gallery({ id, slides }) {
  useEffect(() => {
    const lightbox = new PhotoSwipeLightbox({ gallery: `#${id}`, children: 'a', pswpModule: PhotoSwipe });
    lightbox.init();
    return () => lightbox.destroy();
  }, [id]);
  return <Carousel id={id} slides={slides} />;
}
