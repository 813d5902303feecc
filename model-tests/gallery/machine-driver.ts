import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/gallery/connect.ts';
import { galleryMachine } from '../../machines/gallery/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { MODEL_RANDOM, type GalleryModelConfig, type GalleryModelEvent, type GalleryView } from './spec.ts';

const AUTOPLAY_TIMEOUT = 5000;


/**
 * Drives the bare galleryMachine the way a renderer does: clicks through `connect`'s handlers,
 * key presses through `onKeyPress`, time through a `SimulatedClock` (AUTOPLAY_TICK advances the
 * 5000 ms default timeout), and a linked gallery's reports as the events it would send.
 */
export function createGalleryMachineDriver(
  config: GalleryModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<GalleryModelEvent, GalleryView> {
  let actor: Actor<typeof galleryMachine> | undefined;
  let clock = new SimulatedClock();
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connect(actor.getSnapshot(), actor.send, { id: 'model', label: 'Model gallery' }, keepProps);
  };
  const inside = { contains: () => false };

  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      actor = createActor(galleryMachine, {
        input: {
          numberOfSlides: config.count,
          loop: config.loop,
          autoplay: config.autoplay,
          randomize: config.randomize,
          nomotion: config.nomotion,
          // A page rendered on a server starts from its guess; the browser's answer follows.
          mobile: false,
          groupSize: config.groupSize,
          perRow: config.perRow,
          slideClick: config.slideClick,
          random: MODEL_RANDOM,
          // Timed: the machine runs each transition for motionMs (a fade), unless motion is reduced.
          motionMs: config.motion === 'timed' ? config.motionMs : 0,
          transition: config.motion === 'timed' ? 'fade' : undefined,
          reducedMotion: config.reducedMotion,
          controlled: config.controlled,
        },
        clock,
        inspect,
      }).start();
      actor.send({ type: 'SET_MOBILE', mobile: config.mobile });
    },
    send(event) {
      const a = api();
      switch (event.type) {
        case 'NEXT':
          return a.getNextTriggerProps().onClick();
        case 'PREVIOUS':
          return a.getPreviousTriggerProps().onClick();
        case 'GO_TO':
          return a.getIndicatorProps(event.index).onClick();
        case 'HOVER_START':
          return a.getRootProps().onMouseEnter?.();
        case 'HOVER_END':
          return a.getRootProps().onMouseLeave?.();
        case 'FOCUS_IN':
          return a.getRootProps().onFocus();
        case 'FOCUS_OUT':
          return a.getRootProps().onBlur({ currentTarget: inside, relatedTarget: null });
        case 'PLAY':
        case 'PAUSE':
          return a.getRotationTriggerProps().onClick();
        case 'AUTOPLAY_TICK':
          return clock.increment(AUTOPLAY_TIMEOUT);
        case 'KEY':
          return a.onKeyPress({ key: event.key, editableTarget: event.editableTarget, inViewport: event.inViewport });
        case 'SLIDE_CLICK':
          return a.getSlideProps(event.index, { clickThroughUrl: event.clickThroughUrl }).onClick?.();
        case 'MOTION_START':
          return a.onMotionStart();
        case 'MOTION_END':
          // Timed, the transition's time runs out; otherwise the renderer reports its end.
          return config.motion === 'timed' ? clock.increment(config.motionMs ?? 0) : a.onMotionEnd();
        case 'GESTURE':
          // A quick swipe across a quarter of an 800 px stage.
          return a.onGesture({ dx: event.direction === 'left' ? -200 : 200, dy: 0, durationMs: 100, width: 800 });
        default:
          actor?.send(event);
      }
    },
    expect(view) {
      const a = api();
      check(a.index === view.index, `index is ${a.index}`);
      check(a.inMotion === view.inMotion, `inMotion is ${a.inMotion}`);
      check(a.groupSize === view.groupSize, `groupSize is ${a.groupSize}`);
      check(a.autoplay === view.autoplay, `autoplay is ${a.autoplay}`);
      check(a.getPreviousTriggerProps().className === (view.previousDisabled ? 'sqs-disabled' : undefined), 'previous control disabled class disagrees');
      check(a.getNextTriggerProps().className === (view.nextDisabled ? 'sqs-disabled' : undefined), 'next control disabled class disagrees');
      for (let slide = 0; slide < config.count; slide++) {
        const active = a.isActive(slide);
        check((a.getSlideProps(slide).className === 'sqs-active-slide') === active, `slide ${slide} active class disagrees`);
      }
      check(a.isActive(view.index), `slide ${view.index} is not active`);
      const rotation = a.getRotationTriggerProps();
      check(rotation.hidden === (view.autoplay === 'off'), 'rotation control visibility disagrees');
    },
  };
}
