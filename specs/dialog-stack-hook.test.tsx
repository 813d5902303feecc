import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useDialogStack, type UseDialogStackReturn } from '../adapters/react/useDialogStack.ts';
import { DialogStack } from '../ui/DialogStack.tsx';

// The one hook of the dialog stack: `<DialogStack>` starts the page's stack with it, and every
// component under it (the page, its dialogs) gets that same stack from it. Rendered on the server
// (react-dom/server), where the hooks run and no effect does.
function Probe({ seen }: { seen: UseDialogStackReturn[] }) {
  seen.push(useDialogStack());
  return <p>probe</p>;
}

describe('useDialogStack(input, options) -> { actorRef, api }', () => {
  it('[NAV-010] under <DialogStack> it is the page stack: one actor, its api from connect', () => {
    const seen: UseDialogStackReturn[] = [];
    renderToString(
      <DialogStack>
        <Probe seen={seen} />
        <Probe seen={seen} />
      </DialogStack>,
    );
    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(first!.actorRef).toBe(second!.actorRef);
    expect(first!.actorRef).toBe(first!.stack);
    expect(first!.actorRef.getSnapshot().context.baseZIndex).toBe(30000);
    expect(first!.api.dialogs).toEqual([]);
    expect(first!.api.getRootProps()).toEqual({ 'data-scope': 'dialog-stack', 'data-part': 'root' });
  });

  it('[NAV-010] without a <DialogStack> around it, the call starts a stack of its own with the input given', () => {
    const seen: UseDialogStackReturn[] = [];
    function Starter() {
      seen.push(useDialogStack({ baseZIndex: 500 }));
      return null;
    }
    renderToString(<Starter />);
    expect(seen[0]!.actorRef.getSnapshot().context.baseZIndex).toBe(500);
  });
});
