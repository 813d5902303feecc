/** Spec literals of one image's machine, each with its requirement ID (the width steps, margin and queue sizes are the image layer's, in `machines/media/constants.ts`). */
import { UNABLE_TO_LOAD_TRY_AGAIN } from '../messages/constants.ts';

/** [ERR-025] What a picture that cannot load says, as the button that loads it again (the shared catalogue's text). */
export const IMAGE_RETRY_LABEL = UNABLE_TO_LOAD_TRY_AGAIN;
/** [MEDIA-005] An image loads now (true), not yet (false), or once near the viewport. */
export const IMAGE_LOAD_MODES = [true, false, 'viewport'] as const;
