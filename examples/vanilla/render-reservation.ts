import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { bindReservation, createReservationActor } from '../../adapters/browser/reservation.ts';
import { connect } from '../../machines/reservation/connect.ts';
import type { ReservationInput } from '../../machines/reservation/types.ts';

/**
 * Renders a reservation or table-booking block into `container` with plain DOM, from the same
 * `reservationMachine`, `connect` and `bindReservation` as the React `ReservationBlock`: a
 * placeholder until the provider's widget draws (when the block comes near), the preview-only
 * alert for a user logged in to the builder [BLK-023], a short message if the widget fails.
 * The provider draws inside the widget element: this never touches its children. Returns the cleanup.
 */
export function renderReservation(container: HTMLElement, input: ReservationInput, placeholderText = 'Loading the booking form…'): () => void {
  const actor = createReservationActor(input);
  const doc = container.ownerDocument;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => Object.assign(doc.createElement(tag), { className });
  const root = make('div', 'sm-reservation');
  const preview = make('div', 'sm-reservation-preview');
  const previewTitle = make('strong', '');
  const previewMessage = make('p', '');
  preview.append(previewTitle, previewMessage);
  const widget = make('div', 'sm-reservation-widget');
  const placeholder = make('p', 'sm-reservation-placeholder');
  placeholder.textContent = placeholderText;
  const message = make('p', 'sm-reservation-message');
  root.append(widget, message);

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    spreadProps(root, api.getRootProps());
    spreadProps(widget, api.getWidgetProps());
    spreadProps(message, api.getMessageProps());
    message.textContent = api.message ?? '';
    if (api.preview) {
      spreadProps(preview, api.getPreviewProps());
      spreadProps(previewTitle, api.getPreviewTitleProps());
      previewTitle.textContent = api.preview.title;
      previewMessage.textContent = api.preview.message;
      if (!preview.isConnected) root.prepend(preview);
    } else preview.remove();
    if (api.status === 'dormant' || api.status === 'loading') {
      if (!placeholder.isConnected) widget.after(placeholder);
    } else placeholder.remove();
  };
  const subscription = actor.subscribe(render);
  render();
  container.replaceChildren(root);
  actor.start();
  const unbind = bindReservation(actor, root);
  return () => {
    unbind();
    subscription.unsubscribe();
    actor.stop();
  };
}
