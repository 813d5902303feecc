// The published site's book page (examples/site-data/): the generic site page under the name its entry and route use.
export { SitePage as SiteBook } from './SitePage.tsx';
