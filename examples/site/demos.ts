/** Every demo page of the example site; the home page lists them all. */
export interface DemoPage {
  path: string;
  title: string;
  description: string;
}

export const demoPages: readonly DemoPage[] = [
  { path: '/demo/accordion', title: 'Accordion (React)', description: 'Single-open FAQ and a multi-open details list.' },
  { path: '/vanilla/accordion', title: 'Accordion (plain DOM)', description: 'The same machine and connect, rendered without React.' },
  { path: '/demo/form', title: 'Contact form', description: 'Every field kind, validation, captcha and redirect switches, stored by the example backend.' },
  { path: '/demo/newsletter', title: 'Newsletter sign-up', description: 'The newsletter form, wide and in a narrow sidebar.' },
  { path: '/admin/submissions', title: 'Stored submissions', description: 'Read-only list of what the form backend stored.' },
];
