export * from './constants.ts';
export { fileTooLargeMessage, fillMessage, fontPreviewFailedMessage, NotFoundError, unsupportedFileMessage } from './logic.ts';
