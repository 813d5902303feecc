import { assign, emit, enqueueActions, setup } from 'xstate';
import { QUEUE_CONCURRENCY, QUEUE_CONCURRENCY_MOBILE } from './constants.ts';
import { shouldResource } from './logic.ts';

export interface ImageRequest {
  /** The image's id on the page. */
  id: string;
  url: string;
  /** The width step the url asks for [MEDIA-020]. */
  width: number;
  /** [MEDIA-015] Re-source even when not larger. */
  force?: boolean;
}

/** What the page image queue machine starts from: `createActor(imageQueueMachine, { input })`. */
export interface ImageQueueInput {
  /** [MEDIA-021] 16 at once, 1 on mobile. */
  mobile?: boolean;
  concurrency?: number;
  /** [MEDIA-014] An image already loading may be loaded again at once. */
  allowConcurrent?: boolean;
}

/** What the page image queue machine remembers (`snapshot.context`). */
export interface ImageQueueContext {
  concurrency: number;
  allowConcurrent: boolean;
  /** Requests waiting for a free slot, first come first served. */
  waiting: ImageRequest[];
  /** Requests loading now, by image id. */
  active: Record<string, ImageRequest>;
  /** The last request that loaded, by image id. */
  loaded: Record<string, ImageRequest>;
  failed: Record<string, ImageRequest>;
}

/** The events the page image queue machine accepts. */
export type ImageQueueEvent =
  | ({ type: 'REQUEST' } & ImageRequest)
  | { type: 'LOADED'; id: string }
  | { type: 'FAILED'; id: string }
  | { type: 'CANCEL'; id: string }
  /**
   * An image the browser loaded before the runtime started (a server-rendered `<img>` with
   * `srcset`): it counts as loaded at that width, so only a larger one is ever asked for.
   */
  | ({ type: 'ADOPT' } & ImageRequest);

/** `startLoad`: the adapter sets the source now; `loaded`/`failed` report the outcome. */
export type ImageQueueEmitted =
  | ({ type: 'startLoad' } & ImageRequest)
  | { type: 'loaded'; id: string; url: string }
  | { type: 'failed'; id: string; url: string };

function wanted(context: ImageQueueContext, request: ImageRequest): boolean {
  // [MEDIA-014] Already loading: skipped unless concurrent loads are allowed.
  if (context.active[request.id] && !context.allowConcurrent) return false;
  if (context.waiting.some((queued) => queued.id === request.id && queued.url === request.url)) return false;
  // [MEDIA-015] Already loaded: only a larger width, or a forced update.
  const done = context.loaded[request.id];
  return !done || shouldResource(done.width, request.width, request.force ?? false);
}

/** Moves waiting requests into free slots; returns the new context and what started. */
function fillSlots(context: ImageQueueContext): { context: ImageQueueContext; started: ImageRequest[] } {
  const active = { ...context.active };
  const waiting = [...context.waiting];
  const started: ImageRequest[] = [];
  while (waiting.length > 0 && Object.keys(active).length < context.concurrency) {
    const next = waiting.shift() as ImageRequest;
    active[next.id] = next;
    started.push(next);
  }
  return { context: { ...context, active, waiting }, started };
}

const without = <T>(record: Record<string, T>, id: string) => {
  const { [id]: _removed, ...rest } = record;
  return rest;
};

/**
 * [MEDIA-013] [MEDIA-014] [MEDIA-015] [MEDIA-021] The page's image loading queue: requests wait
 * for one of the slots (16, 1 on mobile); an image is loading (its loading class shows) from
 * `startLoad` until LOADED or FAILED.
 */
