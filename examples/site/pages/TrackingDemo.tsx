import '../../../ui/cookie-banner.css';
import '../../../ui/tracking.css';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { readSiteContext } from '../../../adapters/browser/site-context.ts';
import type { ExperimentEnv } from '../../../adapters/browser/experiment.ts';
import { useDataLayer } from '../../../adapters/react/data-layer-context.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { useCensus, useFormRenderCensus } from '../../../adapters/react/useCensus.ts';
import { useExperiments } from '../../../adapters/react/useExperiments.ts';
import { useTracker } from '../../../adapters/react/useTracker.ts';
import { TrackerContext } from '../../../adapters/react/tracking-context.ts';
import { decodeButtonBlock } from '../../../machines/button-tracking/codec.ts';
import { ButtonBlock } from '../../../ui/ButtonBlock.tsx';
import { CookieBanner } from '../../../ui/CookieBanner.tsx';
import { demoSite } from '../../content/site.ts';

export interface TrackingDemoData {
  settings: Record<string, string>;
  /** [TRK-017] The session replay feature toggle (the demo's query `replay=on`). */
  replayToggle: boolean;
  /** [TRK-018] Whether the experiment sample includes this visitor (`replaySample=out` leaves it out). */
  inSample: boolean;
  /** [TRK-031] [TRK-032] How analytics events leave (`transport=xhr` in the query; beacon otherwise). */
  transport: 'beacon' | 'xhr';
}

const FORM_ID = 'tracking-demo-newsletter';
const PRODUCT_ID = 'demo-product-17';

const decodeButton = (value: unknown) => {
  const decoded = decodeButtonBlock(value);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.data;
};

// Button blocks as a page's block data carries them.
const sameWindowButton = decodeButton({ id: 'btn-same', buttonText: 'See the accordion', clickthroughUrl: '/demo/accordion', alignment: 'left', size: 'medium', newWindow: false, context: 1 });
const newWindowButton = decodeButton({ id: 'btn-new', buttonText: 'Open the form in a new window', clickthroughUrl: '/demo/form', alignment: 'left', size: 'small', newWindow: true, context: 1 });
const popupButton = decodeButton({ id: 'btn-popup', buttonText: 'Shop the offer', clickthroughUrl: '/demo/accordion?from=popup', alignment: 'center', size: 'medium', newWindow: false, context: 2 });

interface ReceivedRequest {
  id: number;
  kind: string;
  path: string;
  receivedAt: number;
}

