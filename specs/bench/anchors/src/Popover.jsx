// @floating-ui/react as its docs use it: useFloating with offset, flip and shift.
import { flip, offset, shift, useFloating } from '@floating-ui/react';
import { useState } from 'react';

export function Popover({ label, children }) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles } = useFloating({ open, onOpenChange: setOpen, middleware: [offset(10), flip(), shift()] });
  return (
    <>
      <button ref={refs.setReference} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && (
        <div ref={refs.setFloating} style={floatingStyles}>
          {children}
        </div>
      )}
    </>
  );
}
