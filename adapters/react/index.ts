/** React hooks: each starts a machine with the browser adapters provided. */
export { useAccordion } from './useAccordion.ts';
export { useFormActor, useFormField, useFormFrame } from './useForm.ts';
export type { FormActorRef } from './useForm.ts';
export { useCaptcha } from './useCaptcha.ts';
export type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from './useCaptcha.ts';
export { DataLayerProvider, useDataLayer } from './DataLayerProvider.tsx';
export type { DataLayerProviderProps } from './DataLayerProvider.tsx';
export { useElementWidth } from './useElementWidth.ts';
