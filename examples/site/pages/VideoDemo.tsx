import { useState } from 'react';
import { VideoEmbed } from '../../../ui/VideoEmbed.tsx';
import {
  iframeWithScriptEmbedHtml,
  objectEmbedHtml,
  objectWithoutEmbedHtml,
  scriptOnlyEmbedHtml,
  standInPlayer,
  vimeoEmbedHtml,
  youtubeEmbedHtml,
} from '../../content/gallery-demo.ts';

const thumbnail = (name: string) => ({ src: `/media/images/${name}-1600x900.svg`, dimensions: { width: 1600, height: 900 } });

// `?reports=manual`: the stand-in players report playing, paused and ended only from their own
// buttons (the model tests hold each state that way).
const reports = new URLSearchParams(window.location.search).get('reports') === 'manual' ? 'manual' : 'auto';
const resolveSrc = (src: string) => standInPlayer(src, reports);

export function VideoDemo() {
  const [mode, setMode] = useState('fit');
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
        <VideoEmbed id="youtube" embedHtml={youtubeEmbedHtml} mode={mode} title="Big Buck Bunny" thumbnail={thumbnail('bunny')} resolveSrc={resolveSrc} />
      </section>
      <section aria-labelledby="vimeo-title">
        <h2 id="vimeo-title">Vimeo</h2>
        <VideoEmbed id="vimeo" embedHtml={vimeoEmbedHtml} mode="fill" title="The New Vimeo Player" thumbnail={thumbnail('vimeo-reel')} resolveSrc={resolveSrc} />
      </section>
      <section aria-labelledby="object-title">
        <h2 id="object-title">Object embed (no player interface: reloaded, not paused)</h2>
        <VideoEmbed id="object" embedHtml={objectEmbedHtml} title="Object embed" thumbnail={thumbnail('old-reel')} resolveSrc={resolveSrc} />
      </section>
      <section aria-labelledby="script-title">
        <h2 id="script-title">Embed with a script</h2>
        <p>The iframe is kept; the script never runs.</p>
        <VideoEmbed id="with-script" embedHtml={iframeWithScriptEmbedHtml} title="Embed with a script" thumbnail={thumbnail('scripted')} resolveSrc={resolveSrc} />
      </section>
      <section aria-labelledby="invalid-title">
        <h2 id="invalid-title">Invalid embeds</h2>
        <VideoEmbed id="object-without-embed" embedHtml={objectWithoutEmbedHtml} title="Object without embed" />
        <VideoEmbed id="script-only" embedHtml={scriptOnlyEmbedHtml} title="Script only" />
      </section>
    </>
  );
}
