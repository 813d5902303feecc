/** The strip's view rules [GAL-010] [GAL-060] [GAL-095]: one row of slides at their own ratios, the current one aligned. */
import { STRIP } from '../constants.ts';
import { ratioOf, type LayoutView } from '../connect-layout.ts';

export const stripView: LayoutView = {
  /** A picture keeps its own ratio; one of unknown size is square. */
  frameRatio: (_state, attributes) => (ratioOf(attributes) === null ? 1 : null),
  /** [GAL-061] A video slide becomes current as its overlay is clicked; a picture's button makes it current [GAL-060]. */
  clickTaker: (_state, attributes) => (attributes.type === 'video' ? 'slide' : 'trigger'),
  /** [GAL-070] [GAL-095] Where the current slide sits: start, middle (the default) or end. */
  alignment: ({ options }) => options.alignment ?? STRIP.alignment,
  /** A strip slide is as wide as its picture at the strip's height. */
  slideStyle: (_state, attributes) => {
    const ratio = ratioOf(attributes);
    return { '--sm-strip-ratio': ratio === null ? 1 : 1 / ratio };
  },
  /** [MEDIA-020] A strip slide is 12rem tall at the picture's own ratio (ui/gallery.css). */
  sizes: (_state, _width, slideRatio) => `calc(12rem * ${Math.round(slideRatio * 1000) / 1000})`,
};
