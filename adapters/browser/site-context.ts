import { decodeSiteContext, type SiteContextDecoding } from '../../machines/site-context/codec.ts';
import { SITE_CONTEXT_WARNING } from '../../machines/site-context/constants.ts';

/** The element a published page carries its site context in, as JSON. */
export const SITE_CONTEXT_ELEMENT_ID = 'sm-page-context';

/**
 * The page's site context (CONST-004, CONST-005), decoded with the one codec: its JSON from
 * `#sm-page-context`, its environment from the host name (CONST-033). Never fails: refused
 * values are warned about once per read and take their defaults.
 */
export function readSiteContext(win: Window = window, warn: (message: string, details: readonly string[]) => void = console.warn): SiteContextDecoding {
  const json = win.document.getElementById(SITE_CONTEXT_ELEMENT_ID)?.textContent;
  const decoding = decodeSiteContext(json, { hostname: win.location.hostname });
  if (decoding.warnings.length > 0) warn(SITE_CONTEXT_WARNING, decoding.warnings);
  return decoding;
}
