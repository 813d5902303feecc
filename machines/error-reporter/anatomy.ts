import { createAnatomy } from '../shared/anatomy.ts';

/** The reporter has no widget of its own; a status display shows it. */
export const errorReporterAnatomy = createAnatomy('error-reporter', ['status']);
