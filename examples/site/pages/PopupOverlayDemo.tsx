import { useEffect, useState } from 'react';
import { safeStorage } from '../../../adapters/browser/storage.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { formInputOfBlock } from '../../../machines/form/codec.ts';
import { STORAGE_KEYS } from '../../../machines/popup-overlay/constants.ts';
import { hasScreenshotFlag } from '../../../machines/url/logic.ts';
import { PopupOverlay } from '../../../ui/PopupOverlay.tsx';
import { Badge, MobileInfoBar } from '../../../ui/SiteChrome.tsx';
import { formBlock } from '../../content/forms.ts';
import { defaultPopupSettings } from '../../content/popup-overlay-demo.ts';
import { BlockData } from '../BlockData.tsx';

// The popup's sign-up is the site's newsletter block, saved by the example backend.
const newsletter = formBlock('newsletter');

/** The page's popup settings: the defaults, with what the query names replacing them. */
function readDemoSettings() {
  const query = new URLSearchParams(window.location.search);
  const values: Record<string, string> = { ...defaultPopupSettings };
  for (const [name, value] of query) if (name in values) values[name] = value;
  const mobile = query.get('mobile');
  return {
    values,
    popup: {
      style: Number(values.style) || values.style,
      displayFrequency: values.displayFrequency,
      version: values.version,
      showUntilSignup: values.showUntilSignup === 'true',
      showOnMobile: values.showOnMobile === 'true',
    },
    pageType: Number(values.pageType),
    screenshot: hasScreenshotFlag(window.location.search),
    // The query can say which device this is (tests, and trying the mobile rules on a desktop).
    mobile: mobile === null ? undefined : mobile === 'true',
  };
}

const storage = safeStorage('local');
const readStored = () => Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, storage.get(key)]));

/** What local storage holds for the popup, read twice a second. */
function StoredValues() {
  const [stored, setStored] = useState(readStored);
  useEffect(() => {
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

function forget() {
  for (const key of Object.values(STORAGE_KEYS)) storage.remove(key);
  window.location.reload();
}

export function PopupOverlayDemo() {
  const [demo] = useState(readDemoSettings);
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
      <MobileInfoBar style={Number(demo.values.mobileBarStyle)} mobile={demo.mobile} label="Shop information">
        Open daily 9–18 · <a href="tel:+15550100">Call us</a>
      </MobileInfoBar>
      <BlockData decoded={newsletter}>
        {(block) => (
          <PopupOverlay
            id="newsletter-popup"
            settings={demo.popup}
            pageType={demo.pageType}
            screenshot={demo.screenshot}
            mobile={demo.mobile}
            title="Join our newsletter"
            description="New arrivals and offers, once a month."
            signUp={formInputOfBlock(block)}
          />
        )}
      </BlockData>
    </DataLayerProvider>
  );
}
