'use client';
import { createContext, useCallback, useEffect, useId, useMemo } from 'react';
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

// The form's frame (state, form-level message, notices, captcha gate) changes rarely; fields
// subscribe to their own value and error, so a keystroke re-renders one field only.
const selectFrame = (snapshot: FormSnapshot) => snapshot;
const sameFrame = (a: FormSnapshot, b: FormSnapshot) =>
  a.value === b.value &&
  a.context.formError === b.context.formError &&
  a.context.fieldErrors === b.context.fieldErrors &&
  a.context.captchaToken === b.context.captchaToken;

/** The `connect` view model for the form's frame: re-renders on state, messages and captcha. */
function useFormFrame(actorRef: FormActorRef): FormApi {
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
function useFormFieldView(actorRef: FormActorRef, fieldId: string): FormApi {
  useSelector(actorRef, (snapshot) => snapshot.context.values[fieldId]);
  useSelector(actorRef, (snapshot) => snapshot.context.fieldErrors[fieldId]);
  return connect(actorRef.getSnapshot(), actorRef.send, normalizeProps);
}

/** The form a component inside `Form` belongs to (its fields and the captcha container read it). */
export const FormActorContext = createContext<FormActorRef | null>(null);

/** A form as a page describes it: the machine's input, and what to do once a submission is saved. */
export interface UseFormInput extends FormInput {
  /**
   * Called once, when the submission has been saved (`succeeded` of the form's `connect`: the
   * machine reached `success`, which it never leaves), not on the submit click: what a sign-up
   * around the form (the popup overlay) waits for. A failed submission never calls it.
   */
  onSuccess?: () => void;
}

/** One field of a form already started: its view re-renders when that field's value or error changes. */
export interface UseFormFieldInput {
  actorRef: FormActorRef;
  field: string;
}

/**
 * A form: its `formMachine` with the nearest `DataLayerProvider`'s calls and the DOM effects
 * bound, and the form frame's view model, `{ actorRef, api }` (`api` is `connect`'s result).
 * Given `{ actorRef, field }` instead, one field's view of that form: the same `connect`,
 * re-rendering when that field's value or error changes, so a keystroke re-renders one field.
 */
export function useForm(input: UseFormInput | UseFormFieldInput, options: ActorHookOptions = {}): { actorRef: FormActorRef; api: FormApi } {
  // A component calls it one way for its whole life (a form, or one field of a form): its hooks
  // run in the same order at every render.
  if ('field' in input) return { actorRef: input.actorRef, api: useFormFieldView(input.actorRef, input.field) };
  return useStartedForm(input, options);
}

function useStartedForm({ onSuccess, ...input }: UseFormInput, options: ActorHookOptions): { actorRef: FormActorRef; api: FormApi } {
  const actorRef = useFormActor(input, options);
  const api = useFormFrame(actorRef);
  // Only the change to succeeded calls it (with the callback of that render), not a new callback.
  const { succeeded } = api;
  useEffect(() => {
    if (succeeded) onSuccess?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [succeeded]);
  return { actorRef, api };
}
