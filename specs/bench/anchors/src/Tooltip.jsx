// Zag's tooltip as its docs use it with React.
import * as tooltip from '@zag-js/tooltip';
import { normalizeProps, useMachine } from '@zag-js/react';
import { useId } from 'react';

export function Tooltip({ label, children }) {
  const service = useMachine(tooltip.machine, { id: useId() });
  const api = tooltip.connect(service, normalizeProps);
  return (
    <>
      <button {...api.getTriggerProps()}>{children}</button>
      {api.open && (
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>{label}</div>
        </div>
      )}
    </>
  );
}
