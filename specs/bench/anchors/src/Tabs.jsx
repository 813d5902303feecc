// Zag's tabs as its docs use it with React.
import * as tabs from '@zag-js/tabs';
import { normalizeProps, useMachine } from '@zag-js/react';
import { useId } from 'react';

export function Tabs({ items }) {
  const service = useMachine(tabs.machine, { id: useId(), defaultValue: items[0]?.value });
  const api = tabs.connect(service, normalizeProps);
  return (
    <div {...api.getRootProps()}>
      <div {...api.getListProps()}>
        {items.map((item) => (
          <button key={item.value} {...api.getTriggerProps({ value: item.value })}>
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.value} {...api.getContentProps({ value: item.value })}>
          <p>{item.content}</p>
        </div>
      ))}
    </div>
  );
}
