import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { keepProps } from '../machines/shared/normalize.ts';
import {
  connectFollowButton,
  connectRelativeTime,
  decodeUsername,
  followButtonMachine,
  parseColour,
  relativeTimeMachine,
} from '../machines/index.ts';
import { colourOf, isValidColour, toHex } from '../machines/colour/logic.ts';
import { relativeTimeText } from '../machines/relative-time/logic.ts';

describe('colour strings', () => {
  it('[WID-016] hex colour strings with 3 or 6 digits are valid, others not', () => {
    for (const text of ['#fff', '#FFF', '#1a2b3c', '#000000']) expect(isValidColour(text), text).toBe(true);
    for (const text of ['#ff', '#ffff', '#fffff', '#1a2b3c4', '#ggg', 'fff', '#12345678']) expect(isValidColour(text), text).toBe(false);
    expect(parseColour('#f80')).toEqual({ model: 'rgb', components: [255, 136, 0], alpha: 1 });
  });

  it('[WID-017] rgb and rgba colour strings are valid', () => {
    expect(parseColour('rgb(255, 0, 10)')).toEqual({ model: 'rgb', components: [255, 0, 10], alpha: 1 });
    expect(parseColour('rgba(1,2,3,0.5)')).toEqual({ model: 'rgb', components: [1, 2, 3], alpha: 0.5 });
    expect(parseColour('rgb(10 20 30)')).toEqual({ model: 'rgb', components: [10, 20, 30], alpha: 1 });
  });

  it('[WID-018] hsl and hsla colour strings are valid', () => {
    expect(parseColour('hsl(120, 50%, 25%)')).toEqual({ model: 'hsl', components: [120, 50, 25], alpha: 1 });
    expect(parseColour('hsla(120deg, 50%, 25%, 0.3)')).toEqual({ model: 'hsl', components: [120, 50, 25], alpha: 0.3 });
    expect(isValidColour('hsl(120, 50, 25)')).toBe(false);
  });

  it('[WID-019] hwb colour strings are valid', () => {
    expect(parseColour('hwb(200 10% 20%)')).toEqual({ model: 'hwb', components: [200, 10, 20], alpha: 1 });
    expect(parseColour('hwb(200, 10%, 20%, 0.5)')).toEqual({ model: 'hwb', components: [200, 10, 20], alpha: 0.5 });
    expect(isValidColour('hwb(200 10 20)')).toBe(false);
  });

  it('[WID-020] components are clamped to their ranges', () => {
    expect(parseColour('rgb(300, -5, 128)')?.components).toEqual([255, 0, 128]);
    expect(parseColour('rgba(0, 0, 0, 1.7)')?.alpha).toBe(1);
    expect(parseColour('hsl(400, 150%, -3%)')?.components).toEqual([360, 100, 0]);
    expect(colourOf('hwb', [-20, 120, 50], -1)).toEqual({ model: 'hwb', components: [0, 100, 50], alpha: 0 });
  });

  it('[WID-021] an rgb colour string must not carry alpha', () => {
    expect(isValidColour('rgb(1, 2, 3, 0.5)')).toBe(false);
    expect(isValidColour('hsl(1, 2%, 3%, 0.5)')).toBe(false);
  });

  it('[WID-022] an rgba colour string must carry alpha', () => {
    expect(isValidColour('rgba(1, 2, 3)')).toBe(false);
    expect(isValidColour('hsla(1, 2%, 3%)')).toBe(false);
  });

  it("[WID-023] an invalid colour model logs 'Invalid color model'", () => {
    const log = vi.fn();
    expect(colourOf('cmyk', [1, 2, 3], 1, log)).toBeNull();
    expect(log).toHaveBeenCalledWith('Invalid color model');
    expect(colourOf('rgb', [1, 2, 3], 1, log)).not.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('[WID-024] stringifying to hex needs alpha 1; otherwise an error is logged and null returned', () => {
    const log = vi.fn();
    expect(toHex(parseColour('rgb(255, 136, 0)')!, log)).toBe('#ff8800');
    expect(toHex(parseColour('hsl(0, 100%, 50%)')!, log)).toBe('#ff0000');
    expect(toHex(parseColour('hwb(120 0% 0%)')!, log)).toBe('#00ff00');
    expect(toHex(parseColour('hwb(120 60% 60%)')!, log)).toBe('#808080');
    expect(log).not.toHaveBeenCalled();
    expect(toHex(parseColour('rgba(255, 0, 0, 0.5)')!, log)).toBeNull();
    expect(log).toHaveBeenCalledWith('Cannot write a colour with alpha below 1 as hex');
  });
});

describe('relative time', () => {
  it("[WID-013] under 60 s it shows 'just now' or 'about N seconds ago'", () => {
    const time = 1_000_000;
    expect(relativeTimeText(time, time)).toBe('just now');
    expect(relativeTimeText(time, time + 4_999)).toBe('just now');
    expect(relativeTimeText(time, time + 5_000)).toBe('about 5 seconds ago');
    expect(relativeTimeText(time, time + 59_999)).toBe('about 59 seconds ago');
    expect(relativeTimeText(time, time - 10_000)).toBe('just now');
  });

  it('[WID-013] from a minute on, the words are Intl.RelativeTimeFormat\'s, with correct plurals', () => {
    const time = 1_000_000;
    expect(relativeTimeText(time, time + 60_000)).toBe('1 minute ago');
    expect(relativeTimeText(time, time + 119_999)).toBe('1 minute ago');
    expect(relativeTimeText(time, time + 120_000)).toBe('2 minutes ago');
    expect(relativeTimeText(time, time + 3_600_000)).toBe('1 hour ago');
    expect(relativeTimeText(time, time + 3 * 3_600_000)).toBe('3 hours ago');
    expect(relativeTimeText(time, time + 24 * 3_600_000)).toBe('1 day ago');
    expect(relativeTimeText(time, time + 49 * 3_600_000)).toBe('2 days ago');
    expect(relativeTimeText(time, time + 31 * 86_400_000)).toBe('1 month ago');
    expect(relativeTimeText(time, time + 800 * 86_400_000)).toBe('2 years ago');
    for (const minutes of [1, 2, 59]) expect(relativeTimeText(0, minutes * 60_000)).not.toMatch(/\b1 \w+s ago|about \d+ (minute|hour|day)/);
    // Another locale gets its own words; one Intl does not know falls back to English.
    expect(relativeTimeText(time, time + 120_000, 'de')).toBe('vor 2 Minuten');
    expect(relativeTimeText(time, time + 120_000, 'not a locale!')).toBe('2 minutes ago');
  });

  it('[WID-013] a time that is no number reads just now, and the <time> gets no dateTime', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 9e15]) {
      expect(relativeTimeText(bad, 1_000)).toBe('just now');
      const actor = createActor(relativeTimeMachine, { input: { time: bad, now: 0 } }).start();
      expect(() => connectRelativeTime(actor.getSnapshot(), actor.send, keepProps).getTimeProps()).not.toThrow();
      expect(connectRelativeTime(actor.getSnapshot(), actor.send, keepProps).getTimeProps().dateTime).toBeUndefined();
      actor.stop();
    }
  });

  it('[WID-012] the display refreshes every 5 s', () => {
    const clock = new SimulatedClock();
    const actor = createActor(relativeTimeMachine, { input: { time: 0, now: 0 }, clock }).start();
    const renders: string[] = [];
    actor.subscribe((snapshot) => renders.push(connectRelativeTime(snapshot, actor.send, keepProps).text));
    expect(connectRelativeTime(actor.getSnapshot(), actor.send, keepProps).text).toBe('just now');
    clock.increment(4_999);
    expect(connectRelativeTime(actor.getSnapshot(), actor.send, keepProps).text).toBe('just now');
    clock.increment(1);
    expect(connectRelativeTime(actor.getSnapshot(), actor.send, keepProps).text).toBe('about 5 seconds ago');
    clock.increment(5_000);
    clock.increment(5_000);
    expect(connectRelativeTime(actor.getSnapshot(), actor.send, keepProps).text).toBe('about 15 seconds ago');
    expect(renders).toEqual(['about 5 seconds ago', 'about 10 seconds ago', 'about 15 seconds ago']);
    actor.send({ type: 'NOW', now: 120_000 });
    expect(connectRelativeTime(actor.getSnapshot(), actor.send, keepProps).text).toBe('2 minutes ago');
    expect(connectRelativeTime(actor.getSnapshot(), actor.send, keepProps).getTimeProps().dateTime).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('follow link', () => {
  function start(load: () => Promise<void>) {
    const clock = new SimulatedClock();
    const actor = createActor(followButtonMachine.provide({ actors: { loadWidgetScript: fromPromise(load) } }), { input: { username: 'harbourwalks' }, clock }).start();
    return { actor, clock, api: () => connectFollowButton(actor.getSnapshot(), actor.send, keepProps) };
  }

  it('[WID-001] renders a follow link for the account, at once, enhanced once the widget script loads', async () => {
    const { actor, api } = start(async () => undefined);
    expect(api().text).toBe('Follow @harbourwalks');
    expect(api().getLinkProps()).toMatchObject({ href: 'https://twitter.com/harbourwalks', 'data-scope': 'follow' });
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('[WID-002] the widget script load times out after 10000 ms, leaving the plain link', () => {
    const { actor, clock, api } = start(() => new Promise(() => undefined));
    clock.increment(9_999);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(api().getLinkProps()['data-state']).toBe('unavailable');
    expect(api().text).toBe('Follow @harbourwalks');
  });

  it('a failed script load leaves the plain link too', async () => {
    const { actor } = start(async () => {
      throw new Error('blocked');
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unavailable'));
  });

  it.each([
    ['harbourwalks', 'harbourwalks'],
    ['@coastal_trails', 'coastal_trails'],
    [' spaced ', 'spaced'],
    ['not a name!', null],
    ['', null],
    [null, null],
    ['way_too_long_account_name', null],
    ['javascript:alert(1)', null],
    ['../../evil', null],
  ])('[WID-001] decodes the username attribute %j as %j', (value, expected) => {
    const decoded = decodeUsername(value);
    expect(decoded.ok ? decoded.data : null).toBe(expected);
  });
});
