import { useEffect } from 'react';
import { AccordionDemo } from './pages/AccordionDemo.tsx';
import { Home } from './pages/Home.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { AdminSubmissions } from './pages/AdminSubmissions.tsx';
import { FormDemo, FormThanks } from './pages/FormDemo.tsx';
import { NewsletterDemo } from './pages/NewsletterDemo.tsx';

const pages: Record<string, { title: string; render: () => React.JSX.Element }> = {
  '/': { title: 'site-machines example site', render: Home },
  '/demo/accordion': { title: 'Accordion demo', render: AccordionDemo },
  '/demo/form': { title: 'Contact form demo', render: FormDemo },
  '/demo/form/thanks': { title: 'Thank you', render: FormThanks },
  '/demo/newsletter': { title: 'Newsletter demo', render: NewsletterDemo },
  '/admin/submissions': { title: 'Stored submissions', render: AdminSubmissions },
};

/** The published site: one page per path, full page loads between them. */
export function App({ path }: { path: string }) {
  const page = pages[path.replace(/\/+$/, '') || '/'];
  useEffect(() => {
    document.title = page?.title ?? 'Page not found';
  }, [page]);
  return (
    <>
      <header>
        <a href="/">site-machines</a>
      </header>
      <main>{page ? page.render() : <NotFound />}</main>
    </>
  );
}