/** The live panel: what the example backend received from this browser since the page loaded. */
function ReceivedPanel({ since }: { since: number | null }) {
  const [requests, setRequests] = useState<ReceivedRequest[]>([]);
  useEffect(() => {
    if (since === null) return undefined;
    let stopped = false;
    const read = () =>
      fetch(`/api/tracking/recent?since=${since}`)
        .then((answer) => (answer.ok ? answer.json() : { requests: [] }))
        .then((body: { requests?: ReceivedRequest[] }) => {
          if (!stopped && Array.isArray(body.requests)) setRequests(body.requests);
        })
        .catch(() => {});
    void read();
    const timer = setInterval(read, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [since]);
  return (
    <section aria-labelledby="received-title" className="tracking-received">
      <h2 id="received-title">Received by the example backend</h2>
      <p>Tracking requests this browser sent since the page loaded, newest first (refreshed every second).</p>
      {requests.length === 0 ? (
        <p data-testid="received-empty">Nothing received.</p>
      ) : (
        <ol data-testid="received-list">
          {requests.map((request) => (
            <li key={request.id} data-kind={request.kind}>
              <code>{request.path}</code> ({request.kind})
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function NewsletterForm() {
  useFormRenderCensus(FORM_ID);
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <form aria-labelledby="newsletter-title" onSubmit={submit} data-form-id={FORM_ID}>
      <h2 id="newsletter-title">Newsletter</h2>
      <label>
        Email <input type="email" name="email" autoComplete="email" />
      </label>{' '}
      <button type="submit">Sign up</button>
      {sent ? <p role="status">Thanks: this demo keeps nothing.</p> : null}
    </form>
  );
}

function OfferPopup() {
  const census = useCensus();
  const [open, setOpen] = useState(false);
  const toggle = (next: boolean) => {
    setOpen(next);
    census.overlay(next ? 'shown' : 'closed');
  };
  return (
    <section aria-labelledby="offer-title">
      <h2 id="offer-title">Popup</h2>
      <button type="button" onClick={() => toggle(true)} aria-expanded={open}>
        Show the offer
      </button>
      {open ? (
        <div role="dialog" aria-modal="false" aria-labelledby="offer-dialog-title" className="tracking-popup">
          <h3 id="offer-dialog-title">Ten percent off this week</h3>
          <ButtonBlock button={popupButton} id="popup-button" />
          <button type="button" onClick={() => toggle(false)}>
            Close the offer
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** A data-layer request (its network failure is reported as system_network_error once tracking runs). */
function StockCheck() {
  const dataLayer = useDataLayer();
  const [answer, setAnswer] = useState<string | null>(null);
  const check = () =>
    dataLayer.get('/api/demo/stock').then(
      () => setAnswer('In stock.'),
      () => setAnswer('Stock could not be checked.'),
    );
  return (
    <p>
      <button type="button" onClick={check}>
        Check stock
      </button>{' '}
      {answer ? <span role="status">{answer}</span> : null}
    </p>
  );
}

function QuickView() {
  const census = useCensus();
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    census.quickView(PRODUCT_ID);
    census.pixel('ViewContent', { content_id: PRODUCT_ID });
    census.event({ actor: 'visitor', action: 'quick_view', event_owner_team: 'commerce', event_source: 'WEB', object_type: 'product', object_id: PRODUCT_ID, product_area: 'store' });
  };
  return (
    <section aria-labelledby="product-title">
      <h2 id="product-title">Linen tote bag</h2>
      <p>$24.00</p>
      <button type="button" onClick={show} aria-expanded={open}>
        Quick view
      </button>
      {open ? <p data-testid="quick-view">Natural linen, 40 × 35 cm, inner pocket.</p> : null}
      <DataLayerProvider>
        <StockCheck />
      </DataLayerProvider>
    </section>
  );
}

function AnalyticsSection() {
  const census = useCensus();
  return (
    <section aria-labelledby="analytics-title">
      <h2 id="analytics-title">Product analytics</h2>
      <button
        type="button"
        onClick={() => census.event({ actor: 'visitor', action: 'like', event_owner_team: 'site', event_source: 'WEB', object_type: 'page', product_section: 'demo' })}
      >
        Like this page
      </button>
    </section>
  );
}

/**
 * [BLK-039] [TRK-023..028] [TRK-038] The tracking demo: a button block, a form, a popup and a
 * quick view under the restrictive cookie policy. Nothing is sent before Accept: the tracking
 * code is not even fetched until then. The panel shows what the backend received.
 */
export function TrackingDemo({ data }: { data: TrackingDemoData }) {
  const [allowed, setAllowed] = useState(false);
  // The demo's own switch after the banner's choice: withdraw consent, or give it again, for this page view.
  const [override, setOverride] = useState<boolean | null>(null);
  const tracker = useTracker(demoSite, override ?? allowed, { pageId: 'tracking-demo', transport: data.transport });
  const [since, setSince] = useState<number | null>(null);
  const [owner, setOwner] = useState<{ mayOverride: boolean } | null>(null);
  useEffect(() => {
    setSince(Date.now());
    const context = readSiteContext(window, () => {}).data;
    setOwner({ mayOverride: context.loggedIn && context.websiteSettings && context.siteStatus === 'internal' });
  }, []);
  // [TRK-014] An internal site's owner overrides variants without tracking; replay waits for the tracker.
  const experimentEnv = useMemo<ExperimentEnv | null>(() => {
    if (owner === null || (!owner.mayOverride && tracker === null)) return null;
    return {
      mayOverride: owner.mayOverride,
      replayScriptUrl: '/stand-in-replay.js',
      replay: { toggle: data.replayToggle, inSample: data.inSample, cores: navigator.hardwareConcurrency || 1, tracked: tracker?.verdict.track ?? false },
    };
  }, [owner, tracker, data.replayToggle, data.inSample]);
  const experiments = useExperiments(experimentEnv);
  return (
    <TrackerContext.Provider value={tracker}>
      <h1>Tracking</h1>
      <p>
        This page tracks what a published page tracks: button clicks and renders, the form&rsquo;s render, the popup, the
        quick view, product analytics events and an ad pixel. Under the restrictive cookie policy none of it runs, and none of its
        code is loaded, before you accept.
      </p>
      <p role="status" data-testid="tracking-status" data-state={tracker === null ? 'off' : tracker.verdict.reason}>
        {tracker === null ? 'Tracking is off until you accept cookies.' : tracker.verdict.track ? 'Tracking is on.' : `Not tracked (${tracker.verdict.reason}).`}
      </p>
      {allowed ? (
        <p>
          <button type="button" onClick={() => setOverride(!(override ?? allowed))}>
            {(override ?? allowed) ? 'Withdraw consent' : 'Give consent again'}
          </button>
        </p>
      ) : null}
      <section aria-labelledby="buttons-title">
        <h2 id="buttons-title">Button blocks</h2>
        <ButtonBlock button={sameWindowButton} id="same-window-button" />
        <ButtonBlock button={newWindowButton} id="new-window-button" />
      </section>
      <NewsletterForm />
      <OfferPopup />
      <QuickView />
      <AnalyticsSection />
      <section aria-labelledby="experiments-title">
        <h2 id="experiments-title">Experiments and session replay</h2>
        <div {...experiments.api.getRootProps()}>
          <p {...experiments.api.getReplayProps()}>Session replay: {experiments.api.state}</p>
          <p>
            Saved experiment choices: <code data-testid="experiment-choices">{JSON.stringify(experiments.api.choices)}</code>
          </p>
        </div>
      </section>
      <span data-ad-pixel="" data-endpoint="/api/pixel/event" hidden />
      <ReceivedPanel since={since} />
      <CookieBanner settings={data.settings} onTrackingAllowedChange={setAllowed} />
    </TrackerContext.Provider>
  );
}
