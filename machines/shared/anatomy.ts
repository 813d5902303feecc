/**
 * A slice's anatomy: its scope and the names of its parts, declared once (Zag's `anatomy` is
 * the model). `data-scope`/`data-part` attributes, element ids and the selectors adapters use to
 * find elements all come from it, so a renderer, an adapter and a test never spell a part twice.
 */
export interface Anatomy<Scope extends string, Part extends string, Mark extends string = never> {
  readonly scope: Scope;
  readonly parts: readonly Part[];
  /** `data-scope` and `data-part` of a part, spread first on its props. */
  attrs<P extends Part>(part: P): { 'data-scope': Scope; 'data-part': P };
  /** The DOM id of a part under a root id; `key` names one of several (an item, a tab). */
  id(rootId: string, part: Part, key?: string): string;
  /** The CSS selector of a part (of one root when its id is given): what adapters look up. */
  selector(part: Part, rootId?: string): string;
  /**
   * The marks the slice reads on elements that are not its parts (another slice's part, the
   * site's own markup): a mark is the attribute `data-<mark>`, its value a kind or empty.
   */
  readonly marks: readonly Mark[];
  /** The CSS selector of the elements that carry a mark, whatever its value: what adapters look up. */
  markSelector(mark: Mark): string;
}

/** One escaping rule for every id: what `encodeURIComponent` escapes becomes `_XX` (its UTF-8 bytes), no space, `#` or quote left. */
export function escapeIdPart(key: string): string {
  return encodeURIComponent(key).replace(/%/g, '_');
}

/**
 * Declares a slice's anatomy: `createAnatomy('tabs', ['root', 'list', 'trigger', 'panel'])`,
 * with the marks it reads on elements that are not its parts when it has some
 * (`createAnatomy('dialog-stack', ['root', 'layer'], ['control-area'])`).
 */
export function createAnatomy<Scope extends string, const Part extends string, const Mark extends string = never>(
  scope: Scope,
  parts: readonly Part[],
  marks: readonly Mark[] = [],
): Anatomy<Scope, Part, Mark> {
  return {
    scope,
    parts,
    marks,
    markSelector: (mark) => `[data-${mark}]`,
    attrs: (part) => ({ 'data-scope': scope, 'data-part': part }),
    id: (rootId, part, key) => (key === undefined ? `${rootId}-${part}` : `${rootId}-${part}-${escapeIdPart(key)}`),
    selector: (part, rootId) => {
      const own = `[data-scope="${scope}"][data-part="${part}"]`;
      return rootId === undefined ? own : `[id="${rootId.replace(/["\\]/g, '\\$&')}"] ${own}, [id="${rootId.replace(/["\\]/g, '\\$&')}"]${own}`;
    },
  };
}
