import { createActor } from 'xstate';
import type { CaptchaProvider } from '../../adapters/browser/captcha.ts';
import { bindFormEffects } from '../../adapters/browser/form.ts';
import { inspectOnPage } from '../../adapters/browser/inspection.ts';
import { connect } from '../../machines/form/connect.ts';
import { formMachine, type FormInput } from '../../machines/form/machine.ts';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { el } from './dom.ts';
import { renderCaptchaSlot } from './render-captcha.ts';
import { renderFormField } from './render-form-field.ts';

export interface VanillaFormOptions {
  /** The key and save calls (`formActors` of adapters/browser/form.ts over a data layer). */
  actors: Parameters<typeof formMachine.provide>[0]['actors'];
  /** The captcha provider for forms with `captcha` 'required' or 'bound'. */
  captchaProvider?: CaptchaProvider;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * Renders a form into `container` with plain DOM, from the same formMachine and `connect` as the
 * React `Form`: every rule (locking, validation, messages, statuses, captcha, focus) is the
 * machine's; this builds the elements once and re-spreads the view model on every snapshot.
 * Focus, success scripts and the redirect are the browser adapter's (`bindFormEffects`).
 */
export function renderForm(container: HTMLElement, input: FormInput, options: VanillaFormOptions): () => void {
  const actor = createActor(formMachine.provide({ actors: options.actors }), {
    input: { ...input, query: input.query ?? window.location.search },
    inspect: inspectOnPage,
  });
  const api = () => connect(actor.getSnapshot(), actor.send, normalizeProps);
  const first = api();
  const root = el('div');
  const above = el('p', 'sm-form-notice');
  const form = el('form');
  const fieldset = el('fieldset', 'sm-form-fields');
  const fields = first.fields.map((field) => renderFormField(first, field, options.headingLevel ?? 3));
  fieldset.append(...fields.flatMap((field) => (field.element ? [field.element] : [])));
  const formError = el('p', 'sm-form-error');
  const submit = el('button', 'sm-form-submit');
  form.append(fieldset);
  let captcha: HTMLElement | null = null;
  const unbind: (() => void)[] = [];
  if (first.captcha !== 'none') {
    captcha = el('div', 'sm-form-captcha');
    form.append(captcha);
  }
  form.append(formError, submit);
  const below = el('p', 'sm-form-notice');
  const success = el('div', 'sm-form-success');
  // The success content is the site owner's HTML, as the React form inserts it.
  if (first.successHtml !== undefined) {
    const content = el('div');
    content.innerHTML = first.successHtml;
    success.append(content);
  } else success.append(el('p', undefined, first.successMessage));
  root.append(above, form, below, success);

  const render = () => {
    const now = api();
    spreadProps(root, { ...now.getRootProps(), class: 'sm-form' });
    spreadProps(above, { ...now.getNoticeProps('above'), class: 'sm-form-notice' });
    spreadProps(form, now.getFormProps());
    spreadProps(fieldset, { ...now.getFieldsetProps(), class: 'sm-form-fields' });
    for (const field of fields) field.part(now);
    if (captcha) spreadProps(captcha, { ...now.getCaptchaProps(), class: 'sm-form-captcha' });
    spreadProps(formError, { ...now.getFormErrorProps(), class: 'sm-form-error' });
    spreadProps(submit, { ...now.getSubmitProps(), class: 'sm-form-submit' });
    spreadProps(below, { ...now.getNoticeProps('below'), class: 'sm-form-notice' });
    spreadProps(success, { ...now.getSuccessProps(), class: 'sm-form-success' });
  };
  const subscription = actor.subscribe(render);
  actor.start();
  render();
  container.replaceChildren(root);
  unbind.push(bindFormEffects(actor));

  // [BLK-074] [FORM-024] [BLK-078] The captcha's slot: the provider's challenge bound to the form, or the not-set-up alert.
  if (captcha) unbind.push(renderCaptchaSlot(captcha, actor, options.captchaProvider));
  return () => {
    subscription.unsubscribe();
    unbind.forEach((fn) => fn());
    actor.stop();
  };
}
