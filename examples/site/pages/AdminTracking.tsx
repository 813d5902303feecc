import '../forms-demo.css';
import * as t from 'io-ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { OwnerRows, type OwnerPageData } from './OwnerRows.tsx';

/** A row of GET /api/owner/tracking (a row of another shape is left out). */
const ReceivedRequest = t.type({ id: t.number, kind: t.string, path: t.string, receivedAt: t.number, body: t.unknown });

/** What the example backend received from tracking calls, newest first, for the site owner only. */
export function AdminTracking({ data }: { data: OwnerPageData | null }) {
  return (
    <DataLayerProvider>
      <OwnerRows
        signedIn={data?.signedIn ?? true}
        path="/api/owner/tracking"
        field="requests"
        row={ReceivedRequest}
        heading="Received tracking"
        lead="Every tracking call the example backend accepted, newest first (read only)."
        empty="Nothing received yet."
        signInReason="Sign in as the site owner to see the received tracking requests: they hold visitor ids."
      >
        {(rows) => (
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
              {rows.map((row) => (
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
        )}
      </OwnerRows>
    </DataLayerProvider>
  );
}
