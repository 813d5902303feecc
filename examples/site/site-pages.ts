/**
 * The published site's pages for the router (issue 26): each page of examples/site-data/ with its
 * address, title and description from the site data, and the page module that renders it (one
 * module and browser entry per page, so each page's entry brings the code of its own first
 * screen's blocks and nothing more).
 */
import homeJson from '../site-data/pages/home.json' with { type: 'json' };
import menuJson from '../site-data/pages/menu.json' with { type: 'json' };
import shopJson from '../site-data/pages/shop.json' with { type: 'json' };
import cartJson from '../site-data/pages/cart.json' with { type: 'json' };
import bookJson from '../site-data/pages/book.json' with { type: 'json' };
import galleryJson from '../site-data/pages/gallery.json' with { type: 'json' };
import contactJson from '../site-data/pages/contact.json' with { type: 'json' };

export interface SitePageRoute {
  path: string;
  title: string;
  description: string;
  /** Sub-paths are the page's items (a gallery's pictures the lightbox opens from the address). */
  collection: boolean;
  /** The page module's export (and file name in site/pages/ and site/entries/). */
  page: 'SiteHome' | 'SiteMenu' | 'SiteShop' | 'SiteCart' | 'SiteBook' | 'SiteGallery' | 'SiteContact';
}

const pageOf = (data: { path: string; title: string; description: string; collection?: boolean }, page: SitePageRoute['page']): SitePageRoute => ({
  path: data.path,
  title: data.title,
  description: data.description,
  collection: data.collection === true,
  page,
});

export const sitePageRoutes: readonly SitePageRoute[] = [
  pageOf(homeJson, 'SiteHome'),
  pageOf(menuJson, 'SiteMenu'),
  pageOf(shopJson, 'SiteShop'),
  pageOf(cartJson, 'SiteCart'),
  pageOf(bookJson, 'SiteBook'),
  pageOf(galleryJson, 'SiteGallery'),
  pageOf(contactJson, 'SiteContact'),
];

