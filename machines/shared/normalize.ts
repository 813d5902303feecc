/**
 * Renderer-neutral view models. Every `connect` writes its props once, in one canonical
 * vocabulary (the JSX names: `className`, `htmlFor`, `onClick`, `onChange` for each edit,
 * `onFocus`/`onBlur` that bubble, boolean ARIA values, a style object), and passes each props
 * object through the renderer's normalizer: React's keeps them as they are; the plain DOM's
 * (`normalizeProps` in `site-machines/adapters/browser`) renames them to attributes and event
 * types for `spreadProps`. Zag's `normalizeProps` works the same way.
 */
export type NormalizeProps = <T extends object>(props: T) => T;

/** The canonical props unchanged: what React renders (and the default of every `connect`). */
export const keepProps: NormalizeProps = (props) => props;
