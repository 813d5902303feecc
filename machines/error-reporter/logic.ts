import { ERROR_REPORT_EVENT, MAX_STACK_LENGTH, STACK_TRUNCATION_NOTE } from './constants.ts';

/** What the page knows of one script error. */
export interface ErrorDetails {
  message: string;
  stack?: string;
  file?: string;
  line?: number;
  column?: number;
}

/** Where the error happened: the site and the browser. */
export interface ErrorEnvironment {
  app: string;
  websiteId: string;
  templateId: string;
  url: string;
  userAgent: string;
}

/** [ERR-001] An error report: event, data and timestamp. */
export interface ErrorReport {
  event: string;
  data: {
    app: string;
    message: string;
    stack: string;
    file: string;
    line: number;
    column: number;
    websiteId: string;
    templateId: string;
    url: string;
    userAgent: string;
  };
  timestamp: number;
}

/** [ERR-008] A stack longer than 5000 characters is cut there and the note added. */
export function truncateStack(stack: string): string {
  return stack.length > MAX_STACK_LENGTH ? stack.slice(0, MAX_STACK_LENGTH) + STACK_TRUNCATION_NOTE : stack;
}

/** [ERR-001] The report of one error at time `now` (ms). */
export function createErrorReport(error: ErrorDetails, environment: ErrorEnvironment, now: number): ErrorReport {
  return {
    event: ERROR_REPORT_EVENT,
    data: {
      app: environment.app,
      message: error.message,
      stack: truncateStack(error.stack ?? ''),
      file: error.file ?? '',
      line: error.line ?? 0,
      column: error.column ?? 0,
      websiteId: environment.websiteId,
      templateId: environment.templateId,
      url: environment.url,
      userAgent: environment.userAgent,
    },
    timestamp: now,
  };
}

/** What a thrown value tells: an Error's message and stack, or the value as text. */
export function describeThrown(value: unknown): ErrorDetails {
  if (value instanceof Error) return { message: value.message, ...(value.stack ? { stack: value.stack } : {}) };
  return { message: typeof value === 'string' ? value : JSON.stringify(value) ?? String(value) };
}
