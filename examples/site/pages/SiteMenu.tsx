// The published site's menu page (examples/site-data/): the generic site page under the name its entry and route use.
export { SitePage as SiteMenu } from './SitePage.tsx';
