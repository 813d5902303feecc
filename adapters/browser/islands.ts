/**
 * Blocks that wake when they are needed (issue 20, ARCHITECTURE.md "Loading a page"). A block
 * rendered on the server stays as the server's markup (readable, links working) until it comes
 * within 200 px of the viewport, receives focus or is pressed; then its code is fetched and it
 * hydrates. What a visitor does before that is not lost:
 *
 * - React drops a discrete event (a click, a key) that lands on a boundary it cannot hydrate yet
 *   (its code is not here: `dispatchEvent` stops it), so the page's own listeners, on the window
 *   in the capture phase (before React's root sees the event), record it and the block replays
 *   it once hydrated: a click on a button again, a key again on the element that had it.
 * - A form submitted before it woke is held (its native submission would leave the page) and
 *   submitted again through the block, with the button that submitted it.
 * - Text typed into a field goes into the field natively; once hydrated, each field whose value
 *   differs from the server's is announced to the block as an edit, so the block's state takes it.
 * - Links, checkboxes and fields keep their native behaviour: their clicks are never replayed.
 */

import { islandAnatomy } from '../../machines/islands/anatomy.ts';

/** The attribute on an island's element (`islandAnatomy`'s root): the block's name. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Set once the island's code is being fetched. */
export const ISLAND_WOKEN_ATTRIBUTE = 'data-island-woken';
/** Set once the island has hydrated: what tests and styles can wait for. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
/** How near the viewport a block wakes [issue 20: within 200 px]. */
export const ISLAND_WAKE_MARGIN_PX = 200;

type Replay =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'key'; target: HTMLElement; init: KeyboardEventInit }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

interface IslandEntry {
  wake(): void;
  woken: boolean;
  hydrated: boolean;
  replays: Replay[];
}

export interface IslandOptions {
  /** Wake at once (a block of the first screen, or one that acts untouched). */
  eager?: boolean;
}

/** The page's islands: one registry per window, with its listeners. */
export interface Islands {
  /** Watches an island's element; `wake` is called once, when the block is needed. Returns the cleanup. */
  observe(element: HTMLElement, wake: () => void, options?: IslandOptions): () => void;
  /** The island's block has hydrated: replays what the visitor did before. */
  hydrated(element: HTMLElement): void;
}

const TEXT_FIELD = 'input:not([type=button]):not([type=submit]):not([type=reset]):not([type=checkbox]):not([type=radio]):not([type=image]), textarea, select, [contenteditable=""], [contenteditable="true"]';
/** Elements whose click the browser acts on by itself (follow, toggle, focus): never replayed. */
const NATIVE_CLICK = 'a[href], input, select, textarea, label, summary, details > summary';
/** What a click presses: replayed once the block listens. */
const PRESSABLE = 'button, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"]';

const registries = new WeakMap<Window, Islands>();

/** The islands of `win`'s page, created with its listeners on first use. */
export function islandsOf(win: Window = window): Islands {
  let islands = registries.get(win);
  if (!islands) {
    islands = createIslands(win);
    registries.set(win, islands);
  }
  return islands;
}

