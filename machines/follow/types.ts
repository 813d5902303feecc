/** The follow link's states: waiting for the widget script, enhanced, or a plain link [WID-002]. */
export type FollowState = 'loading' | 'ready' | 'unavailable';

/** The view model of a follow link, for any renderer. */
export interface FollowButtonApi {
  /** 'Follow @name' (our reading: the spec does not name the words). */
  text: string;
  /** Spread on the `<a>`: the profile's address, the external rel, and the state. */
  getLinkProps(): {
    href: string;
    rel: string;
    'data-scope': 'follow';
    'data-part': 'link';
    'data-state': FollowState;
  };
}
