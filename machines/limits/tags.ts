import { fieldMessage } from '../form/logic.ts';
import { fillMessage } from '../messages/logic.ts';
import { TAG_MAX_LENGTH, TAG_MESSAGES } from './constants.ts';

export type TagType = keyof typeof TAG_MAX_LENGTH;

export interface TagEdit {
  /** The names already in use (compared without case and surrounding spaces). */
  existing?: readonly string[];
  /** How many tags are being edited at once. */
  editing?: number;
}

/**
 * The editor's answer for a tag or category name, or null when it is fine: one at a time
 * (FORM-071), a name, at most 50 characters for a tag [CONST-027] and 25 for a category
 * [CONST-028], and not one that exists (FORM-070).
 */
export function tagProblem(tagType: TagType, name: string, { existing = [], editing = 1 }: TagEdit = {}): string | null {
  if (editing > 1) return fieldMessage('oneTagAtATime', { tagType });
  const trimmed = name.trim();
  if (trimmed === '') return fillMessage(TAG_MESSAGES.empty, { tagType });
  // Counted in characters as a person sees them (an emoji is one), not UTF-16 units.
  if ([...trimmed].length > TAG_MAX_LENGTH[tagType]) return fillMessage(TAG_MESSAGES.tooLong, { tagType, max: String(TAG_MAX_LENGTH[tagType]) });
  const key = trimmed.toLocaleLowerCase();
  if (existing.some((other) => other.trim().toLocaleLowerCase() === key)) return fieldMessage('tagExists', { tagType });
  return null;
}