export const imageQueueMachine = setup({
  types: {
    input: {} as ImageQueueInput,
    context: {} as ImageQueueContext,
    events: {} as ImageQueueEvent,
    emitted: {} as ImageQueueEmitted,
  },
  guards: {
    isWanted: ({ context, event }) => event.type === 'REQUEST' && wanted(context, event),
    isActive: ({ context, event }) => event.type !== 'REQUEST' && event.type !== 'ADOPT' && Object.hasOwn(context.active, event.id),
    isWaiting: ({ context, event }) => event.type === 'CANCEL' && context.waiting.some((request) => request.id === event.id),
    isAdoptable: ({ context, event }) =>
      event.type === 'ADOPT' && !context.active[event.id] && shouldResource(context.loaded[event.id]?.width ?? null, event.width),
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'REQUEST') return {};
      const { type: _type, ...request } = event;
      return { waiting: [...context.waiting.filter((queued) => queued.id !== request.id), request] };
    }),
    markLoaded: assign(({ context, event }) => {
      const request = context.active[event.type === 'REQUEST' || event.type === 'ADOPT' ? '' : event.id];
      if (!request) return {};
      return { active: without(context.active, request.id), loaded: { ...context.loaded, [request.id]: request }, failed: without(context.failed, request.id) };
    }),
    markFailed: assign(({ context, event }) => {
      const request = context.active[event.type === 'REQUEST' || event.type === 'ADOPT' ? '' : event.id];
      if (!request) return {};
      return { active: without(context.active, request.id), failed: { ...context.failed, [request.id]: request } };
    }),
    adopt: assign(({ context, event }) => {
      if (event.type !== 'ADOPT') return {};
      const { type: _type, ...request } = event;
      return { loaded: { ...context.loaded, [request.id]: request }, waiting: context.waiting.filter((queued) => queued.id !== request.id) };
    }),
    drop: assign(({ context, event }) => ({
      waiting: context.waiting.filter((request) => event.type === 'REQUEST' || event.type === 'ADOPT' || request.id !== event.id),
    })),
    /** Fills free slots from the waiting line and tells the adapter each load that starts. */
    startWaiting: enqueueActions(({ context, enqueue }) => {
      const { context: filled, started } = fillSlots(context);
      if (started.length === 0) return;
      enqueue.assign({ active: filled.active, waiting: filled.waiting });
      for (const request of started) enqueue.emit({ type: 'startLoad', ...request });
    }),
    emitOutcome: emit(({ context, event }) => {
      const id = event.type === 'REQUEST' || event.type === 'ADOPT' ? '' : event.id;
      const request = context.loaded[id] ?? context.failed[id];
      return { type: event.type === 'LOADED' ? ('loaded' as const) : ('failed' as const), id, url: request?.url ?? '' };
    }),
  },
}).createMachine({
  id: 'imageQueue',
  context: ({ input }) => ({
    concurrency: input.concurrency ?? (input.mobile ? QUEUE_CONCURRENCY_MOBILE : QUEUE_CONCURRENCY),
    allowConcurrent: input.allowConcurrent ?? false,
    waiting: [],
    active: {},
    loaded: {},
    failed: {},
  }),
  initial: 'running',
  states: {
    running: {
      // Every change frees or fills slots; `startLoad` tells the adapter which loads begin.
      on: {
        REQUEST: { guard: 'isWanted', actions: ['enqueue', 'startWaiting'] },
        LOADED: { guard: 'isActive', actions: ['markLoaded', 'emitOutcome', 'startWaiting'] },
        FAILED: { guard: 'isActive', actions: ['markFailed', 'emitOutcome', 'startWaiting'] },
        CANCEL: { guard: 'isWaiting', actions: 'drop' },
        ADOPT: { guard: 'isAdoptable', actions: 'adopt' },
      },
    },
  },
});

export type ImageStatus = 'idle' | 'queued' | 'loading' | 'loaded' | 'failed';

/** One image's state in the queue, for its renderer. */
export function imageStatus(context: ImageQueueContext, id: string): { status: ImageStatus; url: string | null } {
  const active = context.active[id];
  if (active) return { status: 'loading', url: active.url };
  const loaded = context.loaded[id];
  if (context.waiting.some((request) => request.id === id)) return { status: 'queued', url: loaded?.url ?? null };
  if (loaded) return { status: 'loaded', url: loaded.url };
  const failed = context.failed[id];
  return failed ? { status: 'failed', url: failed.url } : { status: 'idle', url: null };
}
