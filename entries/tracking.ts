/**
 * `site-machines/tracking`: who is tracked, the button block (its machine, connect, hook and
 * component), experiments and session replay, the census and analytics rules, and the tracking
 * runtime to import after consent (`startTracking`, best through a dynamic `import()`).
 */
export * from '../machines/button-tracking/index.ts';
export * from '../machines/experiment/index.ts';
export * from '../machines/tracking/index.ts';
export { whoIsTracked, signedInModules, tracksMousePosition } from '../machines/permissions/logic.ts';
export type { TrackingQuestion, TrackingReason, TrackingVerdict } from '../machines/permissions/logic.ts';
export { bindButtonBlock, buttonTrackingMachineWith, startButtonBlock } from '../adapters/browser/button-block.ts';
export type { ButtonBlockEnv, ButtonTrackingActor } from '../adapters/browser/button-block.ts';
export { useButtonBlock } from '../adapters/react/useButtonBlock.ts';
export type { UseButtonBlockInput } from '../adapters/react/useButtonBlock.ts';
export { useTracker } from '../adapters/react/useTracker.ts';
export { TrackerContext, useTrackerContext } from '../adapters/react/tracking-context.ts';
export { useCensus, useFormRenderCensus } from '../adapters/react/useCensus.ts';
export { useExperiments } from '../adapters/react/useExperiments.ts';
export type { Tracker, TrackerOptions } from '../adapters/browser/tracking-runtime.ts';
export { ButtonBlock } from '../ui/ButtonBlock.tsx';
export type { ButtonBlockProps } from '../ui/ButtonBlock.tsx';
export { AnnouncementBar } from '../ui/AnnouncementBar.tsx';
export type { AnnouncementBarProps } from '../ui/AnnouncementBar.tsx';
/** The stylesheets the components need (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/tracking.css'] as const;
