export {
  EDITOR_LIMITS,
  FILE_SIZE_BASE,
  FILE_SIZE_UNITS,
  GRID_COLUMNS,
  MEGABYTE,
  ORDER_LINK_DEFAULT_TITLE,
  POSITION_ANCHORS,
  SURVEY_COHORTS,
  TAG_MAX_LENGTH,
  THROTTLE_SAMPLES,
  THROTTLE_WAIT_FACTOR,
  UI_LIBRARY_BASE_PATH,
} from './constants.ts';
export { formatFileSize, megabytes, uploadProblem } from './file-size.ts';
export type { UploadFile, UploadRule } from './file-size.ts';
export { adaptiveThrottle, averageRunTime, INITIAL_THROTTLE, recordRun, throttleWait } from './throttle.ts';
export type { Clock, ThrottleState } from './throttle.ts';
export { encodeSessionValue, readSessionValue } from './session-value.ts';
export type { SessionValue, SessionValueRead } from './session-value.ts';
export { tagProblem } from './tags.ts';
export type { TagEdit, TagType } from './tags.ts';
export { anchorFractions, gridPlacement, isPositionAnchor, placeAtAnchor } from './placement.ts';
export type { PositionAnchor } from './placement.ts';
export { isSurveyCohort, surveyCohort } from './survey-cohort.ts';
export type { SurveyCohort } from './survey-cohort.ts';
export { canAddUnder } from './editor-limits.ts';
export type { EditorLimit } from './editor-limits.ts';
export { orderLinkTitle } from './order-link.ts';
