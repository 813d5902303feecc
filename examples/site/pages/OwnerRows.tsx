import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type * as t from 'io-ts';
import { DataLayerError } from '../../../adapters/browser/data-layer.ts';
import { useDataLayer } from '../../../adapters/react/data-layer-context.ts';
import { decodeWith } from '../../../machines/shared/decode.ts';

/** What the server knows of an owner-only page's visitor (examples/site/server/page-data.ts). */
export interface OwnerPageData {
  /** The request carried the owner's session: false renders the sign-in form at once, with no request the API would refuse. */
  signedIn: boolean;
}

/** What an owner-only list page says, and where it reads its rows. */
export interface OwnerRowsProps<Row> {
  /** The server saw the owner's session; without it the page shows the sign-in form and asks the API nothing until the owner signs in. */
  signedIn: boolean;
  /** The owner-only route (GET) that answers `{ [field]: Row[] }`. */
  path: string;
  /** The answer's field that holds the rows. */
  field: string;
  /** Decodes one row of the answer: a row that does not decode is left out, never shown half. */
  row: t.Type<Row, unknown>;
  heading: string;
  lead: string;
  empty: string;
  /** Why the list needs the owner (shown beside the sign-in form on a 401). */
  signInReason: string;
  /** The table of decoded rows. */
  children(rows: Row[]): ReactNode;
}

type ListState<Row> = { rows: Row[] } | { error: string } | { signedOut: true } | null;

/** The rows of an answer that decode; an answer of another shape holds none. */
function decodeRows<Row>(answer: unknown, field: string, row: t.Type<Row, unknown>): Row[] {
  const rows = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[field] : undefined;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((candidate) => {
    const decoded = decodeWith(row, candidate);
    return decoded.ok ? [decoded.data] : [];
  });
}

/**
 * A read-only list of what the example backend holds for the site owner (stored submissions,
 * received tracking): private data, so a 401 asks the owner to sign in instead of showing it.
 */
export function OwnerRows<Row>({ signedIn, path, field, row, heading, lead, empty, signInReason, children }: OwnerRowsProps<Row>) {
  const dataLayer = useDataLayer();
  const [state, setState] = useState<ListState<Row>>(signedIn ? null : { signedOut: true });
  const load = useCallback(() => {
    dataLayer.get(path).then(
      (answer) => setState({ rows: decodeRows(answer, field, row) }),
      (error: unknown) => {
        if (error instanceof DataLayerError && error.failure.status === 401) return setState({ signedOut: true });
        setState({ error: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [dataLayer, path, field, row]);
  // Signed out on the server: nothing to fetch until the owner signs in (the form's success loads).
  const [loadAtStart] = useState(signedIn);
  useEffect(() => {
    if (loadAtStart) load();
  }, [load, loadAtStart]);
  if (state && 'signedOut' in state) return <OwnerSignIn heading={heading} reason={signInReason} onSignedIn={load} />;
  return (
    <>
      <h1>{heading}</h1>
      <p>{lead}</p>
      {state === null ? <p>Loading…</p> : null}
      {state && 'error' in state ? <p role="alert">{state.error}</p> : null}
      {state && 'rows' in state && state.rows.length === 0 ? <p>{empty}</p> : null}
      {state && 'rows' in state && state.rows.length > 0 ? children(state.rows) : null}
    </>
  );
}

/** Shown when the list answers 401: what it holds is the site owner's to read. */
function OwnerSignIn({ heading, reason, onSignedIn }: { heading: string; reason: string; onSignedIn(): void }) {
  const dataLayer = useDataLayer();
  const [error, setError] = useState<string | null>(null);
  const signIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    dataLayer.post('/api/owner/login', { json: { password: typeof password === 'string' ? password : '' } }).then(onSignedIn, (failure: unknown) => {
      setError(failure instanceof Error ? failure.message : String(failure));
    });
  };
  return (
    <>
      <h1>{heading}</h1>
      <p role="status">{reason}</p>
      <form onSubmit={signIn} aria-label="Owner sign-in">
        <label>
          Owner password <input type="password" name="password" autoComplete="current-password" required />
        </label>{' '}
        <button type="submit">Sign in</button>
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </>
  );
}
