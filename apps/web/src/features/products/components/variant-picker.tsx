import { useLocale, useTexts } from '../../../lib/i18n/texts';
import { PRODUCT_TEXTS } from '../texts';
import { FRAGRANCE_TEXTS, fragranceName } from '../../../components/fragrance-texts';
import type { ProductVariant } from '@shop/contract/catalog';
import { Link } from 'react-router';
import { formatVariantPrice } from '../price-format';
import { KEEP_PLACE } from '../../../lib/keep-place';
import { productPath } from '../product-path';
import './variant-picker.css';

interface Props {
  variants: readonly ProductVariant[];
  currentId: string;
}

/** Other sizes and scents of the same litter, as links; the one on screen is marked current. */
export function VariantPicker({ variants, currentId }: Props) {
  const PRODUCT_TEXT = useTexts(PRODUCT_TEXTS);
  const FRAGRANCE = useTexts(FRAGRANCE_TEXTS);
  const locale = useLocale();
  if (variants.length < 2) return null;
  const oneFragrance = variants.every((v) => v.fragrance === variants[0]?.fragrance);
  const heading = oneFragrance ? PRODUCT_TEXT.chooseSize : PRODUCT_TEXT.chooseVariant;
  return (
    <nav className="variant-picker" aria-label={heading}>
      <p className="variant-picker__heading" aria-hidden="true">
        {heading}
      </p>
      <ul className="variant-picker__list">
        {variants.map((variant) => {
          const current = variant._id === currentId;
          const label = oneFragrance ? variant.weight : [fragranceName(FRAGRANCE, variant.fragrance), variant.weight].filter(Boolean).join(' · ');
          return (
            <li key={variant._id}>
              <Link
                to={productPath(variant._id)}
                className={`variant-picker__option${variant.availability && variant.inStock !== false ? '' : ' variant-picker__option--unavailable'}`}
                aria-current={current ? 'page' : undefined}
                // Another size of the same page: the customer stays where they are on it (and keeps the pincode checked).
                state={KEEP_PLACE}
                preventScrollReset
              >
                <span className="variant-picker__label">{label}</span>
                <span className="variant-picker__price">{!variant.availability ? PRODUCT_TEXT.arrivingSoonTag : variant.inStock === false ? PRODUCT_TEXT.soldOutTag : formatVariantPrice(variant.finalPrice, locale)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
