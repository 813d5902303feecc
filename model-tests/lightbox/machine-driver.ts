import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { LIGHTBOX_FADE_MS, LIGHTBOX_KEY_THROTTLE_MS } from '../../machines/lightbox/constants.ts';
import { LIGHTBOX_AUTOPLAY_TIMEOUT_MS } from '../../machines/gallery/constants.ts';
import { connect, type ClickEventLike } from '../../machines/lightbox/connect.ts';
import { hashForItem, itemIdFromHash } from '../../machines/lightbox/logic.ts';
import { lightboxMachine } from '../../machines/lightbox/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { LightboxModelConfig, LightboxModelEvent, LightboxView } from './spec.ts';


/** A click on the lightbox root at `x` (0..1) of a 1000 px lightbox, on the image or beside it. */
function clickAt(x: number, onImage: boolean): ClickEventLike {
  return {
    clientX: x * 1000,
    target: { closest: (selector: string) => (onImage && selector.includes('image') ? {} : null) },
    currentTarget: { getBoundingClientRect: () => ({ left: 0, width: 1000 }) },
  };
}

const key = (name: string) => ({ key: name, preventDefault() {} });

/** The collection page the slides live under: `/demo/lightbox/<id>` names a slide by its path. */
const COLLECTION = '/demo/lightbox';

/**
 * Drives the bare machine the way a renderer does: through `connect`'s handlers, with a
 * `SimulatedClock` for the fade and the throttle, and a stand-in address bar that follows the
 * machine's hash effects (the back button clears the hash, then tells the machine).
 */
export function createLightboxMachineDriver(
  config: LightboxModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<LightboxModelEvent, LightboxView> {
  let actor: Actor<typeof lightboxMachine> | undefined;
  let clock = new SimulatedClock();
  let hash = '';
  let told: string | null = null;
  const slides = config.slides.map((id) => ({ id, url: `walk/${id.split('-')[0]}` }));
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connect(actor.getSnapshot(), actor.send, keepProps);
  };

  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      hash = '';
      told = null;
      actor = createActor(lightboxMachine, {
        input: { slides, historyHash: config.historyHash, available: config.available, mobile: false, id: 'model', controlled: config.controlled ?? false, autoplay: config.autoplay },
        clock,
        inspect,
      });
      actor.on('writeHash', (event) => (hash = `#${event.hash}`));
      actor.on('clearHash', () => (hash = ''));
      // What the page's onOpenChange and onIndexChange hear.
      actor.on('openChange', (event) => (told = event.open ? `open@${event.index}` : 'close'));
      actor.on('indexChange', (event) => (told = `index@${event.index}`));
      actor.start();
    },
    send(event) {
      const send = actor?.send ?? (() => undefined);
      switch (event.type) {
        case 'OPEN':
          return send({ type: 'OPEN', index: event.index });
        case 'VIEWPORT':
          return send({ type: 'SET_MOBILE', mobile: event.mobile });
        case 'PAGE_OPEN':
          return send({ type: 'SET_OPEN', open: true, index: event.index });
        case 'PAGE_CLOSE':
          return send({ type: 'SET_OPEN', open: false });
        case 'PAGE_INDEX':
          return send({ type: 'SET_INDEX', index: event.index });
        case 'PAGE_SLIDES':
          return send({ type: 'SET_SLIDES', slides: [...slides] });
        case 'LOAD_AT': {
          const id = config.slides[event.index] ?? '';
          if (event.via === 'path') {
            hash = '';
            return send({ type: 'OPEN_FROM_ADDRESS', pathname: `${COLLECTION}/${id}`, hash, collectionUrl: COLLECTION });
          }
          hash = `#${hashForItem(id)}`;
          return send({ type: 'OPEN_FROM_ADDRESS', pathname: COLLECTION, hash, collectionUrl: COLLECTION });
        }
        case 'HASH':
          hash = `#${hashForItem(config.slides[event.index] ?? '')}`;
          return send({ type: 'ADDRESS_CHANGE', hash });
        case 'FADE_DONE':
          return clock.increment(LIGHTBOX_FADE_MS);
        case 'THROTTLE_DONE':
          return clock.increment(LIGHTBOX_KEY_THROTTLE_MS);
        case 'TICK':
          return clock.increment(LIGHTBOX_AUTOPLAY_TIMEOUT_MS);
        case 'PLAY':
        case 'PAUSE': {
          // The control offers play or pause: a visitor presses it only for what it offers.
          const control = api().getAutoplayTriggerProps();
          if (control['aria-label'] !== (event.type === 'PLAY' ? 'Play slideshow' : 'Pause slideshow')) return;
          return control.onClick();
        }
        case 'MOTION':
          return send({ type: 'REDUCED_MOTION', on: event.reduced });
        case 'NEXT':
          return event.via === 'button' ? api().getNextTriggerProps().onClick() : api().getRootProps().onClick(clickAt(0.75, true));
        case 'PREVIOUS':
          return event.via === 'button' ? api().getPreviousTriggerProps().onClick() : api().getRootProps().onClick(clickAt(0.25, true));
        case 'ARROW':
          return api().getRootProps().onKeyDown(key(event.key));
        case 'CLOSE':
          switch (event.via) {
            case 'button':
              return api().getCloseTriggerProps().onClick();
            case 'escape':
              return api().getRootProps().onKeyDown(key('Escape'));
            case 'backdrop':
              return api().getRootProps().onClick(clickAt(0.5, false));
            case 'edge':
              return api().getRootProps().onClick(clickAt(0.99, true));
            case 'back':
              hash = '';
              return send({ type: 'ADDRESS_CHANGE', hash });
          }
      }
    },
    expect(view) {
      const current = api();
      check(current.state === view.state, `state is ${current.state}`);
      check(current.rendered === (view.state !== 'closed'), `rendered is ${current.rendered}`);
      if (view.index !== null) check(current.index === view.index, `index is ${current.index}`);
      if (view.state === 'open') {
        check(current.showArrows === view.arrows, `showArrows is ${current.showArrows}`);
        check(current.getCloseTriggerProps()['aria-label'] === 'Close', 'no close control');
      }
      check(current.contentShown === (view.state === 'open'), `contentShown is ${current.contentShown}`);
      check(itemIdFromHash(hash) === view.hashItem, `hash is ${hash}`);
      check(told === view.told, `the page was told ${told}`);
      // [GAL-085] The control and its polite status; the counter is quiet only while it plays.
      check(current.autoplay === view.autoplay, `autoplay is ${current.autoplay}`);
      check(current.getAutoplayTriggerProps().hidden === (view.autoplay === 'off'), 'the play/pause control shows only when autoplay is offered');
      check(current.getAutoplayStatusProps()['aria-live'] === 'polite', 'autoplay is announced politely');
      const quiet = view.state === 'open' && view.autoplay === 'playing';
      check(current.getCounterProps()['aria-live'] === (quiet ? 'off' : 'polite'), `the counter is ${current.getCounterProps()['aria-live']}`);
    },
  };
}
