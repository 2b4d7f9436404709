import { useTexts } from '../../../lib/i18n/texts';
import { PRODUCT_TEXTS } from '../texts';
import type { Product } from '@shop/contract/catalog';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { ProductCard } from './product-card';
import './product-grid.css';

interface Props {
  products: readonly Product[];
  loading: boolean;
  error: string | null;
  /** How many cards load their image at once (the first row when the grid opens the page). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  /** Shown when there is nothing to list. */
  empty?: ReactNode;
  label?: string;
}

/** Product cards in a responsive grid, with the loading and 'Error: message' states of SPEC.md §4. */
export function ProductGrid({ products, loading, error, eagerCount = 0, headingLevel = 3, empty, label }: Props) {
  const PRODUCT_TEXT = useTexts(PRODUCT_TEXTS);
  if (loading && products.length === 0) return <LoadingIndicator label={PRODUCT_TEXT.loadingProducts} />;
  if (error) {
    return (
      <p className="product-grid__error error-text" role="alert">
        {PRODUCT_TEXT.errorLine(error)}
      </p>
    );
  }
  if (products.length === 0) return empty ? <div className="product-grid__empty">{empty}</div> : null;
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product._id} className="product-grid__item">
          <ProductCard product={product} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A titled shelf of products under the page's own content (the similar products, the favourites when a search finds
 * nothing): drawn only when there is something on it. Its title takes the shelf's class with `-title`.
 */
export function ProductShelf({ id, title, products, className }: { id: string; title: string; products: readonly Product[]; className: string }) {
  if (products.length === 0) return null;
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={`${className}-title`}>
        {title}
      </h2>
      <ProductGrid products={products} loading={false} error={null} label={title} />
    </section>
  );
}
