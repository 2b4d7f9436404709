import { PRODUCT_IMAGE_SIZE } from '@shop/contract/images';
import type { ImgHTMLAttributes } from 'react';
import { ResponsivePicture } from '../../../components/responsive-picture';
import './product-picture.css';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** The photo; none draws the fallback. */
  src: string | undefined;
  /** How wide the picture shows (the `sizes` attribute). */
  sizes: string;
  /** The photo failed to load before: the fallback is drawn instead. */
  failed: boolean;
  onFail: () => void;
};

/** A product photo filling its frame, or the drawn paw in its place when there is none or it failed to load. */
export function ProductPicture({ src, sizes, failed, onFail, ...img }: Props) {
  if (!src || failed) return <ProductImageFallback />;
  return (
    <ResponsivePicture
      src={src}
      sizes={sizes}
      className="product-picture"
      width={PRODUCT_IMAGE_SIZE.width}
      height={PRODUCT_IMAGE_SIZE.height}
      decoding="async"
      draggable={false}
      {...img}
      onError={onFail}
    />
  );
}

/** Drawn in place of a product photo that is missing or failed to load. */
function ProductImageFallback() {
  return (
    <svg className="product-picture product-image-fallback" viewBox="0 0 80 80" aria-hidden="true" focusable="false">
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
