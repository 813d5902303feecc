import '../../ui/store.css';
import '../site/site.css';
import '../site/store-demo.css';
import '../../ui/cart.css';
import '../site/cart-demo.css';
import { decodeProductCollection, decodeStoreSettings } from '../../machines/store/codec.ts';
import { storeDemoShops } from '../content/store-demo.ts';
import { renderProductCard } from './render-product-card.ts';
import { renderCartElement, startCart } from './render-cart.ts';

// The same shops as /demo/store, decoded here at the edge and drawn with plain DOM.
const main = document.querySelector<HTMLElement>('[data-shops]');
for (const shop of storeDemoShops) {
  const collection = decodeProductCollection(shop.collectionJson);
  if (collection.details.length > 0) console.warn(`Shop "${shop.id}": products dropped`, collection.details);
  const settings = decodeStoreSettings(shop.settingsJson).data;
  const section = document.createElement('section');
  section.className = 'shop-section';
  section.dataset.shop = shop.id;
  section.setAttribute('aria-labelledby', `${shop.id}-title`);
  const title = document.createElement('h2');
  title.id = `${shop.id}-title`;
  title.textContent = shop.title;
  const description = document.createElement('p');
  description.className = 'demo-note';
  description.textContent = shop.description;
  const grid = document.createElement('ul');
  grid.className = 'product-grid';
  for (const product of collection.data) {
    const item = document.createElement('li');
    item.append(renderProductCard({ id: `${shop.id}-${product.id}`, product, currency: shop.currency, measurementStandard: settings.measurementStandard }));
    grid.append(item);
  }
  section.append(title, description, grid);
  main?.append(section);
}

// [STORE-044] The header's cart element, the visitor's cart from the example backend.
const cartElement = document.querySelector<HTMLElement>('[data-cart-element]');
if (cartElement) renderCartElement(cartElement, startCart(0).actor);