function createIslands(win: Window): Islands {
  const entries = new Map<HTMLElement, IslandEntry>();
  // A block whose code came with the page hydrates before its island's element is observed
  // (a child's effects run before its parent's).
  const hydratedFirst = new WeakSet<HTMLElement>();

  const wake = (element: HTMLElement, entry: IslandEntry) => {
    if (entry.woken) return;
    entry.woken = true;
    element.setAttribute(ISLAND_WOKEN_ATTRIBUTE, '');
    entry.wake();
  };

  /** The dormant island an event landed in, woken; undefined when none is dormant there. */
  const dormantIslandOf = (target: EventTarget | null): IslandEntry | undefined => {
    if (!(target instanceof Element)) return undefined;
    const element = target.closest<HTMLElement>(islandAnatomy.selector('root'));
    const entry = element ? entries.get(element) : undefined;
    if (!element || !entry || entry.hydrated) return undefined;
    wake(element, entry);
    return entry;
  };

  const onPointerOrFocus = (event: Event) => void dormantIslandOf(event.target);

  const onClick = (event: MouseEvent) => {
    const entry = dormantIslandOf(event.target);
    if (!entry || !(event.target instanceof Element)) return;
    // A modified or middle click is the browser's (a new tab); a link or field acts natively.
    if (event.button !== 0 || event.defaultPrevented) return;
    if (event.target.closest(NATIVE_CLICK)) {
      const submitter = event.target.closest<HTMLInputElement>('input[type=submit], input[type=image]');
      if (submitter?.form) holdSubmit(event, entry, submitter.form, submitter);
      return;
    }
    const pressed = event.target.closest<HTMLElement>(PRESSABLE);
    if (!pressed) return;
    const button = pressed instanceof HTMLButtonElement ? pressed : null;
    if (button && button.type === 'submit' && button.form) return holdSubmit(event, entry, button.form, button);
    entry.replays.push({ kind: 'click', target: pressed });
  };

  const holdSubmit = (event: Event, entry: IslandEntry, form: HTMLFormElement, submitter: HTMLElement | null) => {
    // Its native submission would leave the page before the block can validate and send it.
    event.preventDefault();
    if (!entry.replays.some((replay) => replay.kind === 'submit')) entry.replays.push({ kind: 'submit', form, submitter });
  };

  const onSubmit = (event: SubmitEvent) => {
    const entry = dormantIslandOf(event.target);
    if (entry && event.target instanceof HTMLFormElement) holdSubmit(event, entry, event.target, (event.submitter as HTMLElement | null) ?? null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const entry = dormantIslandOf(event.target);
    if (!entry || !(event.target instanceof HTMLElement) || event.key === 'Tab') return;
    // Typing goes into the field natively; Enter and Space on a button become its click.
    if (event.target.closest(TEXT_FIELD)) return;
    if ((event.key === 'Enter' || event.key === ' ') && event.target.closest(`${PRESSABLE}, ${NATIVE_CLICK}`)) return;
    const { key, code, shiftKey, altKey, ctrlKey, metaKey, repeat } = event;
    entry.replays.push({ kind: 'key', target: event.target, init: { key, code, shiftKey, altKey, ctrlKey, metaKey, repeat, bubbles: true, cancelable: true } });
  };

  win.addEventListener('pointerdown', onPointerOrFocus, true);
  win.addEventListener('focusin', onPointerOrFocus, true);
  win.addEventListener('click', onClick, true);
  win.addEventListener('keydown', onKeyDown, true);
  win.addEventListener('submit', onSubmit, true);

  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (observed) => {
            for (const record of observed) {
              const element = record.target as HTMLElement;
              const entry = entries.get(element);
              if (record.isIntersecting && entry) {
                wake(element, entry);
                observer?.unobserve(element);
              }
            }
          },
          { rootMargin: `${ISLAND_WAKE_MARGIN_PX}px` },
        )
      : null;

  return {
    observe(element, wakeIsland, options = {}) {
      const entry: IslandEntry = { wake: wakeIsland, woken: false, hydrated: false, replays: [] };
      entries.set(element, entry);
      if (hydratedFirst.has(element)) {
        entry.hydrated = true;
        wake(element, entry);
        return () => entries.delete(element);
      }
      // No observer (an old browser): wake at once rather than never.
      if (options.eager || !observer) wake(element, entry);
      else observer.observe(element);
      return () => {
        observer?.unobserve(element);
        entries.delete(element);
      };
    },
    hydrated(element) {
      const entry = entries.get(element);
      if (!entry) {
        hydratedFirst.add(element);
        element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
        return;
      }
      if (entry.hydrated) return;
      entry.hydrated = true;
      element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
      const replays = entry.replays.splice(0);
      // After the renderer's own work: `hydrated` is called from inside React's effects, where a
      // press on a part still dehydrated (a boundary nested in the block) could not make React
      // hydrate it at once, and the press would be dropped again.
      queueMicrotask(() => replay(element, replays, win));
    },
  };
}

function replay(element: HTMLElement, replays: Replay[], win: Window): void {
  announceTypedValues(element, win);
  for (const replay of replays) {
    if (replay.kind === 'click' && replay.target.isConnected) replay.target.click();
    else if (replay.kind === 'key' && replay.target.isConnected) replay.target.dispatchEvent(new KeyboardEvent('keydown', replay.init));
    else if (replay.kind === 'submit' && replay.form.isConnected) {
      const submitter = replay.submitter?.isConnected ? replay.submitter : null;
      replay.form.requestSubmit(submitter as HTMLButtonElement | null);
    }
  }
}

/**
 * Fields typed into before the block listened: each value that differs from the server's is set
 * back, then given again through the element's prototype setter with an `input` event, which a
 * renderer that tracks the last value it set (React does) reads as the visitor's edit.
 */
function announceTypedValues(element: HTMLElement, win: Window): void {
  const fields = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  for (const field of fields) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      const checked = field.checked;
      field.checked = !checked;
      field.click();
      continue;
    }
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    field.value = field.defaultValue;
    setValue?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
