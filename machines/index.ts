/** The headless core: every behaviour's machine, connect and pure logic. */
export * from './accordion/index.ts';
export * from './gallery/index.ts';
export * from './media/index.ts';
export * from './touch/index.ts';
export * from './video/index.ts';
