// The anchors' page of the features the runtime's anchor-matched page has (accordion, gallery
// with lightbox, dialogs, tooltip, cookie banner, form), with the anchors' stack as the issue
// lists it: Zag accordion, carousel, dialog, tooltip and tabs, PhotoSwipe, vanilla-cookieconsent,
// react-hook-form and @floating-ui/react. The gallery (PhotoSwipe's core static or on demand)
// is given by the entry.
import { createRoot } from 'react-dom/client';
import { Accordion } from './Accordion.jsx';
import { ContactForm } from './ContactForm.jsx';
import { CookieConsent } from './CookieConsent.jsx';
import { Dialog } from './Dialog.jsx';
import { pageData } from './page-data.js';
import { Popover } from './Popover.jsx';
import { Tabs } from './Tabs.jsx';
import { Tooltip } from './Tooltip.jsx';

const trackVisit = () => navigator.sendBeacon('/api/census', '');

function Page({ Gallery }) {
  const dialogs = pageData('dialogs');
  return (
    <>
      <Accordion items={pageData('accordion')} />
      <Gallery id="gallery" slides={pageData('gallery')} />
      <Dialog trigger="Delete" title={dialogs.confirm} description={dialogs.message} role="alertdialog" actions={['Confirm', 'Cancel']} />
      <Dialog trigger="Save" title={dialogs.alert} description={dialogs.message} role="alertdialog" actions={['OK']} />
      <Dialog trigger="Copy link" title={dialogs.inform} description={dialogs.message} />
      <Dialog trigger="Checkout" title={dialogs.systemError} description={dialogs.message} actions={['Reload']} />
      <Tooltip label={pageData('tooltip')}>Save draft</Tooltip>
      <Popover label="Share">{pageData('tooltip')}</Popover>
      <Tabs items={pageData('tabs')} />
      <ContactForm action="/api/form/save" fields={pageData('form')} />
      <CookieConsent config={pageData('cookies')} onAnalytics={trackVisit} />
    </>
  );
}

/** Renders the page into #root with the gallery the entry chose. */
export function mountPage(Gallery) {
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<Page Gallery={Gallery} />);
}
