/** [NAV-010] The dialog base z-index is 30000: the first dialog of the stack sits there. */
export const DIALOG_BASE_Z_INDEX = 30000;

/** [LBX-021] Each newly opened dialog sits 10 z-index above the one below it. */
export const DIALOG_Z_INDEX_STEP = 10;

/** The key that closes the newest dialog [NAV-007], by `KeyboardEvent.key`. */
export const ESCAPE_KEY = 'Escape';

/**
 * [NAV-009] The standard control areas: a click outside the top dialog that lands in one of
 * these does not close it. The spec lists them without naming them; these are our reading
 * (README): floating pickers and menus a dialog opens, tooltips and notices laid over it.
 * A renderer marks such an element with `data-control-area="<name>"`.
 */
export const STANDARD_CONTROL_AREAS: readonly string[] = ['picker', 'menu', 'tooltip', 'notification'];

/** [NAV-009] The attribute that marks a standard control area, by name (`data-control-area="menu"`): the stack's anatomy's mark `control-area`. */
export const CONTROL_AREA_ATTRIBUTE = 'data-control-area';

/**
 * The attribute that marks the element a dialog focuses first, when that is not its first
 * tabbable element (the lightbox's Close control, LBX-006): the stack's anatomy's mark `initial-focus`.
 */
export const INITIAL_FOCUS_ATTRIBUTE = 'data-initial-focus';
