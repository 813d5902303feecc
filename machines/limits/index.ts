// The editor's limits are internal: their callers import them from this folder's files.
export {};
