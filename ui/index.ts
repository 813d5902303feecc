/** React components: they render machine state and send events, nothing else. */
export { Accordion } from './Accordion.tsx';
export type { AccordionItem, AccordionProps } from './Accordion.tsx';
export { Form } from './Form.tsx';
export { CaptchaContainer } from './CaptchaContainer.tsx';
export type { FormProps } from './Form.tsx';
export { FormField } from './FormField.tsx';
export type { FormFieldProps } from './FormField.tsx';
export { NewsletterForm } from './NewsletterForm.tsx';
export type { NewsletterFormProps } from './NewsletterForm.tsx';
