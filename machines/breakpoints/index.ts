export { DESKTOP_BREAKPOINTS, DESKTOP_MIN_WIDTH, DEVICE_SIZE_SPLITS, MOBILE_MAX_WIDTH } from './constants.ts';
export { desktopStep, deviceSize, DESKTOP_MEDIA_QUERY, MOBILE_MEDIA_QUERY, viewportClass } from './logic.ts';
export type { DeviceSize, ViewportClass } from './logic.ts';
