import '../forms-demo.css';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { DataLayerError } from '../../../adapters/browser/data-layer.ts';
import { useDataLayer } from '../../../adapters/react/data-layer-context.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';

interface ReceivedRequest {
  id: number;
  kind: string;
  path: string;
  receivedAt: number;
  body: unknown;
}

/** The answer of GET /api/owner/tracking, read defensively: rows of the expected shape only. */
function readRequests(answer: unknown): ReceivedRequest[] {
  const rows = (answer as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (row): row is ReceivedRequest =>
      typeof row === 'object' && row !== null && typeof row.id === 'number' && typeof row.kind === 'string' && typeof row.path === 'string' && typeof row.receivedAt === 'number',
  );
}

/** What the example backend received from tracking calls, newest first, for the site owner only. */
export function AdminTracking() {
  return (
    <DataLayerProvider>
      <RequestList />
    </DataLayerProvider>
  );
}

type ListState = { rows: ReceivedRequest[] } | { error: string } | { signedOut: true } | null;

function RequestList() {
  const dataLayer = useDataLayer();
  const [state, setState] = useState<ListState>(null);
  const load = useCallback(() => {
    dataLayer.get('/api/owner/tracking').then(
      (answer) => setState({ rows: readRequests(answer) }),
      (error: unknown) => {
        if (error instanceof DataLayerError && error.failure.status === 401) return setState({ signedOut: true });
        setState({ error: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [dataLayer]);
  useEffect(load, [load]);
  if (state && 'signedOut' in state) return <OwnerSignIn onSignedIn={load} />;
  return (
    <>
      <h1>Received tracking</h1>
      <p>Every tracking call the example backend accepted, newest first (read only).</p>
      {state === null ? <p>Loading…</p> : null}
      {state && 'error' in state ? <p role="alert">{state.error}</p> : null}
      {state && 'rows' in state && state.rows.length === 0 ? <p>Nothing received yet.</p> : null}
      {state && 'rows' in state && state.rows.length > 0 ? (
        <table className="submissions">
          <caption className="visually-hidden">Received tracking requests</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Kind</th>
              <th scope="col">Path</th>
              <th scope="col">Received</th>
              <th scope="col">Body</th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row) => (
              <tr key={row.id} data-kind={row.kind}>
                <td>{row.id}</td>
                <td>{row.kind}</td>
                <td>
                  <code>{row.path}</code>
                </td>
                <td>
                  <time dateTime={new Date(row.receivedAt).toISOString()}>{new Date(row.receivedAt).toISOString()}</time>
                </td>
                <td>
                  <code>{JSON.stringify(row.body)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

/** Shown when the list answers 401: what visitors sent is the site owner's to read. */
function OwnerSignIn({ onSignedIn }: { onSignedIn(): void }) {
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
      <h1>Received tracking</h1>
      <p role="status">Sign in as the site owner to see the received tracking requests: they hold visitor ids.</p>
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
