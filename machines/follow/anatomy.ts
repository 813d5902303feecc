import { createAnatomy } from '../shared/anatomy.ts';
import { USERNAME_ATTRIBUTE } from './constants.ts';

/** The follow link's parts: the link rendered into a marked element. */
export const followAnatomy = createAnatomy('follow', ['link']);

/**
 * [WID-001] The elements a page marks for a follow link carry the spec's username attribute,
 * not our `data-part`: this is the one place that lookup is spelled.
 */
export const FOLLOW_TARGET_SELECTOR = `[${USERNAME_ATTRIBUTE}]`;
