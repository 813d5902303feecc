import { keepProps } from '../machines/shared/normalize.ts';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { parseHtmlFragment } from '../adapters/server/html.ts';
import { connectVideo, resizeEmitterMachine, videoMachine } from '../machines/index.ts';
import { VIDEO_RESIZE_TIMEOUT_MS } from '../machines/resize/constants.ts';
import { videoStatus } from '../machines/video/connect.ts';
import { CUSTOM_THUMBNAIL_NEEDS_EMBED, VIDEO_FALLBACK_ASPECT_PERCENT } from '../machines/video/constants.ts';
import {
  embedElementOf,
  videoEmbedOf,
  parsePlayerMessage,
  parseVideoMode,
  playerMessage,
  playerSrc,
  stateReportRequests,
} from '../machines/video/embed.ts';
import type { VideoEmitted } from '../machines/video/machine.ts';

const youtube = '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc" title="Clip"></iframe>';
const vimeo = '<iframe src="https://player.vimeo.com/video/1" width="640" height="360"></iframe>';
const object = '<object width="480" height="270"><param name="movie" value="/a.swf"><embed src="/a.swf"></embed></object>';

/** Embed code read as the server adapter reads it (parse5, the browser's algorithm), then validated. */
const parseEmbed = (html: unknown) => videoEmbedOf(embedElementOf(parseHtmlFragment(typeof html === 'string' ? html : '')));

function start(embedHtml: unknown, mode: unknown = null, id = 'v1') {
  const embed = embedElementOf(parseHtmlFragment(typeof embedHtml === 'string' ? embedHtml : ''));
  const actor = createActor(videoMachine, { input: { id, embed, mode } });
  const emitted: VideoEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const api = () => connectVideo(actor.getSnapshot(), actor.send, keepProps, { title: 'Clip', origin: 'https://site.example' });
  return { actor, emitted, api, status: () => videoStatus(actor.getSnapshot()) };
}

describe('video embeds', () => {
  it('[MEDIA-028] an embed holds an iframe (its address, size and title are kept)', () => {
    expect(parseEmbed(youtube)).toEqual({ kind: 'iframe', src: 'https://www.youtube.com/embed/abc', width: 560, height: 315, title: 'Clip', provider: 'youtube' });
    expect(parseEmbed(vimeo)).toMatchObject({ kind: 'iframe', provider: 'vimeo' });
  });

  it('[MEDIA-028] [MEDIA-029] or an object with an embed inside; an object without one is invalid', () => {
    expect(parseEmbed(object)).toMatchObject({ kind: 'object', src: '/a.swf', width: 480, height: 270, provider: 'other' });
    expect(parseEmbed('<object width="480"><param name="movie" value="/a.swf"></object>')).toBeNull();
  });

  it('[MEDIA-030] [MEDIA-031] no valid embed: the video is marked invalid and reports "Invalid video embed."', () => {
    for (const html of ['', '<p>nothing</p>', '<script>alert(1)</script>', '<iframe></iframe>', '<iframe src="javascript:alert(1)"></iframe>', 42, null]) {
      const video = start(html);
      expect(video.status()).toBe('invalid');
      expect(video.api().error).toBe('Invalid video embed.');
      expect(video.api().getErrorProps().hidden).toBe(false);
    }
  });

  it('[MEDIA-028] the src is the parser\'s: a src written inside another attribute\'s value is that value, never the src', () => {
    const tricky = '<iframe title="x src=//evil.example/a" src="https://www.youtube.com/embed/abc"></iframe>';
    expect(parseEmbed(tricky)).toEqual({ kind: 'iframe', src: 'https://www.youtube.com/embed/abc', width: null, height: null, title: 'x src=//evil.example/a', provider: 'youtube' });
    expect(parseEmbed('<iframe data-src="//evil.example/a" src="https://player.vimeo.com/video/1">')).toMatchObject({ src: 'https://player.vimeo.com/video/1', provider: 'vimeo' });
    expect(parseEmbed("<iframe src='https://www.youtube.com/embed/a?b=1&amp;c=2'></iframe>")).toMatchObject({ src: 'https://www.youtube.com/embed/a?b=1&c=2' });
    // Whatever is commented out, or sits in a script's text, is not an element.
    expect(parseEmbed('<!-- <iframe src="https://evil.example/x"></iframe> --><iframe src="/player.html"></iframe>')).toMatchObject({ src: '/player.html' });
    expect(parseEmbed('<script>"<iframe src=https://evil.example/x>"</script>')).toBeNull();
  });

  it('the machine takes typed attributes: anything that is not a player element is invalid, never a crash', () => {
    for (const embed of [null, undefined, { kind: 'video', src: 'https://a.example/' }, { kind: 'iframe', src: 'javascript:alert(1)', width: null, height: null, title: null }, { kind: 'iframe', src: 42 }]) {
      const actor = createActor(videoMachine, { input: { id: 'x', embed: embed as never } }).start();
      expect(videoStatus(actor.getSnapshot())).toBe('invalid');
    }
  });

  it('an embed with a script tag keeps only the iframe: the script is never part of what renders', () => {
    const embed = parseEmbed(`${youtube}<script>document.title = "x"</script>`);
    expect(embed).toMatchObject({ kind: 'iframe', src: 'https://www.youtube.com/embed/abc' });
    expect(JSON.stringify(embed)).not.toContain('script');
  });

  it('[MEDIA-026] the video mode is none, fit, fill or null', () => {
    expect(['none', 'fit', 'fill', null, 'stretch', 3].map(parseVideoMode)).toEqual(['none', 'fit', 'fill', null, null, null]);
  });

  it('[MEDIA-035] a box without the embed size takes the 56.3 % fallback ratio', () => {
    expect(VIDEO_FALLBACK_ASPECT_PERCENT).toBe(56.3);
    expect(start('<iframe src="https://www.youtube.com/embed/a"></iframe>').api().getRootProps().style).toEqual({ '--sm-video-ratio': '56.3%' });
    expect(start(youtube).api().getRootProps().style).toEqual({ '--sm-video-ratio': '56.25%' });
  });

  it('[MEDIA-032] the video catalogue holds the custom featured image message', () => {
    expect(CUSTOM_THUMBNAIL_NEEDS_EMBED).toBe(
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    );
  });
});

