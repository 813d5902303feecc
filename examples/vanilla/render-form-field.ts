import type { FormApi } from '../../machines/form/types.ts';
import type { FormFieldDefinition } from '../../machines/form/fields.ts';
import { spreadProps } from '../../adapters/browser/dom-props.ts';
import type { FormFieldLayout } from '../../machines/form/types.ts';
import { el } from './dom.ts';

export type FieldPart = (api: FormApi) => void;

function labelled(input: HTMLElement, text: string, className: string): HTMLLabelElement {
  const label = el('label', className);
  label.append(input, el('span', undefined, text));
  return label;
}

/** The field's inputs, built once from its layout, and what each takes from the view model on every snapshot. */
function inputsOf(id: string, layout: Exclude<FormFieldLayout, { kind: 'hidden' } | { kind: 'section' }>): { nodes: HTMLElement[]; parts: FieldPart[] } {
  switch (layout.kind) {
    case 'textarea': {
      const area = el('textarea');
      area.rows = layout.rows;
      const counter = el('p', 'sm-form-counter');
      return {
        nodes: [area, counter],
        parts: [(now) => spreadProps(area, now.getInputProps(id)), (now) => (counter.hidden = !now.counterOf(id)), (now) => now.counterOf(id) && spreadProps(counter, now.getCounterProps(id))],
      };
    }
    case 'select': {
      const select = el('select');
      const empty = el('option', undefined, layout.placeholder);
      empty.value = '';
      select.append(empty, ...layout.options.map((option) => el('option', undefined, option)));
      return { nodes: [select], parts: [(now) => spreadProps(select, now.getInputProps(id))] };
    }
    case 'parts': {
      const rows = layout.labels.map((text, index) => {
        const input = el('input');
        const label = el('label', 'sm-form-part');
        label.append(el('span', undefined, text), input);
        return { label, part: (now: FormApi) => (spreadProps(label, { ...now.getInputLabelProps(id, index), class: 'sm-form-part' }), spreadProps(input, now.getPartProps(id, index))) };
      });
      return { nodes: rows.map((row) => row.label), parts: rows.map((row) => row.part) };
    }
    case 'choices': {
      const rows = layout.options.map((option, index) => {
        const input = el('input');
        return { label: labelled(input, option, 'sm-form-option'), part: (now: FormApi) => spreadProps(input, now.getOptionProps(id, option, index)) };
      });
      return { nodes: rows.map((row) => row.label), parts: rows.map((row) => row.part) };
    }
    case 'likert': {
      const questions = layout.questions.map((question, questionIndex) => {
        const group = el('div', 'sm-form-likert-question');
        const name = el('span', undefined, question);
        const inputs = layout.scale.map(({ label }) => {
          const input = el('input');
          group.append(labelled(input, label, 'sm-form-option'));
          return input;
        });
        group.prepend(name);
        const part = (now: FormApi) => {
          spreadProps(group, { ...now.getLikertQuestionProps(id, questionIndex), class: 'sm-form-likert-question' });
          spreadProps(name, now.getLabelProps(id, questionIndex));
          inputs.forEach((input, scaleIndex) => spreadProps(input, now.getLikertOptionProps(id, questionIndex, scaleIndex)));
        };
        return { group, part };
      });
      return { nodes: questions.map((question) => question.group), parts: questions.map((question) => question.part) };
    }
    case 'input': {
      const row = el('span', 'sm-form-input-row');
      if (layout.prefix !== null) {
        const symbol = el('span', undefined, layout.prefix);
        symbol.setAttribute('aria-hidden', 'true');
        row.append(symbol);
      }
      const input = el('input');
      row.append(input);
      return { nodes: [row], parts: [(now) => spreadProps(input, now.getInputProps(id))] };
    }
  }
}

/**
 * One field of a form in plain DOM, as `FormField` renders it: [FORM-048] its error above its
 * title, the title (a `<label>` for one input, the group's name otherwise), its description,
 * then its inputs. A hidden field shows nothing [FORM-012].
 */
export function renderFormField(api: FormApi, field: FormFieldDefinition, headingLevel: number): { element: HTMLElement | null; part: FieldPart } {
  const { id } = field;
  const layout = api.layoutOf(id);
  if (layout.kind === 'hidden') return { element: null, part: () => {} };
  const root = el('div');
  if (layout.kind === 'section') {
    root.append(el(`h${headingLevel}` as 'h3', 'sm-form-section-title', layout.title));
    if (layout.description) root.append(el('p', 'sm-form-description', layout.description));
    return { element: root, part: (now) => spreadProps(root, { ...now.getFieldProps(id), 'data-underline': layout.underline ? '' : undefined }) };
  }
  const { group } = layout;
  const error = el('p', 'sm-form-field-error');
  const title = el(group ? 'span' : 'label', 'sm-form-title', layout.title);
  if (layout.requiredMark !== null) title.append(el('span', 'sm-form-required', layout.requiredMark));
  const description = layout.description === null ? null : el('p', 'sm-form-description', layout.description);
  const inputs = inputsOf(id, layout);
  const content: HTMLElement[] = [title, ...(description ? [description] : [])];
  if (group) {
    const choices = el('div', 'sm-form-choices');
    choices.append(...inputs.nodes);
    const wrapper = el('div');
    wrapper.append(...content, choices);
    root.append(error, wrapper);
    inputs.parts.push((now) => spreadProps(wrapper, now.getGroupProps(id)));
  } else root.append(error, ...content, ...inputs.nodes);
  return {
    element: root,
    part(now) {
      spreadProps(root, now.getFieldProps(id));
      spreadProps(error, { ...now.getErrorProps(id), class: 'sm-form-field-error' });
      const label = now.getLabelProps(id);
      spreadProps(title, group ? { id: label.id, class: 'sm-form-title' } : { ...label, class: 'sm-form-title' });
      if (description) spreadProps(description, { ...now.getDescriptionProps(id), class: 'sm-form-description' });
      for (const part of inputs.parts) part(now);
    },
  };
}
