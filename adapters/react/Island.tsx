'use client';
import { Suspense, createContext, lazy, memo, useContext, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ISLAND_ATTRIBUTE, islandsOf } from '../browser/islands.ts';
import { islandAnatomy } from '../../machines/islands/anatomy.ts';
import { HydratesAtLoadContext } from './module-preload.ts';

/**
 * A block whose code is its own chunk, rendered on the server and hydrated when it is needed
 * (ARCHITECTURE.md "Loading a page"). Define it once, where its module is named:
 *
 *     export const accordionIsland = defineIsland('accordion', () => import('./AccordionBlock.tsx').then((m) => m.AccordionBlock));
 *
 * and render it with its props (plain data, as the page's payload carries them):
 *
 *     <Island of={accordionIsland} props={{ id: 'faq', data }} />
 */
export interface IslandDefinition<P> {
  /** The block's name, written on its element (`data-island`). */
  readonly name: string;
  /** Fetches the block's code (once). */
  load(): Promise<ComponentType<P>>;
  /** The block's component once fetched: at once on the server after `preloadIslands()`. */
  loaded(): ComponentType<P> | undefined;
  /** Fetches what the block needs for these props beyond its module (see `IslandOptions.prepare`). */
  prepare(props: P): Promise<unknown>;
  /**
   * The block's component, imported statically by a page that shows it on its first screen: its
   * code comes with the page (linked in the HTML) and it hydrates with the page, at once.
   */
  provide(component: ComponentType<P>): void;
}

const definitions: IslandDefinition<never>[] = [];

export interface IslandOptions<P> {
  /**
   * Code the block will need for these props beyond its own module (a gallery's layout), fetched
   * with it, so the block hydrates whole when it wakes.
   */
  prepare?: (props: P) => Promise<unknown>;
}

export function defineIsland<P>(name: string, importer: () => Promise<ComponentType<P>>, options: IslandOptions<P> = {}): IslandDefinition<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const definition: IslandDefinition<P> = {
    name,
    load: () =>
      (pending ??= importer().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          // A failed fetch may be tried again by the next need.
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => component,
    prepare: (props) => options.prepare?.(props) ?? Promise.resolve(),
    provide: (given) => {
      component = given;
      pending ??= Promise.resolve(given);
    },
  };
  definitions.push(definition as IslandDefinition<never>);
  return definition;
}

/**
 * Fetches every island defined so far: the server calls it before rendering, so each block
 * renders into the HTML in the same pass (no fallback, nothing streamed later).
 */
export async function preloadIslands(): Promise<void> {
  // A module fetched here may define more (a gallery defines its layouts): until none is new.
  let count = -1;
  while (count !== definitions.length) {
    count = definitions.length;
    await Promise.all(definitions.map((definition) => definition.load()));
  }
}

export interface IslandProps<P> {
  of: IslandDefinition<P>;
  props: P;
  /** Wake at load: a block on the first screen, or one that acts without being touched. */
  eager?: boolean;
  /** Class of the island's element (a block wrapper in the page's layout). */
  className?: string;
}

/**
 * A component whose code is fetched on demand (`definition.load()`), rendered inside a Suspense
 * boundary the caller provides: at once when its code is already here (the server after
 * `preloadIslands()`, or a block that prepared it), else lazily. Chosen once per mount: a
 * component type that changed later would remount it.
 */
export function useDeferredComponent<P>(definition: IslandDefinition<P>, { firstScreen = true }: { firstScreen?: boolean } = {}): ComponentType<P> {
  const rendered = useContext(RenderedDeferredContext);
  const atLoad = useContext(HydratesAtLoadContext) && firstScreen;
  const [component] = useState<ComponentType<P>>(() => definition.loaded() ?? lazy(() => definition.load().then((loaded) => ({ default: loaded }))));
  // The server notes what it rendered from a chunk: the browser fetches those before it hydrates.
  if (rendered && atLoad && definition.loaded()) rendered.add(definition.name);
  return component;
}

