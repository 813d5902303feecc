/**
 * The product analytics client's rules, pure: which fields an event keeps, what it sends and
 * where. The browser adapter (`adapters/browser/analytics.ts`) sends what these build.
 */
import type { Environment } from '../site-context/environment.ts';
import {
  ANALYTICS_ENVIRONMENTS,
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_NO_PAYLOAD,
  ANALYTICS_OK_STATUSES,
  EVENT_SOURCES,
  EVENTS_HOSTS,
  NETWORK_ERROR_EVENT,
  NETWORK_ERROR_FIELD,
} from './constants.ts';

export type EventSource = (typeof EVENT_SOURCES)[number];
export type AnalyticsEnvironment = (typeof ANALYTICS_ENVIRONMENTS)[number];

type FieldKind = 'string' | 'source' | 'object';

/** [TRK-008] The common fields, each a string (event_source one of the sources, TRK-010). */
export const COMMON_FIELDS = /* @__PURE__ */ Object.freeze({
  actor: 'string',
  action: 'string',
  event_owner_team: 'string',
  event_source: 'source',
  object_type: 'string',
} as const satisfies Record<string, FieldKind>);

/** [TRK-009] The optional fields: object, indirect object, product area, page, section, locale and session. */
export const OPTIONAL_FIELDS = /* @__PURE__ */ Object.freeze({
  object_id: 'string',
  indirect_object_id: 'string',
  indirect_object_type: 'string',
  product_area: 'string',
  product_page: 'string',
  product_section: 'string',
  locale: 'string',
  session_id: 'string',
} as const satisfies Record<string, FieldKind>);

/** Fields of the event itself, not common data: the custom schema and its data. */
const CUSTOM_FIELDS = { customSchemaName: 'string', customData: 'object' } as const satisfies Record<string, FieldKind>;

/** [TRK-035] The page and locale context every event carries. */
export interface AnalyticsContext {
  analyticsId: string;
  pageUrl: string;
  pagePath: string;
  pageTitle: string;
  /** The browser's language. */
  locale: string;
  /** The site's locale. */
  websiteLocale: string;
}

/** [TRK-030] What is sent: analyticsId, commonData and customData as JSON text, customSchemaName. */
export interface AnalyticsBody {
  analyticsId: string;
  commonData: string;
  customData: string;
  customSchemaName: string;
}

export type AnalyticsBuild = { ok: true; body: AnalyticsBody; warnings: string[] } | { ok: false; message: string; warnings: string[] };

const fits = (kind: FieldKind, value: unknown): boolean => {
  if (kind === 'source') return typeof value === 'string' && (EVENT_SOURCES as readonly string[]).includes(value);
  if (kind === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === 'string';
};

/** [TRK-012] The warning of a dropped field (our wording). */
export function droppedFieldWarning(field: string, kind: FieldKind): string {
  const expected = kind === 'source' ? `one of ${EVENT_SOURCES.join(', ')}` : kind === 'object' ? 'an object' : 'a string';
  return `Analytics event field ${field} dropped: expected ${expected}`;
}

/** Reads a property without running getters or throwing (a hostile payload cannot break the page). */
function own(record: object, key: string): unknown {
  try {
    const descriptor = Object.getOwnPropertyDescriptor(record, key);
    return descriptor && 'value' in descriptor ? descriptor.value : undefined;
  } catch {
    return undefined;
  }
}

function keysOf(record: object): string[] {
  try {
    return Object.keys(record);
  } catch {
    return [];
  }
}

/** JSON text of a value, or '{}' when it cannot be written (cycles, BigInt). */
function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '{}';
  } catch {
    return '{}';
  }
}

/**
 * [TRK-008] [TRK-009] [TRK-012] [TRK-030] [TRK-034] [TRK-035] The body of one event: the common
 * and optional fields of the right type go to commonData with the page and locale context,
 * each field of the wrong type is dropped with a warning, customData and customSchemaName come
 * from the payload; no payload at all (nothing, or an empty object) gives 'no payload'. Never
 * throws, whatever the payload.
 */
