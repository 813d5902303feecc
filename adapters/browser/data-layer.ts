import { createActor, fromPromise, toPromise, type ActorOptions, type AnyActorLogic } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
import { CRUMB_COOKIE } from '../../machines/net/constants.ts';
import { resolveRequest, type HttpAnswer, type HttpMethod, type HttpRequest, type PageLocation, type RequestFailure } from '../../machines/net/logic.ts';
import { requestMachine, type RequestOutput, type SendRequestInput } from '../../machines/net/machine.ts';
import { requestQueueMachine } from '../../machines/net/queue.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { reportNetworkError } from './network-errors.ts';
import { DataLayerError } from './data-layer-error.ts';

export { DataLayerError };

/** [NET-015] A dialog the caller supplies: errors of its request are shown on it. */
export interface ErrorDialog {
  showError(message: string, failure: RequestFailure): void;
}

/** [NET-012] What the system error dialog shows for an authorizationFail answer. */
export interface SystemErrorDetails {
  kind: 'authorizationFail';
  message: string;
  status: number;
  url: string;
  data: unknown;
}

export interface CookieAccess {
  read(name: string): string | undefined;
  write(name: string, value: string): void;
  /** [NET-013] [NET-014] Whether the browser keeps cookies at all. */
  enabled(): boolean;
}

export interface DataLayerOptions {
  fetch?: typeof fetch;
  cookies?: CookieAccess;
  /** Where the page runs (default: the window's host, no provider domains). */
  page?: PageLocation;
  /** The actor clock (tests pass a SimulatedClock for the retry and timeout delays). */
  clock?: Clock;
  /** [NET-011] Raised when an answer says a login is required. */
  onLoginRequired?(failure: RequestFailure): void;
  /**
   * [NET-012] The seam to the system error dialog: called with the details of an
   * authorizationFail answer. The React site connects it through `DataLayerProvider`.
   */
  onSystemError?(details: SystemErrorDetails): void;
  /** [NET-028] Every failure, after it is logged. */
  onFailure?(failure: RequestFailure, request: HttpRequest): void;
  /** [NET-028] Where failures are logged (default `console.error`). */
  log?(message: string, failure: RequestFailure): void;
}

export interface RequestOptions {
  /** Abort the request (a stopped form submission, a left page). */
  signal?: AbortSignal;
  /** [NET-015] Show this request's errors on the caller's dialog. */
  dialog?: ErrorDialog;
  /** [NET-028] The caller's optional failure callback. */
  onError?(failure: RequestFailure): void;
}

type BodyOptions = Pick<HttpRequest, 'json' | 'form' | 'query' | 'headers' | 'secure' | 'withCredentials' | 'responseType' | 'retries'>;

export interface DataLayer {
  request(request: HttpRequest, options?: RequestOptions): Promise<unknown>;
  get(path: string, options?: Omit<BodyOptions, 'json' | 'form'> & RequestOptions): Promise<unknown>;
  post(path: string, options?: BodyOptions & RequestOptions): Promise<unknown>;
  put(path: string, options?: BodyOptions & RequestOptions): Promise<unknown>;
  delete(path: string, options?: Omit<BodyOptions, 'json' | 'form'> & RequestOptions): Promise<unknown>;
  /** [NET-005] Queue a request behind the ones queued before it. */
  queue(request: HttpRequest, options?: RequestOptions): Promise<unknown>;
}

const browserCookies: CookieAccess = {
  read: readCookie,
  write: (name, value) => writeCookie(name, value),
  enabled: () => typeof navigator === 'undefined' || navigator.cookieEnabled,
};

function abortError(): Error {
  return new DOMException('The request was aborted.', 'AbortError');
}

/**
 * The data layer of document 000 §7–§8 over `fetch`: each request runs a `requestMachine`,
 * which decides about crumbs, retries, statuses and messages; this adapter performs the HTTP
 * exchange and the effects the machine emits (crumb cookie, login event, system error seam).
 */
