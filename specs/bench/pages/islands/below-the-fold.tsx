// The anchor-matched page's blocks below its first screen (./anchor-matched.tsx), one module
// each, as the example site's islands are: each reaches the page only through `import()`, when
// the block wakes. Their data comes already decoded (the server decoded it: issue 20, item 3).
import { useState } from 'react';
import type { AccordionBlockData } from '../../../../machines/accordion/codec.ts';
import type { FormBlockData } from '../../../../machines/form/codec.ts';
import type { SystemError } from '../../../../machines/system-error/logic.ts';
import { useDialogStack } from '../../../../adapters/react/useDialogStack.ts';
import { Accordion } from '../../../../ui/Accordion.tsx';
import { Form } from '../../../../ui/Form.tsx';
import { Tooltip } from '../../../../ui/Tooltip.tsx';
import { formInputOfBlock } from '../../../../machines/form/block-input.ts';

export function AccordionBlock({ id, data }: { id: string; data: AccordionBlockData }) {
  const items = data.items.map((item) => ({ ...item, content: <p>{item.content}</p> }));
  return <Accordion id={id} items={items} allowMultiple={data.allowMultiple} expandFirst={data.expandFirst} />;
}

export function FormBlock({ id, data }: { id: string; data: FormBlockData }) {
  return <Form {...formInputOfBlock(data)} id={id} />;
}

export function TooltipBlock({ id, text }: { id: string; text: string }) {
  return (
    <Tooltip id={id} content={text}>
      {(props) => (
        <button type="button" {...props}>
          Save draft
        </button>
      )}
    </Tooltip>
  );
}

/** The dialog layer in use: a confirmation, an alert, an information and the system error overlay. */
export function DialogButtons() {
  const overlays = useDialogStack();
  const [answer, setAnswer] = useState('none');
  const systemError: SystemError = { kind: 'network' };
  return (
    <div>
      <button type="button" onClick={async () => setAnswer(await overlays.confirm({ style: 'confirm-or-cancel', title: 'Delete this photo?', message: 'It leaves every gallery.' }))}>
        Delete
      </button>
      <button type="button" onClick={async () => setAnswer(await overlays.alert({ title: 'Saved', message: 'Your changes are saved.' }))}>
        Save
      </button>
      <button type="button" onClick={async () => setAnswer(await overlays.inform({ title: 'Copied', message: 'The link is on your clipboard.' }))}>
        Copy link
      </button>
      <button type="button" onClick={() => overlays.showSystemError(systemError)}>
        Checkout
      </button>
      <p role="status">{answer}</p>
    </div>
  );
}
