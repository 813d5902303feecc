/**
 * Shows an alert message to the visitor. The one place checkout (and anything else) puts a
 * message in front of the visitor: swap this for the dialog-stack alert widget when it lands.
 * `window.alert` is read by assistive technology and blocks until dismissed.
 */
export function showAlert(message: string): void {
  window.alert(message);
}
