/** [GAL-083] What a call of the removed page-wide `Tween` global logs. */
export const REMOVED_TWEEN_MESSAGE = 'The global Tween is unsupported.';
