/** [BLK-080] */
export const CHART_NO_COLUMNS_MESSAGE = 'Your dataset must have at least one column';
/** [BLK-081] */
export const CHART_NO_ROWS_MESSAGE = 'Your dataset must have at least one row';
/** [BLK-082] */
export const CHART_MISSING_DATA_MESSAGE = 'One or more rows was missing data';

/**
 * [BLK-083] The spec names maximum rows and columns but not their values nor the notices' text;
 * ours (README): 1000 rows and 50 columns, and the notices below.
 */
export const CHART_MAX_ROWS = 1000;
export const CHART_MAX_COLUMNS = 50;
export const CHART_ROWS_TRUNCATED_NOTICE = 'Only the first {max} rows of your dataset are shown.';
export const CHART_COLUMNS_TRUNCATED_NOTICE = 'Only the first {max} columns of your dataset are shown.';
