/**
 * Shows an alert message to the visitor where the page has no dialog stack (a plain-DOM page):
 * `window.alert` is read by assistive technology and blocks until dismissed. React pages under
 * `<DialogStack>` use the dialog stack's alert dialog instead (adapters/react/useCheckout.ts).
 */
export function showAlert(message: string): void {
  window.alert(message);
}