/** On the server: the names of the deferred components a page rendered (see `loadDeferred`). */
export const RenderedDeferredContext = createContext<Set<string> | null>(null);

/**
 * In the browser, before hydrating: fetches the deferred components the server rendered (their
 * chunks are named in the HTML, so this is quick), so the same tree hydrates at once with no
 * boundary left waiting (a boundary still waiting drops a visitor's press, and its commit waits
 * on timers a test's paused clock holds).
 */
export async function loadDeferred(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => definitions.find((definition) => definition.name === name)?.load()));
}

/** Tells the page the block has hydrated, from inside its Suspense boundary (its effects run after it hydrates). */
function Hydrated({ onHydrated }: { onHydrated(): void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

/**
 * Renders the block on the server inside a Suspense boundary; in the browser the boundary stays
 * dehydrated (the server's markup, untouched) until the block is needed, then its code arrives
 * and React hydrates it. Presses, keys and typing before that are replayed (adapters/browser/islands.ts).
 *
 * A dehydrated boundary that receives an update before its code is here is thrown away and
 * rendered anew in the browser (empty until the code arrives): so an island re-renders only when
 * a prop really changes (`props` compared key by key), and the contexts above it (overlays,
 * session, environment) keep one value for the page's life.
 */
export const Island = memo(IslandBlock, (before, after) => before.of === after.of && before.eager === after.eager && before.className === after.className && sameProps(before.props, after.props)) as <P extends object>(props: IslandProps<P>) => ReturnType<typeof IslandBlock>;

function sameProps(a: object, b: object): boolean {
  const first = a as Record<string, unknown>;
  const second = b as Record<string, unknown>;
  const keys = Object.keys(first);
  return keys.length === Object.keys(second).length && keys.every((key) => Object.is(first[key], second[key]));
}

function IslandBlock<P extends object>({ of, props, eager = false, className }: IslandProps<P>) {
  const element = useRef<HTMLDivElement>(null);
  const [dormant] = useState(() => {
    let wake = () => {};
    const woken = new Promise<void>((resolve) => (wake = resolve));
    const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() =>
      woken.then(() => Promise.all([of.load(), of.prepare(props)])).then(([component]) => ({ default: component })),
    );
    return { wake, Lazy };
  });
  const [onHydrated] = useState(() => () => {
    if (element.current) islandsOf().hydrated(element.current);
  });
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    return islandsOf().observe(target, dormant.wake, { eager });
  }, [dormant, eager]);
  // Code already here (the server, or a block whose chunk came with the page) renders at once.
  // Chosen once: a component type that changed later would remount the block and lose its state.
  const [Block] = useState<ComponentType<P>>(() => {
    const loaded = of.loaded();
    if (!loaded && eager && typeof window !== 'undefined' && typeof process === 'object' && process.env.NODE_ENV !== 'production') {
      console.error(`The eager island "${of.name}" has no code at hydration: the page's entry must provide it (${of.name}Island.provide(Component)).`);
    }
    return loaded ?? dormant.Lazy;
  });
  const content = (
    <HydratesAtLoadContext.Provider value={eager}>
      <Block {...props} />
    </HydratesAtLoadContext.Provider>
  );
  return (
    <div ref={element} className={className} {...islandAnatomy.attrs('root')} {...{ [ISLAND_ATTRIBUTE]: of.name }}>
      {eager ? (
        // An eager block's code comes with the page (its entry provides it): it hydrates in the
        // page's own pass, with no boundary left for later (a later pass waits on the scheduler,
        // which a test's paused clock holds).
        content
      ) : (
        <Suspense fallback={null}>
          {content}
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      )}
      {eager && <Hydrated onHydrated={onHydrated} />}
    </div>
  );
}

// What bundlers replace at build time; a page without a bundler has no `process` at all.
declare const process: { env: { NODE_ENV?: string } };
