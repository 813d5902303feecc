import type { ButtonFields } from '../tracking/logic.ts';

/** The click a link handler gets (React's or the DOM's MouseEvent). */
export interface ButtonClickEvent {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
  preventDefault(): void;
}

export type ButtonTrackingState = 'untracked' | 'idle' | 'recording' | 'replaying';

/** The button block's view model. */
export interface ButtonBlockApi {
  state: ButtonTrackingState;
  button: ButtonFields;
  getRootProps(): { id: string; 'data-scope': 'button-block'; 'data-part': 'root'; 'data-state': ButtonTrackingState; 'data-align': string };
  getLinkProps(): {
    id: string;
    href: string;
    target: '_blank' | undefined;
    rel: 'noopener' | undefined;
    'data-scope': 'button-block';
    'data-part': 'link';
    'data-size': string;
    'aria-busy': boolean | undefined;
    onClick(event: ButtonClickEvent): void;
  };
}
