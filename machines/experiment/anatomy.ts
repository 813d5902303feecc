import { createAnatomy } from '../shared/anatomy.ts';

/** What a page shows of its experiments: the root, each choice, and the replay status. */
export const experimentAnatomy = /* @__PURE__ */ createAnatomy('experiment', ['root', 'choice', 'replay']);
