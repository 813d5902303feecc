// The published site's contact page (examples/site-data/): the generic site page under the name its entry and route use.
export { SitePage as SiteContact } from './SitePage.tsx';
