import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate';
import { reservationAnatomy } from '../../machines/reservation/anatomy.ts';
import { WIDGET_RENDER_WAIT_MS } from '../../machines/reservation/constants.ts';
import { reservationMachine, type WidgetLoadInput } from '../../machines/reservation/machine.ts';
import type { ReservationInput, WidgetLoadFailure } from '../../machines/reservation/types.ts';
import { observeWidth } from './element-width.ts';
import { observeNearViewport } from './media.ts';
import { loadScript } from './script-loader.ts';

export type ReservationActor = Actor<typeof reservationMachine>;

/**
 * A booking provider's widget API as the block uses it: the provider's script defines it under
 * a global (the provider config names it); `render` draws the widget for an account and theme
 * into the container, `destroy` takes it away before a reload.
 */
export interface BookingWidgetApi {
  render(container: HTMLElement, options: { account: string; theme: string }): void;
  destroy?(container: HTMLElement): void;
}

const failure = (reason: WidgetLoadFailure['reason']): WidgetLoadFailure => ({ reason });

/** Resolves once the provider has put elements in the container; rejects after `waitMs`. */
function waitForWidgetDom(container: HTMLElement, waitMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (container.childElementCount > 0) return resolve();
    const observer = new MutationObserver(() => {
      if (container.childElementCount === 0) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(failure('dom'));
    }, waitMs);
    observer.observe(container, { childList: true });
  });
}

/**
 * [BLK-019] [BLK-026] Loads the provider's script through the page's script loader (once per
 * page), then has its widget draw with the theme into the block's widget element. Rejects
 * with `script` when the script fails [BLK-027 'loadjs failed'] and `dom` when the widget never
 * draws ['widget DOM never rendered'].
 */
async function drawWidget({ id, provider, theme }: WidgetLoadInput): Promise<void> {
  try {
    await loadScript(provider.scriptUrl);
  } catch {
    throw failure('script');
  }
  const api = (window as unknown as Record<string, BookingWidgetApi | undefined>)[provider.global];
  const container = document.getElementById(reservationAnatomy.id(id, 'widget'));
  if (!api || typeof api.render !== 'function' || !container) throw failure('dom');
  api.destroy?.(container);
  container.replaceChildren();
  api.render(container, { account: provider.accountId, theme });
  await waitForWidgetDom(container, WIDGET_RENDER_WAIT_MS);
}

/** The reservation machine with the browser's widget loads provided (a reload re-initialises the widget with the new theme). */
export const browserReservationMachine = reservationMachine.provide({
  actors: { loadWidget: fromPromise<void, WidgetLoadInput>(({ input }) => drawWidget(input)), reloadWidget: fromPromise<void, WidgetLoadInput>(({ input }) => drawWidget(input)) },
});

export function createReservationActor(input: ReservationInput, options: { inspect?: (event: InspectionEvent) => void } = {}): ReservationActor {
  return createActor(browserReservationMachine, { input, inspect: options.inspect });
}

/**
 * The one place a reservation block meets the page: its container's width (each change a
 * `RESIZE`, the theme following [BLK-020] [BLK-022]), waking within 200 px of the viewport
 * (`NEAR`: the provider's script is fetched only then), and failures to the console only
 * [BLK-027]. Returns the cleanup.
 */
export function bindReservation(actor: ReservationActor, root: HTMLElement): () => void {
  const stopWidth = observeWidth(root, (width) => actor.send({ type: 'RESIZE', width: Math.round(width) }));
  const stopNear = actor.getSnapshot().value === 'preview' ? () => {} : observeNearViewport(root, () => actor.send({ type: 'NEAR' }));
  const logs = actor.on('consoleError', ({ message }) => console.error(message));
  return () => {
    stopWidth();
    stopNear();
    logs.unsubscribe();
  };
}
