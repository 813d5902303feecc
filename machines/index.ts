/** The headless core: every behaviour's machine, connect and pure logic. */
export * from './accordion/index.ts';
export * from './form/index.ts';
export * from './net/index.ts';
