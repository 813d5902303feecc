import { fromPromise, type Actor } from 'xstate';
import { answerDataOf, keyAnswerOf } from '../../machines/form/answers.ts';
import { SAVE_SUBMISSION_PATH, SUBMISSION_KEY_PATH } from '../../machines/form/constants.ts';
import { formPartId } from '../../machines/form/connect.ts';
import type { formMachine, SaveSubmissionInput } from '../../machines/form/machine.ts';
import type { DataLayer } from './data-layer.ts';
import { DataLayerError } from './data-layer-error.ts';

/**
 * The two form calls over the data layer, for `formMachine.provide({ actors })`:
 * [FORM-026] the key with an empty body and credentials, [FORM-030] the save with the payload and
 * credentials. Answers are decoded here, at the edge: the key answer to `{key?}`, a failed save's
 * data to `{errors?, error?}`, rejected as `{status, data, reason}` [FORM-032].
 */
export function formActors(dataLayer: DataLayer) {
  return {
    fetchSubmissionKey: fromPromise<unknown, void>(async ({ signal }) => {
      await afterPaint();
      return keyAnswerOf(await dataLayer.post(SUBMISSION_KEY_PATH, { withCredentials: true, signal }));
    }),
    saveSubmission: fromPromise<unknown, SaveSubmissionInput>(async ({ input, signal }) => {
      try {
        return await dataLayer.post(SAVE_SUBMISSION_PATH, { json: input.payload, withCredentials: true, signal });
      } catch (error) {
        if (error instanceof DataLayerError) {
          const { status, data, reason } = error.failure;
          throw { status, data: answerDataOf(data), reason };
        }
        throw error;
      }
    }),
  };
}

/**
 * [FORM-023] Focuses a field's first input (its parts and options end in `-0`), or, for a
 * form-level error, the form's message.
 */
export function focusFormError(rootId: string, fieldId: string | null, doc: Document = document): void {
  const target =
    fieldId === null
      ? doc.getElementById(formPartId(rootId, 'form-error'))
      : (doc.getElementById(formPartId(rootId, 'input', fieldId)) ?? doc.getElementById(formPartId(rootId, 'input', fieldId, 0)));
  target?.focus();
}

/**
 * [FORM-020] Scripts inserted as HTML never run; each one is replaced by a fresh script element
 * with the same attributes and text, which the browser runs on insertion.
 */
export function runScripts(container: Element, doc: Document = document): void {
  for (const original of Array.from(container.querySelectorAll('script'))) {
    const script = doc.createElement('script');
    for (const attribute of Array.from(original.attributes)) script.setAttribute(attribute.name, attribute.value);
    script.text = original.text;
    original.replaceWith(script);
  }
}

/** [FORM-019] [FORM-020] Focuses the shown success content and runs the scripts inside it. */
export function showFormSuccess(rootId: string, doc: Document = document): void {
  const success = doc.getElementById(formPartId(rootId, 'success'));
  if (!success) return;
  runScripts(success, doc);
  success.focus();
}

/** [FORM-021] Sends the browser to the success address (the form block's codec refuses any the site would not link to). */
export function redirectTo(url: string, location: Pick<Location, 'assign'> = window.location): void {
  location.assign(url);
}

/**
 * Resolves once the browser has painted the next frame, so the visitor sees 'Submitting…' before
 * the network work starts (FORM-015's one-frame budget). A hidden page paints no frames and a
 * page-less runtime has none: those go on at once.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) =>
    typeof document === 'undefined' || document.hidden ? resolve() : requestAnimationFrame(() => afterRender(resolve)),
  );
}

/** Runs `effect` as a task after the current one, when the renderer has committed this transition's render. */
function afterRender(effect: () => void): void {
  // A message task, not a timer: it follows React's microtask commit and is not held by fake clocks.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    effect();
  };
  channel.port2.postMessage(null);
}

/**
 * Performs a form's emitted effects in the DOM: focus to the first error or the success content
 * (once rendered), success scripts, and the success redirect. Returns the unsubscribe.
 */
export function bindFormEffects(actor: Actor<typeof formMachine>, doc: Document = document): () => void {
  const rootId = () => actor.getSnapshot().context.settings.id;
  const subscriptions = [
    actor.on('focusError', ({ fieldId }) => afterRender(() => focusFormError(rootId(), fieldId, doc))),
    actor.on('successShown', () => afterRender(() => showFormSuccess(rootId(), doc))),
    actor.on('redirect', ({ url }) => redirectTo(url)),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
