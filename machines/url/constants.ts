/**
 * [COOK-040] [BLK-055] The query flag of screenshot rendering (the spec names no parameter:
 * reading, `screenshot`, present with any value but `false` or `0`).
 */
export const SCREENSHOT_PARAM = 'screenshot';
