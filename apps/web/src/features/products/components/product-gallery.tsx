import { PRODUCT_IMAGE_SIZE } from '@shop/contract/catalog';
import { PRODUCT_MAIN_IMAGE_SIZES } from '@shop/contract/images';
import { useState } from 'react';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { ProductImageFallback } from './product-image-fallback';
import './product-gallery.css';

interface Props {
  images: readonly string[];
  name: string;
}

/** The main picture spans a phone's width and half the page beside the details on wider screens. */
const THUMB_IMAGE_SIZES = '96px';

/** The product page's pictures: one large image and a thumbnail button for each (keyed per product by the page). */
export function ProductGallery({ images, name }: Props) {
  const [selected, setSelected] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const current = images[selected];
  const markFailed = (src: string) => setFailed((prev) => new Set(prev).add(src));

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        {current && !failed.has(current) ? (
          <ResponsivePicture
            src={current}
            sizes={PRODUCT_MAIN_IMAGE_SIZES}
            alt={images.length > 1 ? `${name}, picture ${selected + 1} of ${images.length}` : name}
            width={PRODUCT_IMAGE_SIZE.width}
            height={PRODUCT_IMAGE_SIZE.height}
            fetchPriority="high"
            decoding="async"
            draggable={false}
            onError={() => markFailed(current)}
          />
        ) : (
          <ProductImageFallback />
        )}
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label="Product pictures">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-pressed={i === selected}
                onClick={() => setSelected(i)}
              >
                {failed.has(src) ? (
                  <ProductImageFallback />
                ) : (
                  <ResponsivePicture
                    src={src}
                    sizes={THUMB_IMAGE_SIZES}
                    alt=""
                    width={PRODUCT_IMAGE_SIZE.width}
                    height={PRODUCT_IMAGE_SIZE.height}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    onError={() => markFailed(src)}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
