/**
 * The shared messages catalogue of document 002 §8 [ERR-023] .. [ERR-027], written once.
 *
 * Shown on a visitor's page:
 * - `UNABLE_TO_LOAD_TRY_AGAIN`: a picture that fails to load, with its retry button
 *   (the image slice's `connect`: `getErrorProps`/`getRetryTriggerProps`, every gallery and lightbox image).
 *
 * Not shown, though the situation can arise on a visitor's page, because the spec gives that
 * page a text of its own there: `UNABLE_TO_CONNECT` and `NETWORK_ERROR` (a request with no
 * answer is the data layer's "other status": 'Unable to connect…' [NET-020], which the form
 * shows; code or data that cannot be fetched shows the system error overlay's 'Unable to connect
 * to the product. Please try again.' [ERR-016]) and `SOMETHING_WENT_WRONG` (the overlay's
 * 'Something Went Wrong!' [ERR-015]).
 *
 * Editor-only: every other entry names a situation of the site editor, which this visitor
 * runtime does not include: background jobs (`NO_JOB_RESPONSE`), file uploads and processing
 * (`FILE_*`, `RENAME_FILE_FAILED`, `UPLOAD_FILE_FAILED`, `ERROR_UPLOADING`, `UNSUPPORTED_FILE`,
 * `FILE_TOO_LARGE`: no visitor form has a file field), and the editor's pickers (search
 * results, content lookup, collections, fonts and font previews). They stay here as the
 * catalogue the spec lists, for an editor built on this package, and only tests read them.
 */

/** [ERR-023] Shared messages: network and general. */
export const NETWORK_ERROR = 'Network error';
export const NO_JOB_RESPONSE = 'No response data from job request';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const UNABLE_TO_CONNECT = 'Unable to connect. Please try again';

/** [ERR-024] Shared messages: files. */
export const FILE_PROCESSING_FAILED = 'File processing failed';
export const FILE_PROCESSING_CANCELLED = 'File processing cancelled';
export const FILE_PROCESSING_INCOMPLETE = 'File processing failed to complete';
export const FILE_UPLOAD_INCOMPLETE = 'File upload failed to complete';
export const RENAME_FILE_FAILED = { title: 'Unable to Rename File', message: 'There was a problem while renaming your file.' };
export const UPLOAD_FILE_FAILED = { title: 'Unable to Upload File', message: 'There was a problem while uploading your file.' };
export const ERROR_UPLOADING = 'Error uploading';

/** [ERR-025] Shared messages: loading. */
export const UNABLE_TO_LOAD_RESULTS = 'Unable to load results';
export const UNABLE_TO_LOAD_TRY_AGAIN = 'Unable to load. Try again.';
export const UNABLE_TO_LOCATE_CONTENT = 'Unable to locate content';
export const UNABLE_TO_LOAD_COLLECTIONS = 'Unable to load collections';
export const UNABLE_TO_LOAD_FONTS = 'Unable to load fonts';
export const FONT_PREVIEW_FAILED = 'Unable to load preview for {fontName}';

/** [ERR-026] An upload of an unsupported type (the type message carries its own trailing space). */
export const UNSUPPORTED_FILE = 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.';
/** [ERR-027] An upload that is too large. */
export const FILE_TOO_LARGE = 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.';
