import '../../../ui/form.css';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { formInputOfBlock, type FormBlockData } from '../../../machines/form/codec.ts';
import { NewsletterForm } from '../../../ui/NewsletterForm.tsx';

export interface NewsletterSiteBlockProps {
  id: string;
  title: string;
  description: string;
  data: FormBlockData;
}

/** A newsletter block of the site, saved by the example backend (SQLite). */
export function NewsletterSiteBlock({ id, title, description, data }: NewsletterSiteBlockProps) {
  return (
    <DataLayerProvider>
      <NewsletterForm {...formInputOfBlock(data)} id={id} title={title} description={description} headingLevel={2} />
    </DataLayerProvider>
  );
}
