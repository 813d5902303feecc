import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';

/**
 * Spreads a `connect` props object that has no normalizer of its own (the form's, the cookie
 * banner's) through the DOM's `normalizeProps`. A `children` that is absent or null empties the
 * element, as React renders no child for it.
 */
export function apply(element: HTMLElement, props: object): void {
  const normalized = normalizeProps(props) as Record<string, unknown>;
  if ('children' in normalized && (normalized.children === undefined || normalized.children === null)) {
    element.textContent = '';
    delete normalized.children;
  }
  spreadProps(element, normalized);
}

/** A new element with a class name and text. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
