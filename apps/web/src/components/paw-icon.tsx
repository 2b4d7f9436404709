/** A cat's paw print: the carousel's slide buttons, the testimonials and the loyalty card's stamps are drawn with it. */
export function PawIcon({ className, size = 24 }: { className?: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <ellipse cx="12" cy="15.5" rx="4.6" ry="3.9" />
      <ellipse cx="5.6" cy="10.4" rx="1.9" ry="2.4" transform="rotate(-18 5.6 10.4)" />
      <ellipse cx="9.2" cy="6.6" rx="1.9" ry="2.5" transform="rotate(-6 9.2 6.6)" />
      <ellipse cx="14.8" cy="6.6" rx="1.9" ry="2.5" transform="rotate(6 14.8 6.6)" />
      <ellipse cx="18.4" cy="10.4" rx="1.9" ry="2.4" transform="rotate(18 18.4 10.4)" />
    </svg>
  );
}
