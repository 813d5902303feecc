import { createActor } from 'xstate';
import { bindAccordionEffects } from '../../adapters/browser/accordion.ts';
import type { AccordionBlockData } from '../../machines/accordion/codec.ts';
import { connect } from '../../machines/accordion/connect.ts';
import { accordionMachine } from '../../machines/accordion/machine.ts';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';

/** Renders an accordion block into `container` with plain DOM, driven by `accordionMachine`. */
export function renderAccordion(container: HTMLElement, id: string, data: AccordionBlockData): () => void {
  const actor = createActor(accordionMachine, {
    input: { id, items: data.items.map((item) => item.id), allowMultiple: data.allowMultiple, expandFirst: data.expandFirst },
  });
  const root = document.createElement('div');
  const parts = data.items.map((item) => {
    const element = document.createElement('div');
    const heading = document.createElement('h3');
    const trigger = document.createElement('button');
    const panel = document.createElement('div');
    const content = document.createElement('div');
    const paragraph = document.createElement('p');
    trigger.textContent = item.title;
    paragraph.textContent = item.content;
    content.append(paragraph);
    panel.append(content);
    heading.append(trigger);
    element.append(heading, panel);
    root.append(element);
    return { id: item.id, element, heading, trigger, panel, content };
  });

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    spreadProps(root, api.getRootProps());
    for (const part of parts) {
      spreadProps(part.element, api.getItemProps(part.id));
      spreadProps(part.heading, api.getHeadingProps(part.id));
      spreadProps(part.trigger, api.getTriggerProps(part.id));
      spreadProps(part.panel, api.getPanelProps(part.id));
      spreadProps(part.content, api.getPanelContentProps(part.id));
    }
  };

  const subscription = actor.subscribe(render);
  const unbindEffects = bindAccordionEffects(actor);
  actor.start();
  render();
  container.replaceChildren(root);
  return () => {
    subscription.unsubscribe();
    unbindEffects();
    actor.stop();
  };
}
