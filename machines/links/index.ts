export { classifyLink } from './classify.ts';
export type { LinkKind } from './classify.ts';
export { tokenizeBlogUrl } from './paths.ts';
