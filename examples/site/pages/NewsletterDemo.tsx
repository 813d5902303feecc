import '../forms-demo.css';
import '../../../ui/form.css';
import { formInputOfBlock, type FormBlockDecoding } from '../../../machines/form/codec.ts';
import { NewsletterForm } from '../../../ui/NewsletterForm.tsx';
import { BlockData } from '../BlockData.tsx';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';

export function NewsletterDemo({ data: { newsletter } }: { data: { newsletter: FormBlockDecoding } }) {
  return (
    <DataLayerProvider>
      <h1>Newsletter</h1>
      <p>The same sign-up block twice: full width, and in a narrow sidebar under 320 px, where it uses its small layout.</p>
      <BlockData decoded={newsletter}>
        {(data) => (
          <div className="newsletter-demo">
            <NewsletterForm {...formInputOfBlock(data)} id="newsletter-wide" title="Get our monthly letter" description="New products and workshops, once a month." />
            <aside className="newsletter-sidebar" aria-label="Sidebar">
              <NewsletterForm {...formInputOfBlock(data)} id="newsletter-narrow" title="Sign up" headingLevel={2} />
            </aside>
          </div>
        )}
      </BlockData>
    </DataLayerProvider>
  );
}
