/** `site-machines/tabs`: the tabs' machine, connect, anatomy, menu block codec, binding, hook, components, and the stylesheet they need. */
export * from '../machines/tabs/index.ts';
export { bindTabs } from '../adapters/browser/tabs.ts';
export type { TabsEnvironment } from '../adapters/browser/tabs.ts';
export { useTabs } from '../adapters/react/useTabs.ts';
export type { TabsActor, UseTabsInput } from '../adapters/react/useTabs.ts';
export { Tabs } from '../ui/Tabs.tsx';
export type { TabItem, TabsProps } from '../ui/Tabs.tsx';
export { MenuBlock } from '../ui/MenuBlock.tsx';
export type { MenuBlockProps } from '../ui/MenuBlock.tsx';
/** The stylesheets the components need (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/tabs.css'] as const;
