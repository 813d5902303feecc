import { linkProps } from '../../machines/links/classify.ts';
import { LINK_NOT_FOLLOWED } from '../../machines/links/constants.ts';

/** The part of `Location` a navigation needs: where we are, and how to go. */
export type NavigableLocation = Pick<Location, 'assign'> & Partial<Pick<Location, 'host'>>;

/**
 * Goes to an address that came from block data (a click-through, a success redirect) the way
 * the site renders links (`linkProps`): a `javascript:` address, another scheme than the web's,
 * mailto, tel and sms, or a malformed one is not followed, and is warned about. Returns
 * whether it navigated.
 */
export function followLink(address: unknown, location: NavigableLocation = window.location, warn: (message: string, address: unknown) => void = console.warn): boolean {
  const link = linkProps(address, location.host ?? '');
  if (link === null) {
    warn(LINK_NOT_FOLLOWED, address);
    return false;
  }
  location.assign(link.href);
  return true;
}
