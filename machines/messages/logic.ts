import { FILE_TOO_LARGE, FONT_PREVIEW_FAILED, UNSUPPORTED_FILE } from './constants.ts';

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function fillMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** [ERR-025] */
export const fontPreviewFailedMessage = (fontName: string): string => fillMessage(FONT_PREVIEW_FAILED, { fontName });

/** [ERR-026] `fileTypeMessage` such as `'image '`, or `''` for any file. */
export const unsupportedFileMessage = (fileName: string, fileTypeMessage: string): string =>
  fillMessage(UNSUPPORTED_FILE, { fileName, fileTypeMessage });

/** [ERR-027] */
export const fileTooLargeMessage = (fileName: string, maxSize: string): string => fillMessage(FILE_TOO_LARGE, { fileName, maxSize });

/** [ERR-022] A not-found error carries the path that was not found. */
export class NotFoundError extends Error {
  readonly path: string;
  constructor(path: string) {
    super(`Not found: ${path}`);
    this.name = 'NotFoundError';
    this.path = path;
  }
}
