import { SEARCH_BOX_TEXT } from './components/search-form-parts';

/** Words of the shop's search: the boxes, the shop page's results and filters. */
export const SEARCH_TEXT = {
  ...SEARCH_BOX_TEXT,
  pageBoxLabel: 'Search the shop',
  suggestionsLabel: 'Suggested products',
  suggestionCount: (n: number) => (n === 1 ? '1 suggestion: use the up and down arrows to choose' : `${n} suggestions: use the up and down arrows to choose`),
  resultsTitle: (q: string) => `Results for “${q}”`,
  resultCount: (n: number) => (n === 1 ? '1 product' : `${n} products`),
  showingRange: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} products`,
  noResults: (q: string) => (q ? `Nothing found for “${q}”.` : 'No products match these filters.'),
  didYouMean: 'Did you mean',
  favourites: 'Our customers’ favourites',
  sortLabel: 'Sort by',
  sorts: { relevance: 'Relevance', 'price-asc': 'Price: low to high', 'price-desc': 'Price: high to low', rating: 'Customer rating', newest: 'Newest' },
  refineLabel: 'Sort and refine',
  filters: 'Filters',
  activeFilters: (n: number) => `${n} on`,
  packSize: 'Pack size',
  price: 'Price (₹)',
  minPrice: 'Lowest price in rupees',
  maxPrice: 'Highest price in rupees',
  inStock: 'In stock only',
  apply: 'Apply',
  previous: 'Previous page',
  next: 'Next page',
  pages: 'Result pages',
} as const;
