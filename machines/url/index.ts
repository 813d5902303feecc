export { decodePathPart, hasScreenshotFlag, readQueryParam } from './logic.ts';
export { SCREENSHOT_PARAM } from './constants.ts';
