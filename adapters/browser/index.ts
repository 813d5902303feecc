/** The browser side of the core: DOM, timers, storage and network effects the machines ask for. */
export { focusElementById } from './focus.ts';
export { bindAccordionEffects } from './accordion.ts';
