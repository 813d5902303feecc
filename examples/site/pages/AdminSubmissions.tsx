import '../forms-demo.css';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { DataLayerError } from '../../../adapters/browser/data-layer.ts';
import { useDataLayer } from '../../../adapters/react/data-layer-context.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';

interface StoredSubmission {
  id: number;
  formId: string;
  createdAt: string;
  values: Record<string, unknown>;
}

/** The answer of GET /api/owner/submissions, read defensively: rows of the expected shape only. */
function readSubmissions(answer: unknown): StoredSubmission[] {
  const rows = (answer as { submissions?: unknown } | null)?.submissions;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (row): row is StoredSubmission =>
      typeof row === 'object' && row !== null && typeof row.id === 'number' && typeof row.formId === 'string' && typeof row.createdAt === 'string',
  );
}

const showValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Read-only list of what the form backend stored in its SQLite file, for the site owner only. */
export function AdminSubmissions() {
  return (
    <DataLayerProvider>
      <SubmissionList />
    </DataLayerProvider>
  );
}

type ListState = { rows: StoredSubmission[] } | { error: string } | { signedOut: true } | null;

function SubmissionList() {
  const dataLayer = useDataLayer();
  const [state, setState] = useState<ListState>(null);
  const load = useCallback(() => {
    dataLayer.get('/api/owner/submissions').then(
      (answer) => setState({ rows: readSubmissions(answer) }),
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
      <h1>Stored submissions</h1>
      <p>What the example backend stored, newest first (read only).</p>
      {state === null ? <p>Loading…</p> : null}
      {state && 'error' in state ? <p role="alert">{state.error}</p> : null}
      {state && 'rows' in state && state.rows.length === 0 ? <p>No submissions yet.</p> : null}
      {state && 'rows' in state && state.rows.length > 0 ? (
        <table className="submissions">
          <caption className="visually-hidden">Stored form submissions</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Form</th>
              <th scope="col">Received</th>
              <th scope="col">Values</th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <td>{row.formId}</td>
                <td>
                  <time dateTime={row.createdAt}>{row.createdAt}</time>
                </td>
                <td>
                  <dl>
                    {Object.entries(row.values).map(([field, value]) => (
                      <div key={field}>
                        <dt>{field}</dt>
                        <dd>{showValue(value)}</dd>
                      </div>
                    ))}
                  </dl>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

/** Shown when the list answers 401: the submissions are the site owner's to read. */
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
      <h1>Stored submissions</h1>
      <p role="status">Sign in as the site owner to see the stored submissions: they hold visitors&rsquo; names and emails.</p>
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
