'use client';
import type { ReactNode } from 'react';
import { useBadge } from '../adapters/react/useBadge.ts';
import { useMobileInfoBar } from '../adapters/react/useMobileInfoBar.ts';

export interface MobileInfoBarProps {
  /** The bar's style, by code (1 none, 2 light, 3 dark) or name. */
  style: unknown;
  /** Whether this is a mobile device; detected when not given. */
  mobile?: boolean;
  /** Accessible name of the bar's landmark. */
  label: string;
  children: ReactNode;
}

/** [BLK-062] [BLK-063] The mobile information bar, where the rules say it shows. */
export function MobileInfoBar({ style, mobile, label, children }: MobileInfoBarProps) {
  const bar = useMobileInfoBar(style, mobile);
  if (!bar.shown) return null;
  return (
    <aside aria-label={label} data-scope="mobile-info-bar" data-style={bar.style}>
      {children}
    </aside>
  );
}

export interface BadgeProps {
  templateVersion: string;
  /** The badge type, by code (1 none, 2 black, 3 white) or name. */
  type: unknown;
  href: string;
  children: ReactNode;
}

/** [BLK-064] [BLK-065] The site badge, where the rules say it shows. */
export function Badge({ templateVersion, type, href, children }: BadgeProps) {
  const badge = useBadge(templateVersion, type);
  if (!badge.shown) return null;
  return (
    <a href={href} data-scope="badge" data-type={badge.type}>
      {children}
    </a>
  );
}
