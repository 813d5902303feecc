/** What a block's box is on the site (harbour.css: the page column at most 68rem wide, 1.25rem padding each side), for its pictures' `sizes`. */
export const SITE_BLOCK_WIDTH = 'min(68rem, 100vw - 2.5rem)';
