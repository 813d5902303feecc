// Address helpers are internal: the slices that read an address import them from ./logic.ts.
export {};
