import { PUBLIC_PAGE_META } from '@shop/contract/page-meta';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/seo';
import { useAppSelector } from '../../store/hooks';
import { FilterChips } from './components/filter-chips';
import { ProductGrid } from './components/product-grid';
import { CATEGORY_LABELS, categoriesIn, filterFromSearch, filterProducts, fragrancesIn, NO_FILTER, searchFromFilter, type ProductFilter } from './product-filters';
import './explore-page.css';

/** How many cards fill the first screen on a wide window; their images load at once. */
const FIRST_ROW = 4;

/** The shop (/explore): every product (loaded by the route), with category and fragrance chips filtering in the browser. */
export default function ExplorePage() {
  usePageMeta(PUBLIC_PAGE_META.explore);
  const { products, loading, error } = useAppSelector((state) => state.products);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromSearch(searchParams);

  const shown = filterProducts(products, filter);
  const categories = categoriesIn(products);
  const fragrances = fragrancesIn(products);
  const filtered = filter.category !== null || filter.fragrance !== null;

  const applyFilter = (next: ProductFilter) => setSearchParams(searchFromFilter(next), { replace: true, preventScrollReset: true });

  return (
    <div className="page explore">
      <header className="explore__head">
        <p className="explore__eyebrow">The Purrfect Litter shop</p>
        <h1 className="explore__title">Shop all products</h1>
        <p className="explore__lead">
          Clumping bentonite litter in three fragrances and three sizes, and the accessories that keep the litter corner tidy.
          Free shipping and Cash on Delivery on every order.
        </p>
      </header>

      {products.length > 0 && (
        <div className="explore__filters" role="group" aria-label="Filter products">
          <FilterChips
            legend="Category"
            options={categories.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
            selected={filter.category}
            onSelect={(category) => applyFilter({ ...filter, category: category as ProductFilter['category'] })}
          />
          {fragrances.length > 0 && (
            <FilterChips
              legend="Fragrance"
              options={fragrances.map((f) => ({ value: f, label: f }))}
              selected={filter.fragrance}
              onSelect={(fragrance) => applyFilter({ ...filter, fragrance })}
            />
          )}
          <div className="explore__summary">
            <p role="status" aria-live="polite" className="explore__count">
              Showing {shown.length} of {products.length} products
            </p>
            {filtered && (
              <button type="button" className="explore__clear" onClick={() => applyFilter(NO_FILTER)}>
                Clear filters
              </button>
            )}
          </div>
        </div>
      )}

      <ProductGrid
        products={shown}
        loading={loading}
        error={error}
        eagerCount={FIRST_ROW}
        headingLevel={2}
        label="Products"
        empty={
          filtered ? (
            <>
              <p>No products match these filters.</p>
              <button type="button" className="btn btn-secondary" onClick={() => applyFilter(NO_FILTER)}>
                Show all products
              </button>
            </>
          ) : (
            <p>Our shelves are being restocked. Please check back soon.</p>
          )
        }
      />
    </div>
  );
}
