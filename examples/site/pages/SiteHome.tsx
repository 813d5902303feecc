// The published site's home page (examples/site-data/): the generic site page under the name its entry and route use.
export { SitePage as SiteHome } from './SitePage.tsx';
