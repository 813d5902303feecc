/** The headless core: every behaviour's machine, connect and pure logic. */
export * from './accordion/index.ts';
export * from './gallery/index.ts';
