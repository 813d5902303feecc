import { fileTooLargeMessage, unsupportedFileMessage } from '../messages/logic.ts';
import { FILE_SIZE_BASE, FILE_SIZE_UNITS, MEGABYTE } from './constants.ts';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * [CONST-030] A file size in 1024-based units, at most one decimal: 512 → '512 B', 1536 →
 * '1.5 KB', 5,242,880 → '5 MB'. A size that is not a whole number of bytes from 0 up is '0 B'.
 */
export function formatFileSize(bytes: number): string {
  let size = Number.isFinite(bytes) && bytes > 0 ? Math.floor(bytes) : 0;
  let unit = 0;
  while (size >= FILE_SIZE_BASE && unit < FILE_SIZE_UNITS.length - 1) {
    size /= FILE_SIZE_BASE;
    unit += 1;
  }
  // 1023.96 KB rounds to '1,024 KB': say '1 MB' instead.
  if (unit < FILE_SIZE_UNITS.length - 1 && Number(size.toFixed(1)) >= FILE_SIZE_BASE) {
    size /= FILE_SIZE_BASE;
    unit += 1;
  }
  return `${oneDecimal.format(size)} ${FILE_SIZE_UNITS[unit]}`;
}

/** [CONST-029] Bytes in `count` megabytes of 1,000,000 bytes. */
export function megabytes(count: number): number {
  return count * MEGABYTE;
}

/** What an upload field accepts. */
export interface UploadRule {
  /** [CONST-029] The largest file, in megabytes of 1,000,000 bytes. */
  maxMegabytes?: number;
  /** Accepted MIME types (`image/png`, `image/*`) or extensions (`.pdf`); none: any file. */
  types?: readonly string[];
  /** [ERR-026] What the message calls the accepted kind, with its trailing space: `'image '`. */
  typeMessage?: string;
}

export interface UploadFile {
  name: string;
  size: number;
  /** The MIME type the browser gives ('' when it does not know). */
  type: string;
}

function accepted(file: UploadFile, types: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const mime = file.type.toLowerCase();
  return types.some((type) => {
    const wanted = type.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return mime.startsWith(wanted.slice(0, -1));
    return mime === wanted;
  });
}

/**
 * The upload messages of spec 002 §5 for a chosen file, or null when it may be uploaded:
 * first its type ([ERR-026] 'The file {fileName} does not appear to be a supported
 * {fileTypeMessage}file.'), then its size ([ERR-027] 'The file {fileName} is too large. The
 * maximum allowed file size is {maxSize}.'). The limit is shown as it is set, in megabytes
 * of 1,000,000 bytes [CONST-029] ('20 MB').
 */
export function uploadProblem(file: UploadFile, rule: UploadRule): string | null {
  if (rule.types && rule.types.length > 0 && !accepted(file, rule.types)) return unsupportedFileMessage(file.name, rule.typeMessage ?? '');
  if (rule.maxMegabytes !== undefined && file.size > megabytes(rule.maxMegabytes)) {
    return fileTooLargeMessage(file.name, `${oneDecimal.format(rule.maxMegabytes)} MB`);
  }
  return null;
}
