import { createActor, type Actor } from 'xstate';
import { adPixelMachine, type PixelEvent } from '../../machines/tracking/ad-pixel.ts';
import { AD_PIXEL_SELECTOR } from '../../machines/tracking/constants.ts';

export type AdPixelActor = Actor<typeof adPixelMachine>;

/**
 * [TRK-038] Sends pixel events to the ad pixel on the page: an element matching
 * `[data-ad-pixel]` whose `data-endpoint` (a same-origin path, ours) takes each event as an image
 * request `?ev=<name>&<fields>`. Failures are swallowed [TRK-040].
 */
function sendToPixel(doc: Document, events: readonly PixelEvent[]): void {
  try {
    const endpoint = doc.querySelector(AD_PIXEL_SELECTOR)?.getAttribute('data-endpoint') ?? '';
    // Only a path on this site: the pixel element is page content, not a way to send elsewhere.
    if (!endpoint.startsWith('/') || endpoint.startsWith('//')) return;
    for (const event of events) {
      const query = new URLSearchParams({ ev: event.name, ...(event.data ?? {}) });
      new Image().src = `${endpoint}?${query}`;
    }
  } catch {
    // Swallowed.
  }
}

/** [TRK-039] Answers the machine's looks with the selector, and sends what it says. Returns the cleanup. */
export function bindAdPixel(actor: AdPixelActor, doc: Document = document): () => void {
  const look = actor.on('lookForPixel', () => actor.send({ type: 'LOOKED', found: doc.querySelector(AD_PIXEL_SELECTOR) !== null }));
  const send = actor.on('sendPixelEvents', ({ events }) => sendToPixel(doc, events));
  return () => {
    look.unsubscribe();
    send.unsubscribe();
  };
}

/** An ad pixel actor bound to the page, started. */
export function startAdPixel(doc: Document = document): { actor: AdPixelActor; stop(): void } {
  const actor = createActor(adPixelMachine, { input: {} });
  const unbind = bindAdPixel(actor, doc);
  actor.start();
  return {
    actor,
    stop: () => {
      unbind();
      actor.stop();
    },
  };
}
