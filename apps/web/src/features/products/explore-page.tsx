import type { Product } from '@shop/contract/catalog';
import { SEARCH_SORTS, type SearchResponse, type SearchSort } from '@shop/contract/search';
import type { FormEvent, ReactNode } from 'react';
import { Link, useHref, useNavigate, useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n/texts';
import { usePublicPageMeta } from '../../lib/seo';
import { useAppSelector } from '../../store/hooks';
import { FilterChips } from './components/filter-chips';
import { ProductGrid, ProductShelf } from './components/product-grid';
import { SearchBox } from './components/search-box';
import { categoriesIn, fragrancesIn, weightsIn } from './product-filters';
import {
  changeSearch,
  clearFilters,
  explorePath,
  explorePathForQuery,
  activeFilterCount,
  hiddenFieldsFor,
  isSearching,
  readSearchAddress,
  searchRequestKey,
  toggleChip,
  type ChipFilter,
  type SearchAddress,
} from './search-state';
import { SEARCH_TEXTS } from './search-texts';
import { FRAGRANCE_TEXTS, fragranceName } from '../../components/fragrance-texts';
import { PRODUCT_TEXTS } from './texts';
import './explore-page.css';
import { ButtonLink } from '../../components/button-link';

/** How many cards fill the first screen on a wide window; their images load at once. */
const FIRST_ROW = 4;

type FacetCounts = SearchResponse['facets'];

/** A chip row's choices: the search's counts when there is one (a chosen value stays, to be cleared), else what the catalogue has. */
function chipOptions(values: readonly string[], counts: FacetCounts['category'] | undefined, chosen: readonly string[], label: (v: string) => string) {
  const listed: Array<{ value: string; label: string; count?: number }> = counts ? counts.map((c) => ({ value: c.value, label: label(c.value), count: c.count })) : values.map((v) => ({ value: v, label: label(v) }));
  for (const value of chosen) if (!listed.some((o) => o.value === value)) listed.push(counts ? { value, label: label(value), count: 0 } : { value, label: label(value) });
  return listed;
}

interface PriceBoundProps {
  name: 'minPrice' | 'maxPrice';
  value: SearchAddress['minPrice'];
  placeholder: string;
  label: string;
}

/** One end of the price filter, in whole rupees; it starts from the search on show. */
function PriceBound({ name, value, placeholder, label }: PriceBoundProps) {
  return <input className="explore__number" type="number" name={name} inputMode="numeric" min={0} step={1} defaultValue={value ?? ''} placeholder={placeholder} aria-label={label} />;
}

/** The search a GET form of the page would make, read the way the address is. */
function searchOfForm(event: FormEvent<HTMLFormElement>): SearchAddress {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') fields.append(name, value);
  return readSearchAddress(fields);
}

/**
 * The shop (/explore): every product, or a search (what was typed, an order, filters with their counts), all of it
 * in the address, so a search can be shared, bookmarked and rendered by the server. Each control is a GET form too,
 * so the page works before the app starts and without JavaScript.
 */
export default function ExplorePage() {
  const SEARCH_TEXT = useTexts(SEARCH_TEXTS);
  const PRODUCT_TEXT = useTexts(PRODUCT_TEXTS);
  const FRAGRANCE = useTexts(FRAGRANCE_TEXTS);
  const explore = useHref('/explore');
  usePublicPageMeta('explore');
  const { products: catalogue, loading: catalogueLoading, error: catalogueError, search: found } = useAppSelector((state) => state.products);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = readSearchAddress(searchParams);
  const searching = isSearching(search);
  const current = found.key === searchRequestKey(search);
  // While a new search loads, the last results stay (marked busy) rather than a blank page.
  const result = searching ? found.result : null;
  const products: readonly Product[] = searching ? (result?.products ?? []) : catalogue;
  const loading = searching ? found.loading || !current : catalogueLoading;
  const error = searching ? (current ? found.error : null) : catalogueError;
  const facets = result?.facets;

  const go = (next: SearchAddress) => void navigate(explorePath(next), { replace: true, preventScrollReset: true });
  const chip = (filter: ChipFilter) => (value: string | null) => go(toggleChip(search, filter, value));
  const active = activeFilterCount(search);
  const filtered = active > 0;

  const categories = chipOptions(categoriesIn(catalogue), facets?.category, search.category, (v) => PRODUCT_TEXT.categories[v as keyof typeof PRODUCT_TEXT.categories] ?? v);
  const fragrances = chipOptions(fragrancesIn(catalogue), facets?.fragrance, search.fragrance, (v) => fragranceName(FRAGRANCE, v));
  const weights = chipOptions(weightsIn(catalogue), facets?.weight, search.weight, (v) => v);
  const showFilters = searching || catalogue.length > 0;

  const total = result?.total ?? 0;
  const from = result ? (result.page - 1) * result.pageSize + 1 : 0;
  const to = result ? Math.min(total, result.page * result.pageSize) : 0;
  const pages = result ? Math.ceil(total / result.pageSize) : 0;

  let count: ReactNode;
  if (!searching) count = SEARCH_TEXT.showingAll(catalogue.length);
  else if (!result) count = loading ? SEARCH_TEXT.searching : '';
  else count = pages > 1 ? SEARCH_TEXT.showingRange(from, to, total) : SEARCH_TEXT.resultCount(total);

  return (
    <div className="page explore">
      <header className="explore__head">
        <p className="explore__eyebrow">{SEARCH_TEXT.eyebrow}</p>
        <h1 className="explore__title">{search.q ? SEARCH_TEXT.resultsTitle(search.q) : SEARCH_TEXT.allProducts}</h1>
        {!searching && <p className="explore__lead">{SEARCH_TEXT.lead}</p>}
        <SearchBox initialQuery={search.q} label={SEARCH_TEXT.pageBoxLabel} className="explore__search" />
      </header>

      {showFilters && (
        <div className="explore__filters">
          {/* On a phone the filters fold under one line, so the results start on the first screen (closed until opened,
              with JavaScript or without); on a wider screen they are always shown (explore-page.css). */}
          <details className="explore__disclosure">
            <summary className="explore__disclosure-summary">
              {SEARCH_TEXT.filters}
              {active > 0 && (
                <>
                  {' '}
                  <span className="explore__active-count">{SEARCH_TEXT.activeFilters(active)}</span>
                </>
              )}
            </summary>
            <div className="explore__filter-panel stack stack--contained" role="group" aria-label={SEARCH_TEXT.filterProducts}>
              <FilterChips legend={SEARCH_TEXT.category} name="category" options={categories} selected={search.category.length === 1 ? search.category[0]! : null} hidden={hiddenFieldsFor(search, ['category'])} onSelect={chip('category')} />
              {fragrances.length > 0 && (
                <FilterChips legend={SEARCH_TEXT.fragrance} name="fragrance" options={fragrances} selected={search.fragrance.length === 1 ? search.fragrance[0]! : null} hidden={hiddenFieldsFor(search, ['fragrance'])} onSelect={chip('fragrance')} />
              )}
              {weights.length > 0 && (
                <FilterChips legend={SEARCH_TEXT.packSize} name="weight" options={weights} selected={search.weight.length === 1 ? search.weight[0]! : null} hidden={hiddenFieldsFor(search, ['weight'])} onSelect={chip('weight')} />
              )}

              <form
                className="explore__refine"
                action={explore}
                method="get"
                aria-label={SEARCH_TEXT.refineLabel}
                onSubmit={(event) => {
                  event.preventDefault();
                  go(searchOfForm(event));
                }}
              >
                {hiddenFieldsFor(search, ['sort', 'minPrice', 'maxPrice', 'inStock']).map(([name, value]) => (
                  <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
                ))}
                <label className="explore__field">
                  <span className="explore__field-label">{SEARCH_TEXT.sortLabel}</span>
                  <select
                    name="sort"
                    className="explore__select"
                    value={search.sort ?? 'relevance'}
                    onChange={(event) => {
                      const sort = event.target.value as SearchSort;
                      go(changeSearch(search, { sort: sort === 'relevance' ? null : sort }));
                    }}
                  >
                    {SEARCH_SORTS.map((sort) => (
                      <option key={sort} value={sort}>
                        {SEARCH_TEXT.sorts[sort]}
                      </option>
                    ))}
                  </select>
                </label>
                <fieldset className="explore__price">
                  <legend className="explore__field-label">{SEARCH_TEXT.price}</legend>
                  {/* Keyed by the search, so Back or a cleared filter shows the bounds of the search on show. */}
                  <PriceBound key={`min-${search.minPrice ?? ''}`} name="minPrice" value={search.minPrice} placeholder={facets?.price ? String(Math.floor(facets.price.min)) : SEARCH_TEXT.min} label={SEARCH_TEXT.minPrice} />
                  <span aria-hidden="true">–</span>
                  <PriceBound key={`max-${search.maxPrice ?? ''}`} name="maxPrice" value={search.maxPrice} placeholder={facets?.price ? String(Math.ceil(facets.price.max)) : SEARCH_TEXT.max} label={SEARCH_TEXT.maxPrice} />
                </fieldset>
                <label className="explore__check">
                  <input type="checkbox" name="inStock" value="1" checked={search.inStock} onChange={(event) => go(changeSearch(search, { inStock: event.target.checked }))} />
                  {SEARCH_TEXT.inStock}
                  {facets && <span className="filter-chip__count">({facets.inStock})</span>}
                </label>
                <button type="submit" className="btn btn-secondary explore__apply">
                  {SEARCH_TEXT.apply}
                </button>
              </form>
            </div>
          </details>

          <div className="explore__summary">
            <p role="status" aria-live="polite" className="explore__count">
              {count}
            </p>
            {filtered && (
              <form action={explore} method="get">
                {search.q && <input type="hidden" name="q" value={search.q} />}
                <button
                  type="submit"
                  className="explore__clear"
                  onClick={(event) => {
                    event.preventDefault();
                    go(clearFilters(search));
                  }}
                >
                  {SEARCH_TEXT.clearFilters}
                </button>
              </form>
            )}
          </div>
        </div>
      )}

      <div className="explore__results" aria-busy={searching && loading && result !== null}>
        <ProductGrid
          products={products}
          loading={loading}
          error={error}
          eagerCount={FIRST_ROW}
          headingLevel={2}
          label={SEARCH_TEXT.products}
          empty={
            searching ? (
              <NoResults search={search} nearestNames={result?.nearestNames ?? []} favourites={found.favourites} />
            ) : (
              <p>{SEARCH_TEXT.restocking}</p>
            )
          }
        />
      </div>

      {result && pages > 1 && (
        <nav className="explore__pages" aria-label={SEARCH_TEXT.pages}>
          {result.page > 1 && (
            <ButtonLink to={explorePath({ ...search, page: result.page - 1 })} rel="prev">
              {SEARCH_TEXT.previous}
            </ButtonLink>
          )}
          <span className="explore__page-of">
            {SEARCH_TEXT.pageOf(result.page, pages)}
          </span>
          {result.page < pages && (
            <ButtonLink to={explorePath({ ...search, page: result.page + 1 })} rel="next">
              {SEARCH_TEXT.next}
            </ButtonLink>
          )}
        </nav>
      )}
    </div>
  );
}

/** A search that found nothing: say so, offer the nearest names and the shop's favourites. */
function NoResults({ search, nearestNames, favourites }: { search: SearchAddress; nearestNames: readonly string[]; favourites: readonly Product[] }) {
  const SEARCH_TEXT = useTexts(SEARCH_TEXTS);
  return (
    <div className="explore__empty">
      <p className="explore__empty-title">{SEARCH_TEXT.noResults(search.q)}</p>
      {nearestNames.length > 0 && (
        <p>
          {SEARCH_TEXT.didYouMean}{' '}
          {nearestNames.map((name, i) => (
            <span key={name}>
              {i > 0 && ', '}
              <Link to={explorePathForQuery(name)}>{name}</Link>
            </span>
          ))}
          ?
        </p>
      )}
      <ProductShelf id="explore-favourites" className="explore__favourites" title={SEARCH_TEXT.favourites} products={favourites} />
    </div>
  );
}
