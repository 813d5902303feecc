import {
  CLEANED_ERROR_TEXT,
  CLEANED_ERROR_TITLE,
  FORMAT_LABEL,
  NETWORK_ERROR_TEXT,
  NETWORK_ERROR_TITLE,
  OTHER_ERROR_TITLE,
  URL_LABEL,
} from './constants.ts';

/** What went wrong, as an adapter reports it to the system error overlay. */
export type SystemError = (
  | { kind: 'cleaned' }
  | { kind: 'network'; serverText?: string }
  | { kind: 'other'; url?: string; format?: string; text?: string }
) & {
  /** [ERR-014] The optional error key, for support. */
  errorKey?: string;
};

/** The overlay's words for an error: a title and the lines under it. */
export interface SystemErrorView {
  title: string;
  lines: string[];
}

/**
 * [ERR-015..018] The message for each error: the cleaned error's fixed title and text; a
 * network error's server text or the fixed text; otherwise the URL, format and error text.
 */
export function systemErrorView(error: SystemError): SystemErrorView {
  switch (error.kind) {
    case 'cleaned':
      return { title: CLEANED_ERROR_TITLE, lines: [CLEANED_ERROR_TEXT] };
    case 'network':
      return { title: NETWORK_ERROR_TITLE, lines: [error.serverText?.trim() || NETWORK_ERROR_TEXT] };
    case 'other':
      return {
        title: OTHER_ERROR_TITLE,
        lines: [`${URL_LABEL}: ${error.url ?? ''}`, `${FORMAT_LABEL}: ${error.format ?? ''}`, error.text ?? ''],
      };
  }
}

/** The format the data layer reads answers in (NET-006): the "format" line of the overlay. */
export const REQUEST_FORMAT = 'json';

/**
 * [NET-012] [ERR-018] A request the server refused with authorizationFail: the overlay shows the
 * URL asked, the format the answer was read in, and the server's error text.
 */
export function systemErrorForRequest(failure: { url: string; message: string; format?: string }): SystemError {
  return { kind: 'other', url: failure.url, format: failure.format ?? REQUEST_FORMAT, text: failure.message };
}
