import { PRODUCT_PAGE_TEXTS } from '../product-page-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { PRODUCT_MAIN_IMAGE_SIZES } from '@shop/contract/images';
import { useState } from 'react';
import { ProductPicture } from './product-picture';
import './product-gallery.css';

interface Props {
  images: readonly string[];
  name: string;
}

/** The main picture spans a phone's width and half the page beside the details on wider screens. */
const THUMB_IMAGE_SIZES = '96px';

/** The product page's pictures: one large image and a thumbnail button for each (keyed per product by the page). */
export function ProductGallery({ images, name }: Props) {
  const PAGE_TEXT = useTexts(PRODUCT_PAGE_TEXTS);
  const [selected, setSelected] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const current = images[selected];
  const markFailed = (src: string) => setFailed((prev) => new Set(prev).add(src));

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <ProductPicture
          src={current}
          sizes={PRODUCT_MAIN_IMAGE_SIZES}
          alt={images.length > 1 ? PAGE_TEXT.pictureOf(name, selected + 1, images.length) : name}
          fetchPriority="high"
          failed={current !== undefined && failed.has(current)}
          onFail={() => current !== undefined && markFailed(current)}
        />
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label={PAGE_TEXT.pictures}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={PAGE_TEXT.showPicture(i + 1, images.length)}
                aria-pressed={i === selected}
                onClick={() => setSelected(i)}
              >
                <ProductPicture src={src} sizes={THUMB_IMAGE_SIZES} alt="" loading="lazy" failed={failed.has(src)} onFail={() => markFailed(src)} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
