// The spec's shared messages are internal: each slice that shows one imports it from ./constants.ts or ./logic.ts.
export {};
