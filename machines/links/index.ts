export { classify, classifyLink, hostnameOf, linkProps, normalizeHref, schemeOf } from './classify.ts';
export type { LinkClassification, LinkKind, LinkProps } from './classify.ts';
export { emailFormatMessage, hasProperHost, isProperMailto, isProperSms, isProperTel, linkFormatMessage, pageUrlMessage, validateLink } from './validate.ts';
export type { LinkValidation } from './validate.ts';
export { applyTextFilter, contentPath, internalContentLink, isContentPath, isTextFilter, parseInternalContentLink, tokenizeBlogUrl } from './paths.ts';
export type { InternalContentLink, TextFilter } from './paths.ts';
export {
  BLOG_URL_TOKENS,
  CONTENT_PATH_PATTERN,
  EXTERNAL_LINK_REL,
  FILE_LINK_PREFIX,
  LINK_KINDS,
  LINK_LENGTH_CAPS,
  LINK_NOT_FOLLOWED,
  TEXT_FILTERS,
  WEB_PROTOCOLS,
} from './constants.ts';
