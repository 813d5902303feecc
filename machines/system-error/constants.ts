/** [ERR-015] The cleaned error's title and text. */
export const CLEANED_ERROR_TITLE = 'Something Went Wrong!';
export const CLEANED_ERROR_TEXT =
  'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.';

/** [ERR-016] The network error's text, unless the server gave one [ERR-017]. */
export const NETWORK_ERROR_TEXT = 'Unable to connect to the product. Please try again.';

/** [ERR-014] The overlay's buttons. */
export const RELOAD_BUTTON_TEXT = 'Reload Page';
export const CLEAR_BUTTON_TEXT = 'Clear';

/**
 * Labels of the parts the spec lists without wording (ERR-014 error key, ERR-018 URL, format
 * and text); ours (README).
 */
export const ERROR_KEY_LABEL = 'Error key';
export const URL_LABEL = 'URL';
export const FORMAT_LABEL = 'Format';
export const OTHER_ERROR_TITLE = 'Error';
export const NETWORK_ERROR_TITLE = 'Connection Problem';
