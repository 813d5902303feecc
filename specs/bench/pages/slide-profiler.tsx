import { Profiler, type ProfilerOnRenderCallback, type ReactElement } from 'react';

/** One commit of a slide's subtree, as its <Profiler> reported it. */
export interface SlideCommit {
  /** The slide's id (the Profiler's id). */
  id: string;
  phase: 'mount' | 'update' | 'nested-update';
  commitTime: number;
}

/** Every slide commit since the page loaded; the benchmark reads it around each NEXT. */
export const slideCommits: SlideCommit[] = [];
(window as unknown as { slideCommits: SlideCommit[] }).slideCommits = slideCommits;

const onRender: ProfilerOnRenderCallback = (id, phase, _actual, _base, _start, commitTime) => slideCommits.push({ id, phase, commitTime });

/** Stands in for ui/gallery/profiling.ts in the benchmark's build: each slide in a Profiler. */
export function profiled(id: string, slide: ReactElement): ReactElement {
  return (
    <Profiler key={id} id={id} onRender={onRender}>
      {slide}
    </Profiler>
  );
}
