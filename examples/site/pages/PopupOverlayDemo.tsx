import '../../../ui/popup-overlay.css';
import '../../../ui/form.css';
import '../../../ui/lightbox.css';
import { useEffect, useState } from 'react';
import { safeStorage } from '../../../adapters/browser/storage.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { formInputOfBlock, type FormBlockDecoding } from '../../../machines/form/codec.ts';
import { STORAGE_KEYS } from '../../../machines/popup-overlay/constants.ts';
import { PopupOverlay } from '../../../ui/PopupOverlay.tsx';
import { Badge, MobileInfoBar } from '../../../ui/SiteChrome.tsx';
import { BlockData } from '../BlockData.tsx';
import { decodeLightboxBlock } from '../../../machines/lightbox/codec.ts';
import { Lightbox } from '../../../ui/Lightbox.tsx';
import { walkBlockJson } from '../../content/lightbox-demo.ts';

interface PopupOverlayDemoData {
  /** The demo's settings: the defaults, with what the query names replacing them. */
  values: Record<string, string>;
  popup: { style: number | string; displayFrequency: string | undefined; version: string | undefined; showUntilSignup: boolean; showOnMobile: boolean };
  pageType: number;
  screenshot: boolean;
  /** The device the query says this is; null: ask the browser. */
  mobile: boolean | null;
  /** The popup's sign-up: the site's newsletter block, saved by the example backend. */
  newsletter: FormBlockDecoding;
}

const readStored = () => Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, safeStorage('local').get(key)]));
const NOTHING_READ: Record<string, string | null> = Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, null]));

/** What local storage holds for the popup, read twice a second (after hydration: the server has no storage). */
function StoredValues() {
  const [stored, setStored] = useState(NOTHING_READ);
  useEffect(() => {
    setStored(readStored());
    const timer = setInterval(() => setStored(readStored()), 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <table aria-label="Popup overlay storage" className="cookie-jar">
      <tbody>
        {Object.entries(stored).map(([key, value]) => (
          <tr key={key} data-storage-key={key}>
            <th scope="row">
              <code>{key}</code>
            </th>
            <td>{value === null ? <em>not set</em> : <code>{value}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const arrivals = decodeLightboxBlock(walkBlockJson);
const ARRIVALS = arrivals.ok ? arrivals.data.slides : [];

/** The popup's description, with this month's arrivals in a lightbox over it (a nested dialog). */
function Arrivals() {
  const [open, setOpen] = useState(false);
  return (
    <>
      New arrivals and offers, once a month.{' '}
      <button type="button" onClick={() => setOpen(true)}>
        See this month&rsquo;s arrivals
      </button>
      <Lightbox id="arrivals" title="This month's arrivals" slides={ARRIVALS} images={ARRIVALS} open={open} onOpenChange={setOpen} />
    </>
  );
}

function forget() {
  for (const key of Object.values(STORAGE_KEYS)) safeStorage('local').remove(key);
  window.location.reload();
}

export function PopupOverlayDemo({ data: demo }: { data: PopupOverlayDemoData }) {
  return (
    <DataLayerProvider>
      <h1>Popup overlay</h1>
      <p>
        A newsletter popup that shows again {demo.values.displayFrequency} days after it is closed
        {demo.popup.showUntilSignup ? ', and never again after a sign-up' : ''}. A sign-up is stored by the example backend (see{' '}
        <a href="/admin/submissions">the stored submissions</a>); only a saved one counts. Settings come from the query: <code>style</code> (1 none, 2 light, 3 dark), <code>displayFrequency</code>,{' '}
        <code>version</code>, <code>showUntilSignup</code>, <code>showOnMobile</code>, <code>pageType</code>,{' '}
        <code>mobile</code>.
      </p>
      <section aria-labelledby="stored-title">
        <h2 id="stored-title">What this browser remembers</h2>
        <StoredValues />
        <p>
          <button type="button" onClick={forget}>
            Forget the popup
          </button>
        </p>
      </section>
      <section aria-labelledby="chrome-title">
        <h2 id="chrome-title">Badge</h2>
        <Badge templateVersion={demo.values.templateVersion ?? ''} type={Number(demo.values.badgeType)} href="/">
          Made with site-machines
        </Badge>
      </section>
      <MobileInfoBar style={Number(demo.values.mobileBarStyle)} mobile={demo.mobile ?? undefined} label="Shop information">
        Open daily 9–18 · <a href="tel:+15550100">Call us</a>
      </MobileInfoBar>
      <BlockData decoded={demo.newsletter}>
        {(block) => (
          <PopupOverlay
            id="newsletter-popup"
            settings={demo.popup}
            pageType={demo.pageType}
            screenshot={demo.screenshot}
            mobile={demo.mobile ?? undefined}
            title="Join our newsletter"
            description={<Arrivals />}
            signUp={formInputOfBlock(block)}
          />
        )}
      </BlockData>
    </DataLayerProvider>
  );
}
