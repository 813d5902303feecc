'use client';
import { useEffect, useRef } from 'react';
import { bindControllable, type ControllableBinding, type ControlledProp } from '../browser/controllable.ts';
import { useControlledModeWarning, useLatest } from './actor-hooks.ts';

export interface UseControllableStateOptions<Value, Report> {
  /** The component's name and the controlled prop's, for the warning when it switches mode (`'Accordion'`, `'value'`). */
  component: string;
  prop: string;
  /** Controlled: the page's value (each render); `undefined`: the actor owns it. */
  value: Value | undefined;
  /** Uncontrolled start, for props sent at bind (`applyAtStart`); others give it to the actor as input. */
  defaultValue?: Value;
  /** What the actor reports (a change, or controlled a request); the one of the last render is called. */
  onChange?: (report: Report) => void;
}

/**
 * The one controlled-state helper of every hook (Radix's `useControllableState` is the model):
 * binds `prop` of the slice to `actorRef` with `bindControllable` for the actor's life, sends the
 * page's value when it changes after that, reports the actor's changes through `onChange` (the
 * latest one, never echoing a value back), and warns in development when a component switches
 * between controlled and uncontrolled. The actor's input carries the start (`controlledStart`).
 * A `null` actor binds nothing (a hook that shows an actor started elsewhere).
 */
export function useControllableState<Actor, Value, Report>(actorRef: Actor | null, prop: ControlledProp<Actor, Value, Report>, options: UseControllableStateOptions<Value, Report>): void {
  const latest = useLatest(options);
  const binding = useRef<ControllableBinding<Value> | null>(null);
  useEffect(() => {
    if (actorRef === null) return undefined;
    const { value, defaultValue } = latest.current;
    const bound = bindControllable(actorRef, prop, { value, defaultValue, onChange: (report) => latest.current.onChange?.(report) });
    binding.current = bound;
    return () => {
      bound.stop();
      binding.current = null;
    };
  }, [actorRef, prop, latest]);
  // After the binding's effect: a value that changed since the render before is sent in.
  useEffect(() => binding.current?.set(options.value));
  useControlledModeWarning(options.component, options.prop, options.value !== undefined);
}
