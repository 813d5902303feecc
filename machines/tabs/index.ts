export { tabsMachine } from './machine.ts';
export type { TabsContext, TabsEvent, TabsInput } from './machine.ts';
export { connect as connectTabs } from './connect.ts';
export type { TabsApi } from './types.ts';
export { decodeMenuBlock } from './codec.ts';
export type { MenuBlockData } from './codec.ts';
