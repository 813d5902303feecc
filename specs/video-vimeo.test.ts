import { keepProps } from '../machines/shared/normalize.ts';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { oembedOrNull } from '../machines/video/oembed.ts';
import { connectVideo, decodeGalleryBlock, decodeOEmbedAnswer, videoMachine } from '../machines/index.ts';
import { videoStatus } from '../machines/video/connect.ts';
import { embedElementOf } from '../machines/video/embed.ts';
import { isVimeoBasicVideo } from '../machines/video/vimeo.ts';
import { parseHtmlFragment } from '../adapters/server/index.ts';

const vimeo = '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" width="640" height="360"></iframe>';
const youtube = '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" width="640" height="360"></iframe>';
const basic = { type: 'video', provider_name: 'Vimeo', account_type: 'basic', is_plus: '0', video_id: 76979871 };

/** A video as a page starts it: its stored answer decoded at the edge. */
function start(embedHtml: string, oembed?: unknown) {
  // The embed code as the adapter hands it over: its player element, read by an HTML parser.
  const actor = createActor(videoMachine, { input: { id: 'v', embed: embedElementOf(parseHtmlFragment(embedHtml)), oembed: oembedOrNull(decodeOEmbedAnswer(oembed)) } }).start();
  return { actor, api: () => connectVideo(actor.getSnapshot(), actor.send, keepProps, { title: 'Film', origin: 'https://www.example.com' }) };
}

describe('Vimeo Basic account videos (002 §5)', () => {
  it('[MEDIA-036] a Vimeo video whose stored oEmbed answer says account_type basic is unsupported, with a clear message and no player', () => {
    const { actor, api } = start(vimeo, basic);
    expect(videoStatus(actor.getSnapshot())).toBe('invalid');
    expect(api().error).toBe('This video cannot be played here: videos from Vimeo Basic accounts are not supported.');
    expect(api().getErrorProps().hidden).toBe(false);
    expect(api().playerMounted).toBe(false);
    actor.send({ type: 'ACTIVATE' });
    expect(videoStatus(actor.getSnapshot())).toBe('invalid');
  });

  it('[MEDIA-036] other plans, other providers and a missing or unreadable answer are played as before', () => {
    for (const [embed, oembed] of [
      [vimeo, { ...basic, account_type: 'plus' }],
      [vimeo, { ...basic, account_type: 'pro' }],
      [vimeo, undefined],
      [vimeo, 'basic'],
      [vimeo, { provider_name: 'Vimeo', account_type: 42 }],
      [youtube, { provider_name: 'YouTube', account_type: 'basic' }],
    ] as const) {
      const { actor, api } = start(embed, oembed);
      expect(videoStatus(actor.getSnapshot()), JSON.stringify(oembed)).toBe('overlay');
      expect(api().error).toBeNull();
    }
  });

  it('[MEDIA-036] Vimeo is recognised by the player address or by the answer\'s provider name, the plan in any case', () => {
    expect(isVimeoBasicVideo({ account_type: 'Basic' }, { provider: 'vimeo' })).toBe(true);
    expect(isVimeoBasicVideo({ provider_name: 'VIMEO', account_type: ' basic ' }, { provider: 'other' })).toBe(true);
    expect(isVimeoBasicVideo({ account_type: 'basic' }, { provider: 'other' })).toBe(false);
    expect(isVimeoBasicVideo(null, { provider: 'vimeo' })).toBe(false);
    expect(decodeOEmbedAnswer({ provider_name: 'Vimeo', account_type: ['basic'] }).ok).toBe(false);
    expect(decodeOEmbedAnswer(basic)).toEqual({ ok: true, data: { provider_name: 'Vimeo', account_type: 'basic' } });
  });

  it('[MEDIA-036] [MEDIA-031] an embed with no player stays "Invalid video embed." whatever its answer says', () => {
    const { api } = start('<p>nothing</p>', basic);
    expect(api().error).toBe('Invalid video embed.');
  });

  it('[MEDIA-036] a gallery block carries the answer to its video slide; an unreadable answer does not refuse the block', () => {
    const decoded = decodeGalleryBlock(JSON.stringify({ type: 'slideshow', slides: [{ id: 'f', video: { embedHtml: vimeo, oembed: basic } }, { id: 'g', video: { embedHtml: vimeo, oembed: 'junk' } }] }));
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(decoded.data.slides.map((slide) => slide.video?.oembed)).toEqual([{ provider_name: 'Vimeo', account_type: 'basic' }, null]);
  });
});
