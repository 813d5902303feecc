import { EDITOR_LIMITS } from './constants.ts';

export type EditorLimit = keyof typeof EDITOR_LIMITS;

/** [CONST-021] .. [CONST-025] Whether one more fits under an editor limit, `count` being already there. */
export function canAddUnder(limit: EditorLimit, count: number): boolean {
  return count < EDITOR_LIMITS[limit];
}
