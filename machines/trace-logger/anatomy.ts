import { createAnatomy } from '../shared/anatomy.ts';

/** The logger has no widget of its own; a status display shows it. */
export const traceLoggerAnatomy = createAnatomy('trace-logger', ['status']);
