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