describe('videoMachine', () => {
  it('[MEDIA-023] the overlay shows first; the player is not rendered yet', () => {
    const video = start(youtube);
    expect(video.status()).toBe('overlay');
    expect(video.api()).toMatchObject({ shown: false });
    expect(video.api().getOverlayProps()).toMatchObject({ type: 'button', 'aria-label': 'Play video: Clip', hidden: false });
  });

  it('[MEDIA-024] activating the overlay (a button: click, Enter or Space) shows the video with autoplay and its player interface on', () => {
    const video = start(youtube);
    video.api().getOverlayProps().onClick();
    expect(video.status()).toBe('starting');
    expect(video.api().shown).toBe(true);
    expect(video.api().getPlayerProps().src).toBe('https://www.youtube.com/embed/abc?autoplay=1&enablejsapi=1&origin=https%3A%2F%2Fsite.example');
  });

  it('[MEDIA-025] showing a video announces it so the other players hide; a hidden player goes back to its overlay', () => {
    const first = start(youtube, null, 'first');
    const second = start(vimeo, null, 'second');
    first.actor.send({ type: 'ACTIVATE' });
    expect(first.emitted).toEqual([{ type: 'shown', id: 'first' }]);
    second.actor.send({ type: 'ACTIVATE' });
    first.actor.send({ type: 'HIDE' });
    expect(first.status()).toBe('overlay');
    expect(first.emitted.at(-1)).toEqual({ type: 'command', command: 'pause' });
  });

  it('[GAL-053] playing and stopping are announced so a gallery pauses and restores autoplay', () => {
    const video = start(youtube);
    video.actor.send({ type: 'ACTIVATE' });
    video.actor.send({ type: 'PLAYER_PLAYING' });
    video.actor.send({ type: 'PLAYER_ENDED' });
    expect(video.emitted.map((event) => event.type)).toEqual(['shown', 'playing', 'stopped']);
  });

  it('[GAL-054] [GAL-055] leaving the slide resets the video to its overlay; a player with an interface is paused', () => {
    const video = start(youtube);
    video.actor.send({ type: 'ACTIVATE' });
    video.actor.send({ type: 'PLAYER_PLAYING' });
    video.actor.send({ type: 'RESET' });
    expect(video.status()).toBe('overlay');
    expect(video.emitted.slice(-2)).toEqual([
      { type: 'stopped', id: 'v1' },
      { type: 'command', command: 'pause' },
    ]);
    expect(video.actor.getSnapshot().context.loads).toBe(0);
  });

  it('[GAL-055] a paused player stays loaded behind its overlay; showing it again plays it by message', () => {
    const video = start(youtube);
    video.actor.send({ type: 'ACTIVATE' });
    video.actor.send({ type: 'RESET' });
    expect(video.api()).toMatchObject({ shown: false, playerMounted: true });
    expect(video.api().getPlayerProps().hidden).toBe(true);
    video.actor.send({ type: 'ACTIVATE' });
    expect(video.emitted.at(-1)).toEqual({ type: 'command', command: 'play' });
  });

  it('[GAL-056] an object or an iframe without a player interface is reloaded instead', () => {
    for (const html of [object, '<iframe src="https://media.example/clip"></iframe>']) {
      const video = start(html);
      video.actor.send({ type: 'ACTIVATE' });
      const key = video.api().playerKey;
      video.actor.send({ type: 'RESET' });
      expect(video.status()).toBe('overlay');
      expect(video.api().playerKey).not.toBe(key);
      expect(video.emitted.some((event) => event.type === 'command')).toBe(false);
    }
  });

  it('[MEDIA-027] a mode change reloads the video; the same mode does not', () => {
    const video = start(youtube, 'fit');
    video.actor.send({ type: 'ACTIVATE' });
    video.actor.send({ type: 'PLAYER_PLAYING' });
    video.actor.send({ type: 'SET_MODE', mode: 'fit' });
    expect(video.actor.getSnapshot().context.loads).toBe(0);
    video.actor.send({ type: 'SET_MODE', mode: 'fill' });
    expect(video.actor.getSnapshot().context).toMatchObject({ loads: 1, mode: 'fill' });
    expect(video.status()).toBe('starting');
    expect(video.api().getRootProps()['data-mode']).toBe('fill');
  });

  it('[MEDIA-033] play and pause commands are emitted for the player', () => {
    const video = start(vimeo);
    video.actor.send({ type: 'ACTIVATE' });
    video.actor.send({ type: 'PAUSE' });
    video.actor.send({ type: 'PLAY' });
    expect(video.emitted.filter((event) => event.type === 'command')).toEqual([
      { type: 'command', command: 'pause' },
      { type: 'command', command: 'play' },
    ]);
  });
});

