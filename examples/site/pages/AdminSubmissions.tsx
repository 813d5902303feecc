import { useEffect, useState } from 'react';
import { useDataLayer } from '../../../adapters/react/data-layer-context.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';

interface StoredSubmission {
  id: number;
  formId: string;
  createdAt: string;
  values: Record<string, unknown>;
}

/** The answer of GET /api/form/submissions, read defensively: rows of the expected shape only. */
function readSubmissions(answer: unknown): StoredSubmission[] {
  const rows = (answer as { submissions?: unknown } | null)?.submissions;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (row): row is StoredSubmission =>
      typeof row === 'object' && row !== null && typeof row.id === 'number' && typeof row.formId === 'string' && typeof row.createdAt === 'string',
  );
}

const showValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Read-only list of what the form backend stored in its SQLite file. */
export function AdminSubmissions() {
  return (
    <DataLayerProvider>
      <SubmissionList />
    </DataLayerProvider>
  );
}

function SubmissionList() {
  const dataLayer = useDataLayer();
  const [state, setState] = useState<{ rows: StoredSubmission[] } | { error: string } | null>(null);
  useEffect(() => {
    dataLayer.get('/api/form/submissions').then(
      (answer) => setState({ rows: readSubmissions(answer) }),
      (error: unknown) => setState({ error: error instanceof Error ? error.message : String(error) }),
    );
  }, [dataLayer]);
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
