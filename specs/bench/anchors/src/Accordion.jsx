// Zag's accordion as its docs use it with React.
import * as accordion from '@zag-js/accordion';
import { normalizeProps, useMachine } from '@zag-js/react';
import { useId } from 'react';

export function Accordion({ items }) {
  const service = useMachine(accordion.machine, { id: useId() });
  const api = accordion.connect(service, normalizeProps);
  return (
    <div {...api.getRootProps()}>
      {items.map((item) => (
        <div key={item.value} {...api.getItemProps({ value: item.value })}>
          <h3>
            <button {...api.getItemTriggerProps({ value: item.value })}>{item.title}</button>
          </h3>
          <div {...api.getItemContentProps({ value: item.value })}>{item.content}</div>
        </div>
      ))}
    </div>
  );
}
