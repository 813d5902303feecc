'use client';
import { createContext, useCallback, useContext, useEffect, useId, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { connect, type FormSnapshot } from '../../machines/form/connect.ts';
import type { FormApi } from '../../machines/form/types.ts';
import { normalizeProps } from './normalize-props.ts';
import { formMachine, type FormEvent, type FormInput } from '../../machines/form/machine.ts';
import { bindFormEffects } from '../browser/form.ts';
import { useFormActors } from './useFormActors.ts';
import { usePageLocation } from './environment.tsx';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';

export type FormActorRef = Actor<typeof formMachine>;

/**
 * Starts a `formMachine` for the component's lifetime (input is read once, at mount) with the
 * key and save calls of the nearest `DataLayerProvider` and the DOM effects bound. Hidden fields read the page's
 * query string unless `input.query` is given.
 */
export function useFormActor(input: FormInput, options: ActorHookOptions = {}): FormActorRef {
  const actors = useFormActors();
  const generatedId = useId();
  // Hidden fields read the query the server rendered the page for: both renders agree.
  const { search } = usePageLocation();
  const machine = useMemo(() => formMachine.provide({ actors }), [actors]);
  const actorRef = useActorRef(machine, {
    input: { ...input, id: input.id ?? generatedId, query: input.query ?? search },
    inspect: useInspect(options),
  });
  useEffect(() => bindFormEffects(actorRef), [actorRef]);
  return actorRef;
}

/**
 * Calls `onSuccess` once, when the form's submission has been saved (`succeeded` of the form's
 * `connect`: the machine reached `success`, which it never leaves): what a sign-up around the
 * form (the popup overlay) waits for. A failed submission never calls it.
 */
export function useFormSuccess(succeeded: boolean, onSuccess: (() => void) | undefined): void {
  // Only the change to succeeded calls it (with the callback of that render), not a new callback.
  useEffect(() => {
    if (succeeded) onSuccess?.();
  }, [succeeded]);
}

// The form's frame (state, form-level message, notices, captcha gate) changes rarely; fields
// subscribe to their own value and error, so a keystroke re-renders one field only.
const selectFrame = (snapshot: FormSnapshot) => snapshot;
const sameFrame = (a: FormSnapshot, b: FormSnapshot) =>
  a.value === b.value &&
  a.context.formError === b.context.formError &&
  a.context.fieldErrors === b.context.fieldErrors &&
  a.context.captchaToken === b.context.captchaToken;

/** The `connect` view model for the form's frame: re-renders on state, messages and captcha. */
export function useFormFrame(actorRef: FormActorRef): FormApi {
  const snapshot = useSelector(actorRef, selectFrame, sameFrame);
  // The frame does not re-render on keystrokes, so its snapshot's values may be behind: a
  // submit carries the values the form holds when it is sent.
  const send = useCallback(
    (event: FormEvent) => actorRef.send(event.type === 'SUBMIT' ? { ...event, values: actorRef.getSnapshot().context.values } : event),
    [actorRef],
  );
  return connect(snapshot, send, normalizeProps);
}

/** The `connect` view model for one field: re-renders when that field's value or error changes. */
export function useFormField(actorRef: FormActorRef, fieldId: string): FormApi {
  useSelector(actorRef, (snapshot) => snapshot.context.values[fieldId]);
  useSelector(actorRef, (snapshot) => snapshot.context.fieldErrors[fieldId]);
  return connect(actorRef.getSnapshot(), actorRef.send, normalizeProps);
}

/** The form a component inside `Form` belongs to (the captcha container reads it). */
export const FormActorContext = createContext<FormActorRef | null>(null);

export function useFormActorContext(): FormActorRef {
  const actorRef = useContext(FormActorContext);
  if (!actorRef) throw new Error('Use this inside a <Form>.');
  return actorRef;
}

/**
 * A form: its `formMachine` with the nearest `DataLayerProvider`'s calls and the DOM effects
 * bound, and the form frame's view model. `{ actorRef, api }`; fields subscribe on their own
 * (`useFormField`), so a keystroke re-renders one field.
 */
export function useForm(input: FormInput, options: ActorHookOptions = {}): { actorRef: FormActorRef; api: FormApi } {
  const actorRef = useFormActor(input, options);
  return { actorRef, api: useFormFrame(actorRef) };
}
