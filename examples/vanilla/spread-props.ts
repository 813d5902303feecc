/**
 * Applies a `connect` props object to a DOM element: attributes, boolean attributes, a style
 * object and `on*` handlers. Called again on every snapshot, so it replaces earlier handlers.
 */
type PropValue = string | number | boolean | undefined | null | Record<string, string> | ((event: Event) => void);

const handlers = new WeakMap<Element, Map<string, (event: Event) => void>>();

export function spreadProps(element: HTMLElement, props: object): void {
  for (const [name, value] of Object.entries(props) as [string, PropValue][]) {
    if (name.startsWith('on') && typeof value === 'function') setHandler(element, name.slice(2).toLowerCase(), value);
    else if (name === 'style' && typeof value === 'object' && value !== null) {
      for (const [property, styleValue] of Object.entries(value)) element.style.setProperty(property, styleValue);
    } else if (value === undefined || value === null || value === false) element.removeAttribute(name);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
}

function setHandler(element: Element, type: string, handler: (event: Event) => void): void {
  const byType = handlers.get(element) ?? new Map<string, (event: Event) => void>();
  handlers.set(element, byType);
  const previous = byType.get(type);
  if (previous) element.removeEventListener(type, previous);
  byType.set(type, handler);
  element.addEventListener(type, handler);
}