export function createDataLayer(options: DataLayerOptions = {}): DataLayer {
  const cookies = options.cookies ?? browserCookies;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const page = (): PageLocation => options.page ?? { host: globalThis.location?.host ?? 'localhost', providerDomains: [] };
  const log = options.log ?? ((message: string, failure: RequestFailure) => console.error(message, failure));

  const sendRequest = fromPromise<HttpAnswer, SendRequestInput>(async ({ input, signal }) => {
    const resolved = resolveRequest(input.request, input.crumb, page());
    const response = await doFetch(resolved.url, {
      method: resolved.method,
      headers: resolved.headers,
      credentials: resolved.credentials,
      signal,
      ...(resolved.body === undefined ? {} : { body: resolved.body }),
    });
    return { status: response.status, text: await response.text(), url: resolved.url };
  });
  const machine = requestMachine.provide({ actors: { sendRequest } });

  /** Runs one request to its end; never rejects (the output says how it went). */
  function run(request: HttpRequest, signal?: AbortSignal): Promise<RequestOutput> {
    if (signal?.aborted) return Promise.reject(abortError());
    const actor = createActor(machine, {
      input: { request, crumb: cookies.read(CRUMB_COOKIE) ?? null, cookiesEnabled: cookies.enabled() },
      ...(options.clock ? { clock: options.clock } : {}),
    });
    actor.on('crumbChanged', ({ crumb }) => cookies.write(CRUMB_COOKIE, crumb));
    actor.on('loginRequired', ({ failure }) => options.onLoginRequired?.(failure));
    actor.on('authorizationFail', ({ failure }) =>
      options.onSystemError?.({ kind: 'authorizationFail', message: failure.message, status: failure.status, url: request.path, data: failure.data }),
    );
    const finished = toPromise(actor.start());
    if (!signal) return finished;
    return new Promise<RequestOutput>((resolve, reject) => {
      const onAbort = () => {
        actor.stop(); // stops the attempt under way, which aborts its fetch
        reject(abortError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      finished.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /** [NET-028] Failures are logged and passed to the callbacks; [NET-015] shown on the caller's dialog. */
  function settle(request: HttpRequest, output: RequestOutput, requestOptions: RequestOptions = {}): unknown {
    if (output.ok) return output.data;
    const { failure } = output;
    log(`${request.method} ${request.path}: ${failure.message}`, failure);
    options.onFailure?.(failure, request);
    // [TRK-003] A network failure becomes system_network_error once tracking runs (after consent).
    if (failure.reason === 'network') reportNetworkError(request.path);
    requestOptions.onError?.(failure);
    requestOptions.dialog?.showError(failure.message, failure);
    throw new DataLayerError(failure);
  }

  const request = async (httpRequest: HttpRequest, requestOptions: RequestOptions = {}) =>
    settle(httpRequest, await run(httpRequest, requestOptions.signal), requestOptions);

  const withMethod =
    (method: HttpMethod) =>
    (path: string, { signal, dialog, onError, ...rest }: BodyOptions & RequestOptions = {}) =>
      request({ ...rest, method, path }, { ...(signal ? { signal } : {}), ...(dialog ? { dialog } : {}), ...(onError ? { onError } : {}) });

  // [NET-005] One queue per data layer: queued requests run one after another.
  let queued = 0;
  const queueActor = createActor(requestQueueMachine.provide({ actors: { runRequest: fromPromise(({ input }) => run(input)) } })).start();

  return {
    request,
    get: withMethod('GET'),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    delete: withMethod('DELETE'),
    queue(httpRequest, requestOptions = {}) {
      const id = `q${++queued}`;
      return new Promise((resolve, reject) => {
        const subscription = queueActor.on('settled', (event) => {
          if (event.id !== id) return;
          subscription.unsubscribe();
          try {
            resolve(settle(httpRequest, event.output, requestOptions));
          } catch (error) {
            reject(error);
          }
        });
        queueActor.send({ type: 'ENQUEUE', id, request: httpRequest });
      });
    },
  };
}
