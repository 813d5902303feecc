import type { RequestFailure } from '../../machines/net/logic.ts';

// Apart from the data layer (./data-layer.ts) so that a caller that only tells its failures apart
// (the form's submit) does not bring the data layer's code into the page: that code is fetched on
// the first request (./data-layer-on-demand.ts).
/** A failed data-layer request: the spec's message, with the answer's status and data. */
export class DataLayerError extends Error {
  readonly failure: RequestFailure;
  constructor(failure: RequestFailure) {
    super(failure.message);
    this.name = 'DataLayerError';
    this.failure = failure;
  }
}
