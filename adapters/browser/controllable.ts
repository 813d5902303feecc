/**
 * Controlled and uncontrolled values (Radix's convention: `value`/`defaultValue`/`onValueChange`),
 * written once for every slice and every renderer. The value lives in the actor; a page that
 * owns it (controlled) sends it in as an event whenever it changes, and hears what the actor
 * asks for through its callback. What the actor reports is never sent back to it: only the
 * page's own value is, and only when it differs from the last one sent, so a page that accepts
 * every request cannot loop. Radix's `useControllableState` is the model (read, not copied).
 */

/**
 * How a value a page may own reaches one kind of actor, and how that actor reports it: declared
 * once per slice in `adapters/browser/controlled-props.ts` (`accordionValue`, `tabsValue`, ...), bound
 * by `bindControllable` in the React hooks (`useControllableState`) and the plain-DOM pages alike.
 */
export interface ControlledProp<Actor, Value, Report> {
  /** Sends the page's value to the actor (SET_VALUE, SET_INDEX, SET_OPEN). */
  apply(actor: Actor, value: Value): void;
  /** Subscribes to what the actor reports (uncontrolled: a change made; controlled: one asked for). Returns the unsubscribe. */
  listen(actor: Actor, report: (report: Report) => void): () => void;
  /** Whether a report asks for the value the page holds already: the page is not told (Radix: no onChange then). */
  holds(value: Value, report: Report): boolean;
  /** Whether two of the page's values are the same (a new one equal to the last is not sent). `Object.is` by default. */
  equal?(a: Value, b: Value): boolean;
  /**
   * The page's value (or, uncontrolled, the default) is sent when bound, not only when it
   * changes: it was not the actor's input (a lightbox opens once the page has hydrated).
   */
  applyAtStart?: boolean;
  /** How an uncontrolled default is sent at bind (`applyAtStart`), when not as `apply` sends a value. */
  applyDefault?(actor: Actor, value: Value): void;
}

export interface ControllableOptions<Value, Report> {
  /** The page's value when bound: given, the page owns it for the binding's life (controlled); absent, the actor does. */
  value: Value | undefined;
  /** Uncontrolled, sent when bound if the prop is `applyAtStart` (else it is the actor's input: see `controlledStart`). */
  defaultValue?: Value;
  /** Told each report of the actor, unless it asks for the value the page holds. */
  onChange?: (report: Report) => void;
}

export interface ControllableBinding<Value> {
  /** Whether the page owns the value: decided when bound, kept for the binding's life. */
  readonly controlled: boolean;
  /**
   * The page's value now (a new prop, a page's setter): sent to the actor when controlled and
   * different from the last one. A value given to an uncontrolled binding, or `undefined` to a
   * controlled one, is ignored: a component keeps the mode it started in.
   */
  set(value: Value | undefined): void;
  /** Stops listening to the actor. */
  stop(): void;
}

/** What an actor starts from: the page's value when it owns it, else its default; and whether it does. */
export function controlledStart<Value>(value: Value | undefined, defaultValue?: Value): { controlled: boolean; value: Value | undefined } {
  return { controlled: value !== undefined, value: value ?? defaultValue };
}

/**
 * Binds a value a page may own to `actor` through the slice's `prop`: the actor's reports go to
 * `options.onChange` (not those that ask for what the page holds), the page's later values go in
 * through `set`. Returns the binding; `stop` ends it.
 */
export function bindControllable<Actor, Value, Report>(actor: Actor, prop: ControlledProp<Actor, Value, Report>, options: ControllableOptions<Value, Report>): ControllableBinding<Value> {
  const controlled = options.value !== undefined;
  const equal = prop.equal ?? Object.is;
  // The page's value, as last sent to (or started in) the actor.
  let held = options.value;
  const unlisten = prop.listen(actor, (report) => {
    if (held !== undefined && prop.holds(held, report)) return;
    options.onChange?.(report);
  });
  if (prop.applyAtStart && controlled) prop.apply(actor, options.value as Value);
  else if (prop.applyAtStart && options.defaultValue !== undefined) (prop.applyDefault ?? prop.apply)(actor, options.defaultValue);
  return {
    controlled,
    set(value) {
      if (!controlled || value === undefined || (held !== undefined && equal(held, value))) return;
      held = value;
      prop.apply(actor, value);
    },
    stop: unlisten,
  };
}
