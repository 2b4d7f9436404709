import type { ReactNode } from 'react';

interface IconProps {
  /** The drawing: paths (or shapes) on the icon's grid. */
  children: ReactNode;
  /** Width and height on the page, in CSS pixels. */
  size?: number;
  /** The side of the square grid the drawing is made on. */
  grid?: number;
  className?: string;
}

/** A small decorative icon: hidden from screen readers and never focused (the control or words beside it say what it means). */
export function Icon({ children, size = 24, grid = 24, className }: IconProps) {
  return (
    <svg className={className} viewBox={`0 0 ${grid} ${grid}`} width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
