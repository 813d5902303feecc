/** React hooks: each starts a machine with the browser adapters provided. */
export { useAccordion } from './useAccordion.ts';
export { FormActorContext, useFormActor, useFormActorContext, useFormField, useFormFrame } from './useForm.ts';
export type { FormActorRef } from './useForm.ts';
export { useCaptcha } from './useCaptcha.ts';
export type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from './useCaptcha.ts';
export { DataLayerProvider } from './DataLayerProvider.tsx';
export { SiteServicesContext, useDataLayer, useFormActors } from './data-layer-context.ts';
export type { FormActors, SiteServices } from './data-layer-context.ts';
export type { DataLayerProviderProps } from './DataLayerProvider.tsx';
export { useElementWidth } from './useElementWidth.ts';
