// The published site's shop page (examples/site-data/): the generic site page under the name its entry and route use.
export { SitePage as SiteShop } from './SitePage.tsx';
