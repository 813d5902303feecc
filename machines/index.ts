/** The headless core: every behaviour's machine, connect and pure logic. */
export * from './accordion/index.ts';
export * from './dialogs/index.ts';
export * from './lightbox/index.ts';
export * from './session/index.ts';
export * from './confirmation/index.ts';
export * from './tooltip/index.ts';
export * from './system-error/index.ts';
export * from './colour/index.ts';
export * from './relative-time/index.ts';
export * from './follow/index.ts';
