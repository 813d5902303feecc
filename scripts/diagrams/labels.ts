// How a transition reads on a statechart: `EVENT [guard]`, `after animation (250ms)`, `always`,
// `onDone: fetchSubmissionKey`. Everything here is read from the machine's own definition.
import type { AnyStateNode } from 'xstate';

/** A guard as XState keeps it: a name, `{ type, params }`, or a function (inline, or and/or/not/stateIn). */
type Guard = unknown;

interface GuardFunction {
  name: string;
  /** Present on the higher-order guards `and`, `or` and `not`. */
  guards?: Guard[];
  /** Present on `stateIn(...)`. */
  stateValue?: unknown;
}

const COMBINATORS: Record<string, string> = { and: ' && ', or: ' || ' };

/** The guard as an expression: `canGoForward`, `!isHeld`, `(a || b) && in(#y)`. */
export function guardText(guard: Guard): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  if (typeof guard !== 'function') return 'guard';
  const fn = guard as unknown as GuardFunction;
  if (fn.name === 'stateIn' && fn.stateValue !== undefined) {
    return `in(${typeof fn.stateValue === 'string' ? fn.stateValue : JSON.stringify(fn.stateValue)})`;
  }
  if (fn.guards) {
    const parts = fn.guards.map((inner) => {
      const text = guardText(inner);
      return isCombined(inner) ? `(${text})` : text;
    });
    if (fn.name === 'not') return `!${parts[0] ?? ''}`;
    const joiner = COMBINATORS[fn.name];
    if (joiner) return parts.join(joiner);
  }
  // An inline arrow has the name of the key it was written under (`guard`) or none.
  return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard';
}

function isCombined(guard: Guard): boolean {
  const name = typeof guard === 'function' ? guard.name : '';
  return (name === 'and' || name === 'or') && Array.isArray((guard as unknown as GuardFunction).guards);
}

/** `after 250ms`, `after animation (250ms)`, or `after autoplayTimeout` when the delay is computed. */
export function delayText(delay: unknown, delays: Readonly<Record<string, unknown>>): string {
  if (typeof delay === 'number') return `after ${delay}ms`;
  if (typeof delay === 'string') {
    const value = delays[delay];
    return typeof value === 'number' ? `after ${delay} (${value}ms)` : `after ${delay}`;
  }
  return 'after (computed delay)';
}

const AFTER = 'xstate.after.';
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';

/** What triggers a transition of `node` whose event type is `eventType`, without its guard. */
export function triggerText(node: AnyStateNode, eventType: string, delays: Readonly<Record<string, unknown>>): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith(AFTER)) {
    const delayed = node.after.find((transition) => transition.eventType === eventType);
    return delayText(delayed?.delay, delays);
  }
  if (eventType.startsWith(DONE_ACTOR)) return `onDone: ${actorName(node, eventType.slice(DONE_ACTOR.length))}`;
  if (eventType.startsWith(ERROR_ACTOR)) return `onError: ${actorName(node, eventType.slice(ERROR_ACTOR.length))}`;
  if (eventType.startsWith(DONE_STATE)) return 'onDone';
  return eventType;
}

/** The invoked actor's source name (`fetchSubmissionKey`), or its id when it was given as logic. */
export function actorName(node: AnyStateNode, invokeId: string): string {
  const invoked = node.invoke.find((definition) => definition.id === invokeId);
  if (!invoked) return invokeId;
  return typeof invoked.src === 'string' ? invoked.src : invoked.id;
}

/** `EVENT [guard]`: the label of a transition's edge, or its line inside a state. */
export function transitionLabel(trigger: string, guard: Guard | undefined): string {
  return guard === undefined ? trigger : `${trigger} [${guardText(guard)}]`;
}

/** Whether an event type is one of XState's own (delays, done and error events), not a visitor's. */
export function isInternalEvent(eventType: string): boolean {
  return eventType === '' || eventType.startsWith('xstate.');
}
