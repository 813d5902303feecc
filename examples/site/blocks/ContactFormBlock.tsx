import '../../../ui/form.css';
import { formInputOfBlock, type FormBlockData } from '../../../machines/form/codec.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { Form } from '../../../ui/Form.tsx';

export interface ContactFormBlockProps {
  id: string;
  data: FormBlockData;
  /** Where a successful submission goes. */
  successRedirect?: string;
}

/** A form block of a published page, sent to the example backend. */
export function ContactFormBlock({ id, data, successRedirect }: ContactFormBlockProps) {
  return (
    <DataLayerProvider>
      <Form {...formInputOfBlock(data)} id={id} captcha="none" successRedirect={successRedirect} />
    </DataLayerProvider>
  );
}
