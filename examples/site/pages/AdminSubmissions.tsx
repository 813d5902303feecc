import '../forms-demo.css';
import * as t from 'io-ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { OwnerRows, type OwnerPageData } from './OwnerRows.tsx';

/** A row of GET /api/owner/submissions (a row of another shape is left out). */
const StoredSubmission = t.type({ id: t.number, formId: t.string, createdAt: t.string, values: t.record(t.string, t.unknown) });

const showValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Read-only list of what the form backend stored in its SQLite file, for the site owner only. */
export function AdminSubmissions({ data }: { data: OwnerPageData | null }) {
  return (
    <DataLayerProvider>
      <OwnerRows
        signedIn={data?.signedIn ?? true}
        path="/api/owner/submissions"
        field="submissions"
        row={StoredSubmission}
        heading="Stored submissions"
        lead="What the example backend stored, newest first (read only)."
        empty="No submissions yet."
        signInReason="Sign in as the site owner to see the stored submissions: they hold visitors’ names and emails."
      >
        {(rows) => (
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
              {rows.map((row) => (
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
        )}
      </OwnerRows>
    </DataLayerProvider>
  );
}
