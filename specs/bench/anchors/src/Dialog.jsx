// Zag's dialog as its docs use it with React (portal, backdrop, positioner, content); the
// page's confirmation, alert, information and system error are each one.
import * as dialog from '@zag-js/dialog';
import { normalizeProps, Portal, useMachine } from '@zag-js/react';
import { useId } from 'react';

export function Dialog({ trigger, title, description, role = 'dialog', actions }) {
  const service = useMachine(dialog.machine, { id: useId(), role });
  const api = dialog.connect(service, normalizeProps);
  return (
    <>
      <button {...api.getTriggerProps()}>{trigger}</button>
      {api.open && (
        <Portal>
          <div {...api.getBackdropProps()} />
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()}>
              <h2 {...api.getTitleProps()}>{title}</h2>
              <p {...api.getDescriptionProps()}>{description}</p>
              {actions?.map((action) => (
                <button key={action} onClick={() => api.setOpen(false)}>
                  {action}
                </button>
              ))}
              <button {...api.getCloseTriggerProps()}>Close</button>
            </div>
          </div>
        </Portal>
      )}
    </>
  );
}
