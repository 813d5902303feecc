'use client';
import { useState, type ReactNode } from 'react';

export interface AnnouncementBarProps {
  children: ReactNode;
  /** The dismiss button's accessible name. */
  dismissLabel?: string;
}

/**
 * [PERM-005] The announcement bar a logged-in user or owner loads: a small block above the page
 * with a message and a dismiss button (dismissed for this page view).
 */
export function AnnouncementBar({ children, dismissLabel = 'Dismiss announcement' }: AnnouncementBarProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside className="sm-announcement-bar" aria-label="Announcement" data-scope="announcement-bar" data-part="root">
      <p>{children}</p>
      <button type="button" aria-label={dismissLabel} onClick={() => setOpen(false)}>
        ×
      </button>
    </aside>
  );
}
