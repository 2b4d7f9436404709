import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon';

/** The line icons of the home page's feature lists, by what they stand for (drawn in a 24×24 box). */
const HOME_ICONS = {
  india: <path d="M12 21s-7-5.3-7-11a7 7 0 0 1 14 0c0 5.7-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />,
  safe: <path d="M12 3 5 6v5c0 4.6 3 8.4 7 10 4-1.6 7-5.4 7-10V6l-7-3Zm-3.2 9.2 2.2 2.2 4.4-4.6" />,
  easy: <path d="M9.5 3.5h5l-1 7h-3l-1-7ZM7 10.5h10l-1.5 10h-7L7 10.5Zm3 3.5v3.5m4-3.5v3.5" />,
  clumping: <path d="M7 15a4 4 0 0 1 1-7.9A5 5 0 0 1 17.6 8 3.5 3.5 0 0 1 17 15H7Zm1 3.5h.01M12 19.5h.01M16 18.5h.01" />,
  smell: <path d="M4 9c2-2 4 2 6 0s4-2 6 0 3 0 4-1M4 14c2-2 4 2 6 0s4-2 6 0 3 0 4-1M3 3l18 18" />,
  lasting: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2" />,
  absorption: <path d="M12 3.5s-6 6.6-6 10.8a6 6 0 0 0 12 0C18 10.1 12 3.5 12 3.5Zm-2.8 11a2.8 2.8 0 0 0 2.8 2.8" />,
  tracking: (
    <>
      <path d="M8.5 13.5c-2.5 0-4 1.6-4 3.3 0 1.5 1.3 2.2 4 2.2s4-.7 4-2.2c0-1.7-1.5-3.3-4-3.3Z" />
      <path d="M4.5 10.5v.01M7 8v.01M10 8v.01M12.5 10.5v.01M17 5l3 3m0-3-3 3" />
    </>
  ),
  dust: <path d="M5 12h9a3 3 0 1 0-3-3M4 16h13a3 3 0 1 1-3 3M3 8h4" />,
} satisfies Record<string, ReactNode>;

export type HomeIconName = keyof typeof HOME_ICONS;

/** One of the home page's line icons, hidden from screen readers (the words beside it say what it means). */
export function HomeIcon({ name, size }: { name: HomeIconName; size: number }) {
  return (
    <Icon size={size}>{HOME_ICONS[name]}</Icon>
  );
}
