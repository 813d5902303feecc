import { LIKERT_SCALE } from '../../machines/form/constants.ts';
import type { FormApi } from '../../machines/form/connect.ts';
import type { FormField } from '../../machines/form/fields.ts';
import { apply, el } from './dom.ts';

export type FieldPart = (api: FormApi) => void;

function labelled(input: HTMLElement, text: string, className: string): HTMLLabelElement {
  const label = el('label', className);
  label.append(input, el('span', undefined, text));
  return label;
}

/** The field's inputs, built once, and what each takes from the view model on every snapshot. */
function inputsOf(api: FormApi, field: FormField): { nodes: HTMLElement[]; parts: FieldPart[] } {
  const { id, type } = field;
  switch (type) {
    case 'textarea': {
      const area = el('textarea');
      area.rows = 5;
      const counter = el('p', 'sm-form-counter');
      return {
        nodes: [area, counter],
        parts: [(now) => apply(area, now.getInputProps(id)), (now) => (counter.hidden = !now.counterOf(id)), (now) => now.counterOf(id) && apply(counter, now.getCounterProps(id))],
      };
    }
    case 'select': {
      const select = el('select');
      const empty = el('option', undefined, 'Select an option');
      empty.value = '';
      select.append(empty, ...(field.options ?? []).map((option) => el('option', undefined, option)));
      return { nodes: [select], parts: [(now) => apply(select, now.getInputProps(id))] };
    }
    case 'name':
    case 'date':
    case 'time':
    case 'address':
    case 'phone': {
      const rows = api.partLabels(id).map((text, index) => {
        const input = el('input');
        const label = el('label', 'sm-form-part');
        label.append(el('span', undefined, text), input);
        return { label, part: (now: FormApi) => (apply(label, { ...now.getInputLabelProps(id, index), className: 'sm-form-part' }), apply(input, now.getPartProps(id, index))) };
      });
      return { nodes: rows.map((row) => row.label), parts: rows.map((row) => row.part) };
    }
    case 'radio':
    case 'checkbox': {
      const rows = (field.options ?? []).map((option, index) => {
        const input = el('input');
        return { label: labelled(input, option, 'sm-form-option'), part: (now: FormApi) => apply(input, now.getOptionProps(id, option, index)) };
      });
      return { nodes: rows.map((row) => row.label), parts: rows.map((row) => row.part) };
    }
    // [FORM-011] Each question answered on the -2..2 scale.
    case 'likert': {
      const questions = (field.options ?? []).map((question, questionIndex) => {
        const group = el('div', 'sm-form-likert-question');
        const name = el('span', undefined, question);
        const inputs = LIKERT_SCALE.map(({ label }) => {
          const input = el('input');
          group.append(labelled(input, label, 'sm-form-option'));
          return input;
        });
        group.prepend(name);
        const part = (now: FormApi) => {
          apply(group, { ...now.getLikertQuestionProps(id, questionIndex), className: 'sm-form-likert-question' });
          apply(name, now.getLabelProps(id, questionIndex));
          inputs.forEach((input, scaleIndex) => apply(input, now.getLikertOptionProps(id, questionIndex, scaleIndex)));
        };
        return { group, part };
      });
      return { nodes: questions.map((question) => question.group), parts: questions.map((question) => question.part) };
    }
    default: {
      const row = el('span', 'sm-form-input-row');
      if (type === 'currency' && field.currencySymbol) {
        const symbol = el('span', undefined, field.currencySymbol);
        symbol.setAttribute('aria-hidden', 'true');
        row.append(symbol);
      }
      const input = el('input');
      row.append(input);
      return { nodes: [row], parts: [(now) => apply(input, now.getInputProps(id))] };
    }
  }
}

/**
 * One field of a form in plain DOM, as `FormField` renders it: [FORM-048] its error above its
 * title, the title (a `<label>` for one input, the group's name otherwise), its description,
 * then its inputs. A hidden field shows nothing [FORM-012].
 */
export function renderFormField(api: FormApi, field: FormField, headingLevel: number): { element: HTMLElement | null; part: FieldPart } {
  const { id } = field;
  if (field.type === 'hidden') return { element: null, part: () => {} };
  const root = el('div');
  if (field.type === 'section') {
    root.append(el(`h${headingLevel}` as 'h3', 'sm-form-section-title', field.title ?? ''));
    if (field.description) root.append(el('p', 'sm-form-description', field.description));
    return { element: root, part: (now) => apply(root, { ...now.getFieldProps(id), 'data-underline': field.underline ? '' : undefined }) };
  }
  const group = api.isGroup(id);
  const error = el('p', 'sm-form-field-error');
  const title = el(group ? 'span' : 'label', 'sm-form-title', field.title ?? id);
  if (field.required) title.append(el('span', 'sm-form-required', ' (required)'));
  const description = field.description === undefined ? null : el('p', 'sm-form-description', field.description);
  const inputs = inputsOf(api, field);
  const content: HTMLElement[] = [title, ...(description ? [description] : [])];
  if (group) {
    const choices = el('div', 'sm-form-choices');
    choices.append(...inputs.nodes);
    const wrapper = el('div');
    wrapper.append(...content, choices);
    root.append(error, wrapper);
    inputs.parts.push((now) => apply(wrapper, now.getGroupProps(id)));
  } else root.append(error, ...content, ...inputs.nodes);
  return {
    element: root,
    part(now) {
      apply(root, now.getFieldProps(id));
      apply(error, { ...now.getErrorProps(id), className: 'sm-form-field-error' });
      const label = now.getLabelProps(id);
      apply(title, group ? { id: label.id, className: 'sm-form-title' } : { ...label, className: 'sm-form-title' });
      if (description) apply(description, { ...now.getDescriptionProps(id), className: 'sm-form-description' });
      for (const part of inputs.parts) part(now);
    },
  };
}
