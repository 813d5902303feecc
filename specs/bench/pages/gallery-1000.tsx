// The 1,000-slide slideshow of /demo/gallery-1000, built with React's profiling build
// (`react-dom/client` is aliased to `react-dom/profiling` in ./vite.config.ts), every slide
// inside a <Profiler> whose onRender records which slide's subtree committed. The benchmark
// reads `window.slideCommits` around each NEXT.
import type { ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { decodeGalleryBlock } from '../../../machines/gallery/codec.ts';
import { Gallery } from '../../../ui/Gallery.tsx';
import { SlideProfilerContext } from '../../../ui/gallery/shared.tsx';
import { thousandSlidesBlockJson } from '../../../examples/content/gallery-demo.ts';
import '../../../ui/gallery.css';
import '../../../ui/media.css';

export interface SlideCommit {
  /** The slide's id (the Profiler's id). */
  id: string;
  phase: 'mount' | 'update' | 'nested-update';
  commitTime: number;
}

const commits: SlideCommit[] = [];
(window as unknown as { slideCommits: SlideCommit[] }).slideCommits = commits;
const onRender: ProfilerOnRenderCallback = (id, phase, _actual, _base, _start, commitTime) => commits.push({ id, phase, commitTime });

const decoding = decodeGalleryBlock(thousandSlidesBlockJson);
const container = document.getElementById('root');
if (container && decoding.ok) {
  createRoot(container).render(
    <SlideProfilerContext.Provider value={onRender}>
      <Gallery block={decoding.block} id="thousand" label="A thousand slides" />
    </SlideProfilerContext.Provider>,
  );
}
