/** Every demo page of the example site; the home page lists them all. */
export interface DemoPage {
  path: string;
  title: string;
  description: string;
}

export const demoPages: readonly DemoPage[] = [
  { path: '/demo/accordion', title: 'Accordion (React)', description: 'Single-open FAQ and a multi-open details list.' },
  { path: '/vanilla/accordion', title: 'Accordion (plain DOM)', description: 'The same machine and connect, rendered without React.' },
  { path: '/demo/lightbox', title: 'Lightbox', description: 'Galleries that open a lightbox, from a click or from the address; the back button closes it.' },
  { path: '/demo/dialogs', title: 'Dialogs', description: 'Confirmations in four styles, alert, information, a confirmation over a lightbox, the system error overlay, Esc and logout.' },
  { path: '/demo/tooltip', title: 'Tooltip', description: 'Tooltips on hover (after 1.2 s) and on keyboard focus (at once).' },
];
