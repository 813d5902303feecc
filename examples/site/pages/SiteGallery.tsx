// The published site's gallery page (examples/site-data/): the generic site page under the name its entry and route use.
export { SitePage as SiteGallery } from './SitePage.tsx';
