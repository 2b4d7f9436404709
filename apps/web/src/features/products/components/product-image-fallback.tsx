/** Drawn in place of a product photo that is missing or failed to load. */
export function ProductImageFallback() {
  return (
    <svg className="product-image-fallback" viewBox="0 0 80 80" aria-hidden="true" focusable="false">
      <rect width="80" height="80" fill="var(--color-sand)" />
      <g fill="var(--color-primary-soft)" stroke="var(--color-primary)" strokeWidth="1.5">
        <ellipse cx="40" cy="48" rx="11" ry="9" />
        <circle cx="27" cy="34" r="4.5" />
        <circle cx="35" cy="27" r="4.5" />
        <circle cx="45" cy="27" r="4.5" />
        <circle cx="53" cy="34" r="4.5" />
      </g>
    </svg>
  );
}
