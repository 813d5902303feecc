import type { DataLayer, DataLayerOptions } from './data-layer.ts';
import { chunk, type Chunk } from './on-demand.ts';

type DataLayerModule = typeof import('./data-layer.ts');

/**
 * A data layer whose code (the request and queue machines, the crumb and message logic, the
 * answer codecs) is fetched on its first request rather than with the page: most pages send
 * nothing before a visitor acts, so the network actor is created on first need (issue 20: the
 * page's first scripts carry only what acts at load).
 *
 * Nothing is lost while the code is on its way: each call waits for it and then runs, in the
 * order the calls were made (queued requests keep their order: [NET-005]); an aborted signal
 * still rejects with an AbortError. If the code cannot be fetched, the call rejects, the system
 * error overlay shows the network error ([ERR-016], `chunk`), and the next call fetches again.
 */
export function createDataLayerOnDemand(options: DataLayerOptions = {}, code: Chunk<DataLayerModule> = chunk(() => import('./data-layer.ts'))): DataLayer {
  let layer: Promise<DataLayer> | null = null;
  const loaded = () => {
    layer ??= code.load().then(
      (module) => module.createDataLayer(options),
      (error: unknown) => {
        layer = null;
        throw error;
      },
    );
    return layer;
  };
  const later =
    <K extends keyof DataLayer>(method: K) =>
    (...args: Parameters<DataLayer[K]>): Promise<unknown> =>
      loaded().then((created) => (created[method] as (...given: Parameters<DataLayer[K]>) => Promise<unknown>)(...args));
  return {
    request: later('request'),
    get: later('get'),
    post: later('post'),
    put: later('put'),
    delete: later('delete'),
    queue: later('queue'),
  };
}
