/** `site-machines/form`: forms and newsletter sign-ups: machine, connect, codecs, validation, hooks, components, stylesheet. */
export * from '../machines/form/index.ts';
export { bindFormEffects, formActors } from '../adapters/browser/form.ts';
export { createDataLayer, DataLayerError } from '../adapters/browser/data-layer.ts';
export type { DataLayer, DataLayerOptions } from '../adapters/browser/data-layer.ts';
export { DataLayerProvider } from '../adapters/react/DataLayerProvider.tsx';
export type { DataLayerProviderProps } from '../adapters/react/DataLayerProvider.tsx';
export { FormActorContext, useForm } from '../adapters/react/useForm.ts';
export type { UseFormFieldInput, UseFormInput } from '../adapters/react/useForm.ts';
export type { FormActorRef } from '../adapters/react/useForm.ts';
export { useCaptcha } from '../adapters/react/useCaptcha.ts';
export type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget, UseCaptchaInput } from '../adapters/react/useCaptcha.ts';
export { Form } from '../ui/Form.tsx';
export type { FormProps } from '../ui/Form.tsx';
export { FormField } from '../ui/FormField.tsx';
export { NewsletterForm } from '../ui/NewsletterForm.tsx';
export type { NewsletterFormProps } from '../ui/NewsletterForm.tsx';
export { CaptchaContainer } from '../ui/CaptchaContainer.tsx';
export const stylesheets = ['site-machines/ui/form.css'] as const;
