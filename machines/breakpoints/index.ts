
export { MOBILE_MEDIA_QUERY } from './logic.ts';
