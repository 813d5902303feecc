import type { NormalizeProps } from '../../machines/shared/normalize.ts';

/**
 * The plain DOM's normalizer for `connect` (see machines/shared/normalize.ts): JSX names become
 * attribute names (`className` → `class`, `htmlFor` → `for`, `tabIndex` → `tabindex`), handlers
 * become DOM event types (`onClick` → `onclick`; `onChange` → `oninput`, React's edit event;
 * `onFocus`/`onBlur` → `onfocusin`/`onfocusout`, which bubble as React's do), boolean ARIA
 * values become 'true'/'false', style keys become CSS property names.
 */
export const normalizeProps: NormalizeProps = <T extends object>(props: T): T => {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (isHandler(name, value)) out[eventProp(name)] = value;
    else if (name === 'style' && typeof value === 'object' && value !== null) out.style = cssProperties(value as Record<string, unknown>);
    else if ((name.startsWith('aria-') || ENUMERATED.has(name)) && typeof value === 'boolean') out[attributeName(name)] = String(value);
    else out[attributeName(name)] = value;
  }
  return out as T;
};

const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  htmlFor: 'for',
  acceptCharset: 'accept-charset',
  httpEquiv: 'http-equiv',
  defaultValue: 'value',
  defaultChecked: 'checked',
  // SVG's attributes keep their case (or are spelled with hyphens).
  viewBox: 'viewBox',
  preserveAspectRatio: 'preserveAspectRatio',
  pathLength: 'pathLength',
  clipPathUnits: 'clipPathUnits',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
};

/** Attributes whose value is the text 'true' or 'false' (an absent `draggable` is not false). */
const ENUMERATED = new Set(['draggable', 'spellCheck', 'contentEditable']);

const EVENT_TYPES: Readonly<Record<string, string>> = {
  onChange: 'oninput',
  onFocus: 'onfocusin',
  onBlur: 'onfocusout',
  onDoubleClick: 'ondblclick',
};

function isHandler(name: string, value: unknown): boolean {
  return /^on[A-Z]/.test(name) && typeof value === 'function';
}

function eventProp(name: string): string {
  return EVENT_TYPES[name] ?? name.toLowerCase();
}

function attributeName(name: string): string {
  if (name.startsWith('data-') || name.startsWith('aria-') || name === 'children') return name;
  return ATTRIBUTE_NAMES[name] ?? name.toLowerCase();
}

function cssProperties(style: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(style)) {
    if (value === undefined || value === null || value === '') continue;
    const property = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    out[property] = String(value);
  }
  return out;
}

type Listener = (event: Event) => void;

interface Spread {
  attributes: Set<string>;
  style: Set<string>;
  listeners: Map<string, Listener>;
}

const spreads = new WeakMap<Element, Spread>();

/** Set as properties, not attributes: what the visitor changed lives in the property. */
const PROPERTIES = new Set(['value', 'checked', 'selected', 'indeterminate']);

/**
 * Applies DOM-normalized props to an element, and again on every snapshot: attributes (boolean
 * ones present or absent), live properties (`value`, `checked`), the style's properties, event
 * listeners (each replacing the previous one of its type), and `children` text (emptied when
 * `children` is given as null or undefined). What an earlier
 * call set and this one leaves out is removed. Returns a function that removes the listeners.
 */
export function spreadProps(element: HTMLElement | SVGElement, props: object): () => void {
  const spread = spreads.get(element) ?? { attributes: new Set<string>(), style: new Set<string>(), listeners: new Map<string, Listener>() };
  spreads.set(element, spread);
  const attributes = new Set<string>();
  const style = new Set<string>();
  const types = new Set<string>();
  for (const [name, value] of Object.entries(props)) {
    if (name.startsWith('on') && typeof value === 'function') {
      const type = name.slice(2);
      types.add(type);
      listen(element, spread, type, value as Listener);
    } else if (name === 'style' && typeof value === 'object' && value !== null) {
      for (const [property, styleValue] of Object.entries(value as Record<string, string>)) {
        style.add(property);
        if (element.style.getPropertyValue(property) !== styleValue) element.style.setProperty(property, styleValue);
      }
    } else if (name === 'children') {
      // Text children are the element's text; a `children` given as null or undefined (a message
      // that went away) empties it.
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : value === undefined || value === null ? '' : null;
      if (text !== null && element.textContent !== text) element.textContent = text;
    } else if (PROPERTIES.has(name) && name in element) {
      const live = element as unknown as Record<string, unknown>;
      const next = name === 'value' ? String(value ?? '') : value === true;
      if (live[name] !== next) live[name] = next;
    } else {
      attributes.add(name);
      setAttribute(element, name, value);
    }
  }
  for (const name of spread.attributes) if (!attributes.has(name)) element.removeAttribute(name);
  for (const property of spread.style) if (!style.has(property)) element.style.removeProperty(property);
  for (const [type, listener] of spread.listeners) {
    if (types.has(type)) continue;
    element.removeEventListener(type, listener);
    spread.listeners.delete(type);
  }
  spread.attributes = attributes;
  spread.style = style;
  return () => {
    for (const [type, listener] of spread.listeners) element.removeEventListener(type, listener);
    spread.listeners.clear();
  };
}

function listen(element: Element, spread: Spread, type: string, listener: Listener): void {
  const previous = spread.listeners.get(type);
  if (previous === listener) return;
  if (previous) element.removeEventListener(type, previous);
  spread.listeners.set(type, listener);
  element.addEventListener(type, listener);
}

function setAttribute(element: Element, name: string, value: unknown): void {
  if (value === undefined || value === null || value === false) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
    return;
  }
  const text = value === true ? '' : String(value);
  if (element.getAttribute(name) !== text) element.setAttribute(name, text);
}
