import type { ReactNode } from 'react';
import { PawPads, type PawPad } from '../../components/paw-print';

/** Compact line icons for the header; decorative, the controls carry the names. */

interface IconProps {
  className?: string;
}

function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={`header-icon ${className ?? ''}`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The logo's paw on its 40-unit grid: a broader heel and toes set closer than the paw icon's. */
const BRAND_PAW_PADS: readonly PawPad[] = [
  [20, 25, 7, 5.8, 0],
  [11.5, 17, 2.8, 3.4, -18],
  [16.5, 11.8, 2.8, 3.5, -6],
  [23.5, 11.8, 2.8, 3.5, 6],
  [28.5, 17, 2.8, 3.4, 18],
];

export function BrandMark({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="var(--color-primary)" />
      <g fill="var(--color-on-primary)">
        <PawPads pads={BRAND_PAW_PADS} />
      </g>
    </svg>
  );
}

export function CartIcon() {
  return (
    <Icon>
      <path d="M5 8h14l-1.2 11.2A2 2 0 0 1 15.8 21H8.2a2 2 0 0 1-2-1.8L5 8Zm4 0V7a3 3 0 0 1 6 0v1" />
    </Icon>
  );
}

export function LoyaltyIcon() {
  return (
    <Icon>
      <path d="M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-9Zm-1-4h18v4H3zM12 7v14M12 7S10.5 3 8 3.6C6 4 6.4 7 9 7m3 0s1.5-4 4-3.4C18 4 17.6 7 15 7" />
    </Icon>
  );
}

export function AccountIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
    </Icon>
  );
}

/** Three lines, or a cross while the menu is open: CSS shows one (site-header.css), before the app starts too. */
export function MenuIcon() {
  return (
    <Icon>
      <path className="menu-icon__closed" d="M4 7h16M4 12h16M4 17h16" />
      <path className="menu-icon__open" d="m6 6 12 12M18 6 6 18" />
    </Icon>
  );
}
