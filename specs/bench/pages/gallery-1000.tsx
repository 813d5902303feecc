// The 1,000-slide slideshow of /demo/gallery-1000 in a profiling build (./vite.config.ts):
// React's profiling build of react-dom, and every slide inside a <Profiler> (./slide-profiler.tsx
// stands in for ui/gallery/profiling.ts). The benchmark reads `window.slideCommits`.
import { createRoot } from 'react-dom/client';
import { decodeGalleryBlock } from '../../../machines/gallery/codec.ts';
import { Gallery } from '../../../ui/Gallery.tsx';
import { provideGalleryLayouts } from '../../../ui/gallery/registry.ts';
import { Slideshow } from '../../../ui/gallery/Slideshow.tsx';
import { thousandSlidesBlockJson } from '../../../examples/content/gallery-demo.ts';
import '../../../ui/gallery.css';
import '../../../ui/media.css';

provideGalleryLayouts({ slideshow: Slideshow });
const decoding = decodeGalleryBlock(thousandSlidesBlockJson);
const container = document.getElementById('root');
if (container && decoding.ok) createRoot(container).render(<Gallery block={decoding.data} id="thousand" label="A thousand slides" />);
