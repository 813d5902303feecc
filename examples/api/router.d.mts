import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';

export type BodySpec = { kind: 'none' } | { kind: 'json' | 'form' | 'json-or-form'; codec: t.Decoder<unknown, unknown>; limit: number };

/** What a handler answers: JSON `body` (the default), raw `text`, a body with its own content type, or a dropped connection. */
export interface RouteResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
  text?: string;
  contentType?: string;
  drop?: boolean;
}

export interface RateLimitOption {
  max: number;
  windowMs: number;
  key: (req: any, body: any) => string;
  message?: string;
}

export interface Route {
  method: string;
  path: string;
  handler: (req: any, url: URL, body: any) => RouteResult | Promise<RouteResult>;
  body: BodySpec;
  options: { rateLimit?: RateLimitOption };
}

export const noBody: { kind: 'none' };
export function jsonBody(codec: t.Decoder<unknown, unknown>, options?: { limit?: number }): BodySpec;
export function formBody(codec: t.Decoder<unknown, unknown>, options?: { limit?: number }): BodySpec;
export function jsonOrFormBody(codec: t.Decoder<unknown, unknown>, options?: { limit?: number }): BodySpec;
export function route(method: string, path: string, handler: Route['handler'], body?: BodySpec, options?: Route['options']): Route;

export function clientError(error: unknown, spec?: unknown): { status: number; message: string };
export function requestUrl(target?: string): URL | null;

export interface Router {
  routes: Map<string, Map<string, Route>>;
  allowFor(path: string): string[] | undefined;
  plugin(app: FastifyInstance): Promise<void>;
}
export function createRouter(routes: unknown[]): Router;

export const codecs: {
  text(max: number, name?: string): t.Type<string, string, unknown>;
  object: t.Type<Record<string, unknown>, Record<string, unknown>, unknown>;
};

