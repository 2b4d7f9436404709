import type { ProductVariant } from '@shop/contract/catalog';
import { Link } from 'react-router';
import { formatVariantPrice } from '../price-format';
import { productPath } from '../product-path';
import './variant-picker.css';

interface Props {
  variants: readonly ProductVariant[];
  currentId: string;
}

/** Other sizes and scents of the same litter, as links; the one on screen is marked current. */
export function VariantPicker({ variants, currentId }: Props) {
  if (variants.length < 2) return null;
  const oneFragrance = variants.every((v) => v.fragrance === variants[0]?.fragrance);
  const heading = oneFragrance ? 'Choose a size' : 'Choose a variant';
  return (
    <nav className="variant-picker" aria-label={heading}>
      <p className="variant-picker__heading" aria-hidden="true">
        {heading}
      </p>
      <ul className="variant-picker__list">
        {variants.map((variant) => {
          const current = variant._id === currentId;
          const label = oneFragrance ? variant.weight : [variant.fragrance, variant.weight].filter(Boolean).join(' · ');
          return (
            <li key={variant._id}>
              <Link
                to={productPath(variant._id)}
                className={`variant-picker__option${variant.availability ? '' : ' variant-picker__option--unavailable'}`}
                aria-current={current ? 'page' : undefined}
              >
                <span className="variant-picker__label">{label}</span>
                <span className="variant-picker__price">{variant.availability ? formatVariantPrice(variant.finalPrice) : 'Arriving soon'}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
