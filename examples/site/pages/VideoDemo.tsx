import '../../../ui/media.css';
import { useState } from 'react';
import { VideoEmbed } from '../../../ui/VideoEmbed.tsx';
import type { OEmbedAnswer } from '../../../machines/video/oembed.ts';
import { standInPlayer } from '../stand-in-player.ts';

const thumbnail = (name: string) => ({ src: `/media/images/${name}-1600x900.svg`, dimensions: { width: 1600, height: 900 } });

interface VideoDemoData {
  reports: 'auto' | 'manual';
  embeds: { youtube: string; vimeo: string; object: string; withScript: string; objectWithoutEmbed: string; scriptOnly: string };
  /** [MEDIA-036] The oEmbed answer stored with a Vimeo Basic account's video. */
  vimeoBasicOEmbed: OEmbedAnswer;
}

export function VideoDemo({ data }: { data: VideoDemoData }) {
  const [mode, setMode] = useState('fit');
  const { embeds } = data;
  const resolveSrc = (src: string) => standInPlayer(src, data.reports);
  return (
    <>
      <h1>Video embeds</h1>
      <p>
        Real YouTube and Vimeo embed code, parsed and checked here; the players load a local stand-in that answers the
        same play and pause messages (this site has no network). Showing one video hides the others.
      </p>
      <section aria-labelledby="youtube-title">
        <h2 id="youtube-title">YouTube</h2>
        <label>
          Mode{' '}
          <select value={mode} onChange={(event) => setMode(event.target.value)}>
            <option value="none">none</option>
            <option value="fit">fit</option>
            <option value="fill">fill</option>
          </select>
        </label>
        <VideoEmbed id="youtube" embedHtml={embeds.youtube} mode={mode} title="Big Buck Bunny" thumbnail={thumbnail('bunny')} resolveSrc={resolveSrc} />
      </section>
      <section aria-labelledby="vimeo-title">
        <h2 id="vimeo-title">Vimeo</h2>
        <VideoEmbed id="vimeo" embedHtml={embeds.vimeo} mode="fill" title="The New Vimeo Player" thumbnail={thumbnail('vimeo-reel')} resolveSrc={resolveSrc} />
      </section>
      <section aria-labelledby="vimeo-basic-title">
        <h2 id="vimeo-basic-title">Vimeo, from a Basic account</h2>
        <p>Its stored oEmbed answer says <code>account_type: basic</code>: such videos are not supported.</p>
        <VideoEmbed id="vimeo-basic" embedHtml={embeds.vimeo} oembed={data.vimeoBasicOEmbed} title="Basic account video" resolveSrc={resolveSrc} />
      </section>
      <section aria-labelledby="object-title">
        <h2 id="object-title">Object embed (no player interface: reloaded, not paused)</h2>
        <VideoEmbed id="object" embedHtml={embeds.object} title="Object embed" thumbnail={thumbnail('old-reel')} resolveSrc={resolveSrc} />
      </section>
      <section aria-labelledby="script-title">
        <h2 id="script-title">Embed with a script</h2>
        <p>The iframe is kept; the script never runs.</p>
        <VideoEmbed id="with-script" embedHtml={embeds.withScript} title="Embed with a script" thumbnail={thumbnail('scripted')} resolveSrc={resolveSrc} />
      </section>
      <section aria-labelledby="invalid-title">
        <h2 id="invalid-title">Invalid embeds</h2>
        <VideoEmbed id="object-without-embed" embedHtml={embeds.objectWithoutEmbed} title="Object without embed" />
        <VideoEmbed id="script-only" embedHtml={embeds.scriptOnly} title="Script only" />
      </section>
    </>
  );
}