export function buildAnalyticsEvent(payload: unknown, context: AnalyticsContext): AnalyticsBuild {
  const warnings: string[] = [];
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload) || keysOf(payload).length === 0) {
    return { ok: false, message: ANALYTICS_NO_PAYLOAD, warnings };
  }
  const common: Record<string, unknown> = {};
  const fields: Record<string, FieldKind> = { ...COMMON_FIELDS, ...OPTIONAL_FIELDS };
  for (const [field, kind] of Object.entries(fields)) {
    const value = own(payload, field);
    if (value === undefined) continue;
    if (fits(kind, value)) common[field] = value;
    else warnings.push(droppedFieldWarning(field, kind));
  }
  const custom: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(CUSTOM_FIELDS)) {
    const value = own(payload, field);
    if (value === undefined) continue;
    if (fits(kind, value)) custom[field] = value;
    else warnings.push(droppedFieldWarning(field, kind));
  }
  const commonData = {
    ...common,
    page_url: context.pageUrl,
    page_path: context.pagePath,
    page_title: context.pageTitle,
    // The event's own locale wins over the browser's.
    locale: typeof common.locale === 'string' ? common.locale : context.locale,
    website_locale: context.websiteLocale,
  };
  return {
    ok: true,
    warnings,
    body: {
      analyticsId: context.analyticsId,
      commonData: jsonText(commonData),
      customData: jsonText(custom.customData ?? {}),
      customSchemaName: typeof custom.customSchemaName === 'string' ? custom.customSchemaName : '',
    },
  };
}

/**
 * [TRK-011] The analytics environment of a host, from the environment detection by host pattern
 * (CONST-033): dev and internal hosts are dev, qa hosts qa, stage hosts staging, others prod.
 */
export function analyticsEnvironmentOf(environment: Environment): AnalyticsEnvironment {
  switch (environment.name) {
    case 'dev':
    case 'internal':
      return 'dev';
    case 'qa':
      return 'qa';
    case 'stage':
      return 'staging';
    default:
      return 'prod';
  }
}

/** [TRK-029] The URL events are posted to: /api/v1/events on the environment's events host. */
export function analyticsEndpoint(environment: AnalyticsEnvironment): string {
  return `${EVENTS_HOSTS[environment]}${ANALYTICS_EVENTS_PATH}`;
}

/** [TRK-032] 200 and 202 are success. */
export function analyticsStatusOk(status: number): boolean {
  return (ANALYTICS_OK_STATUSES as readonly number[]).includes(status);
}

/** [TRK-031] The beacon's urlencoded form fields. */
export function analyticsFormFields(body: AnalyticsBody): Record<string, string> {
  return { analyticsId: body.analyticsId, commonData: body.commonData, customData: body.customData, customSchemaName: body.customSchemaName };
}

/** [TRK-003] The internal analytics event of a network error: system_network_error with urlRequested. */
export function networkErrorEvent(urlRequested: string): Record<string, unknown> {
  return {
    actor: 'visitor',
    action: NETWORK_ERROR_EVENT,
    event_owner_team: 'site-runtime',
    event_source: 'WEB',
    object_type: 'network_request',
    customSchemaName: NETWORK_ERROR_EVENT,
    customData: { [NETWORK_ERROR_FIELD]: urlRequested },
  };
}

/** [TRK-036] The local storage entry of the analytics id: the id and when it expires (ms). */
export interface StoredAnalyticsId {
  id: string;
  expires: number;
}

/**
 * [TRK-036] The analytics id to use: the cookie's, else an unexpired local storage entry's,
 * else a new one. `store` says whether the cookie and the entry are (re)written.
 */
export function resolveAnalyticsId(cookie: string | undefined, stored: StoredAnalyticsId | null, now: number, newId: () => string): { id: string; store: boolean } {
  if (cookie && /^[\w-]{1,100}$/.test(cookie)) return { id: cookie, store: !stored || stored.id !== cookie || stored.expires <= now };
  if (stored && stored.expires > now && /^[\w-]{1,100}$/.test(stored.id)) return { id: stored.id, store: true };
  return { id: newId(), store: true };
}
