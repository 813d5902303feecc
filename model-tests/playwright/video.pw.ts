import { videoModel } from '../video/model.ts';
import type { VideoModelConfig } from '../video/spec.ts';
import { runPath } from '../kit/run.ts';
import { test } from './fixtures.ts';
import { planPathsPerState } from './plan.ts';
import { createVideoPageDriver, type VideoPageOptions } from './video-driver.ts';

// /demo/video with players that report only from their own buttons, so every state holds.
const url = '/demo/video?reports=manual';
const vimeo = 'Play video: The New Vimeo Player';

const videos: { config: VideoModelConfig; options: VideoPageOptions }[] = [
  {
    config: { embed: 'youtube', surface: 'page', mode: 'fit' },
    options: { url, section: 'youtube-title', overlay: 'Play video: Big Buck Bunny', otherOverlay: vimeo, modeSelect: 'Mode' },
  },
  { config: { embed: 'object', surface: 'page' }, options: { url, section: 'object-title', overlay: 'Play video: Object embed', otherOverlay: vimeo } },
  { config: { embed: 'invalid', surface: 'page' }, options: { url, section: 'invalid-title', overlay: '', otherOverlay: vimeo } },
];

// Every state, and every kind of step into it, in Chromium (the full plan runs on the machine).
for (const { config, options } of videos) {
  test.describe(`videoMachine model on ${url} (${config.embed} embed)`, () => {
    for (const path of planPathsPerState(videoModel, config, 'transition')) {
      test(`[MEDIA-023] [MEDIA-024] [MEDIA-025] [MEDIA-026] [MEDIA-027] [MEDIA-031] [MEDIA-033] ${path.description}`, async ({ modelPage }) => {
        await runPath(path, createVideoPageDriver(modelPage, config, options));
      });
    }
  });
}
