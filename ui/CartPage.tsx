'use client';
import { useCartPage } from '../adapters/react/useCartPage.ts';

export interface CartPageProps {
  /** The heading over the cart. */
  title?: string;
  /** Label of the checkout button. */
  checkoutLabel?: string;
}

/**
 * The full-page cart, mounted in its root element: every entry with its quantity (changed
 * through a small form) and a remove button, the subtotal and checkout. Render-only: the rules
 * (valid quantities, messages, the minimum for checkout) live in `cartMachine`.
 */
export function CartPage({ title = 'Shopping cart', checkoutLabel = 'Checkout' }: CartPageProps) {
  const { api } = useCartPage();
  const page = api.getPageProps();
  const headingId = `${page.id}-title`;
  return (
    <section {...page} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div {...api.getErrorProps()}>
        {api.error}{' '}
        {api.error !== null && <button {...api.getDismissTriggerProps()}>×</button>}
      </div>
      <button {...api.getRetryTriggerProps()}>Try again</button>
      {!api.initialized && api.state === 'syncing' && <p className="sm-cart-loading">Loading your cart…</p>}
      <p {...api.getEmptyProps()}>{api.emptyMessage}</p>
      {api.entries.length > 0 && (
        <ul {...api.getEntriesProps()}>
          {api.entries.map(({ entry, unitPrice, lineTotal }) => (
            <li key={entry.id} {...api.getEntryProps(entry.id)}>
              <div className="sm-cart-entry-text">
                <span {...api.getEntryNameProps(entry.id)}>{entry.productName}</span>
                {entry.optionText !== '' && <span className="sm-cart-options">{entry.optionText}</span>}
                <span {...api.getUnitPriceProps(entry.id)}>{unitPrice} each</span>
              </div>
              <form {...api.getQuantityFormProps(entry.id)}>
                <input {...api.getQuantityInputProps(entry.id)} />
                <button {...api.getUpdateTriggerProps(entry.id)}>Update</button>
              </form>
              <span {...api.getLineTotalProps(entry.id)}>{lineTotal}</span>
              <button {...api.getRemoveTriggerProps(entry.id)}>Remove</button>
            </li>
          ))}
        </ul>
      )}
      <div {...api.getSummaryProps()}>
        <p>
          Subtotal <strong>{api.subtotal}</strong>
        </p>
        <button {...api.getCheckoutTriggerProps()}>{checkoutLabel}</button>
      </div>
    </section>
  );
}