describe('player messages', () => {
  it('[MEDIA-033] YouTube and Vimeo players get play and pause in their own message formats', () => {
    expect(JSON.parse(playerMessage('youtube', 'play') ?? '')).toEqual({ event: 'command', func: 'playVideo', args: [] });
    expect(JSON.parse(playerMessage('youtube', 'pause') ?? '')).toEqual({ event: 'command', func: 'pauseVideo', args: [] });
    expect(JSON.parse(playerMessage('vimeo', 'play') ?? '')).toEqual({ method: 'play' });
    expect(JSON.parse(playerMessage('vimeo', 'pause') ?? '')).toEqual({ method: 'pause' });
    expect(playerMessage('other', 'play')).toBeNull();
    expect(stateReportRequests('youtube', 'v1').map((m) => JSON.parse(m).event)).toEqual(['listening']);
    expect(stateReportRequests('vimeo', 'v1').map((m) => JSON.parse(m).value)).toEqual(['play', 'pause', 'ended']);
  });

  it('[MEDIA-033] their reports are read in each format; anything else is ignored', () => {
    expect(parsePlayerMessage('youtube', '{"event":"onStateChange","info":1}')).toBe('playing');
    expect(parsePlayerMessage('youtube', { event: 'onStateChange', info: 2 })).toBe('paused');
    expect(parsePlayerMessage('youtube', '{"event":"infoDelivery","info":{"playerState":0}}')).toBe('ended');
    expect(parsePlayerMessage('vimeo', '{"event":"play"}')).toBe('playing');
    expect(parsePlayerMessage('vimeo', '{"event":"finish"}')).toBe('ended');
    expect(parsePlayerMessage('vimeo', 'not json')).toBeNull();
    expect(parsePlayerMessage('other', '{"event":"play"}')).toBeNull();
    expect(playerSrc(parseEmbed(vimeo)!, 'https://site.example')).toBe('https://player.vimeo.com/video/1?autoplay=1&api=1');
  });

  it('[MEDIA-034] the video resize emitter waits 1000 ms of quiet', () => {
    const clock = new SimulatedClock();
    const actor = createActor(resizeEmitterMachine, { input: { axis: 'x', timeout: VIDEO_RESIZE_TIMEOUT_MS, width: 800, height: 450 }, clock });
    const ends: number[] = [];
    actor.on('resizeEnd', ({ width }) => ends.push(width));
    actor.start();
    actor.send({ type: 'RESIZE', width: 700, height: 450 });
    clock.increment(999);
    expect(ends).toEqual([]);
    clock.increment(1);
    expect(ends).toEqual([700]);
  });
});
