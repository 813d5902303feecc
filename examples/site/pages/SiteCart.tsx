// The published site's cart page (examples/site-data/): the generic site page under the name its entry and route use.
export { SitePage as SiteCart } from './SitePage.tsx';
