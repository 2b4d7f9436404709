import type { PriceBreakup, Product, ProductVariant } from '@shop/contract/catalog';
import type { SearchResponse } from '@shop/contract/search';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { apiRequest, lazySchemas } from '../../lib/api-client';
import { localeOfThunk } from '../../lib/i18n/request-language';
import { PRODUCT_TEXTS } from './texts';
import { trackRequests } from '../../lib/request-state';
import { textsOfDocument } from '../../lib/i18n/texts';

/** The catalog schemas, loaded with the first answer that needs them: the first view carries no validation library. */
const catalogSchema = lazySchemas(() => import('@shop/contract/catalog'));
const searchSchema = lazySchemas(() => import('@shop/contract/search'));

/** How many favourites a search that found nothing offers instead. */
export const FAVOURITES_SHOWN = 4;

/** The shop page's search (its address's query, see search-state.ts) and the server's answer to it. */
export interface SearchResultState {
  /** The search asked for last (its request key); the answer below belongs to it once loading is over. */
  key: string | null;
  result: SearchResponse | null;
  /** When the search found nothing: the shop's best-rated products, offered instead. */
  favourites: Product[];
  loading: boolean;
  error: string | null;
}

export interface ProductsState {
  products: Product[];
  product: Product | null;
  similarProducts: Product[];
  variants: ProductVariant[];
  /** The shown product's price broken up (GST within it, delivery); null until known. */
  priceBreakup: PriceBreakup | null;
  loading: boolean;
  error: string | null;
  productLoading: boolean;
  productError: string | null;
  search: SearchResultState;
}

const initialState: ProductsState = {
  products: [],
  product: null,
  similarProducts: [],
  variants: [],
  priceBreakup: null,
  loading: false,
  error: null,
  productLoading: false,
  productError: null,
  search: { key: null, result: null, favourites: [], loading: false, error: null },
};

export const fetchProducts = createAsyncThunk(
  'products/fetchAll',
  async (_: void, { rejectWithValue, extra }) => {
    try {
      const locale = localeOfThunk(extra);
      const data = await apiRequest('/products/all-products', catalogSchema('ProductListResponse'), {
        locale,
        fallbackMessage: PRODUCT_TEXTS[locale].fetchProductsFailed,
      });
      return data.products;
    } catch (err) {
      return rejectWithValue((err as Error).message);
    }
  },
  // Home and shop both ask on mount (twice under StrictMode): one request in flight is enough.
  { condition: (_: void, { getState }) => !(getState() as { products: ProductsState }).products.loading },
);

export const fetchProductById = createAsyncThunk('products/fetchOne', async (id: string, { rejectWithValue, signal, extra }) => {
  try {
    const locale = localeOfThunk(extra);
    return await apiRequest(`/products/get-product-by/${encodeURIComponent(id)}`, catalogSchema('ProductDetailResponse'), {
      locale,
      fallbackMessage: PRODUCT_TEXTS[locale].fetchProductFailed,
      signal,
    });
  } catch (err) {
    return rejectWithValue((err as Error).message);
  }
});

/**
 * One search of the shop page (`key` is its query string for GET /products/search). A search that finds nothing
 * also loads the best-rated products, so the page can offer them.
 */
export const fetchSearch = createAsyncThunk('products/search', async (key: string, { rejectWithValue, signal, extra }) => {
  const locale = localeOfThunk(extra);
  try {
    const result = await apiRequest(`/products/search?${key}`, searchSchema('SearchResponse'), { locale, fallbackMessage: PRODUCT_TEXTS[locale].searchFailed, signal });
    let favourites: Product[] = [];
    if (result.total === 0) {
      // Offered, never needed: a failure here leaves the page without them.
      favourites = await apiRequest(`/products/search?sort=rating&inStock=1&pageSize=${FAVOURITES_SHOWN}`, searchSchema('SearchResponse'), { locale, signal }).then(
        (r) => r.products,
        () => [],
      );
    }
    return { result, favourites };
  } catch (err) {
    return rejectWithValue((err as Error).message);
  }
});

const productsSlice = createSlice({
  name: 'products',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchProducts.fulfilled, (state, action) => {
        state.products = action.payload;
      })
      .addCase(fetchSearch.pending, (state, action) => {
        state.search.key = action.meta.arg;
        state.search.loading = true;
        state.search.error = null;
      })
      .addCase(fetchSearch.fulfilled, (state, action) => {
        if (state.search.key !== action.meta.arg) return;
        state.search.loading = false;
        state.search.result = action.payload.result;
        state.search.favourites = action.payload.favourites;
      })
      .addCase(fetchSearch.rejected, (state, action) => {
        // A newer search took its place: that one owns the state.
        if (action.meta.aborted || state.search.key !== action.meta.arg) return;
        state.search.loading = false;
        state.search.result = null;
        state.search.favourites = [];
        state.search.error = (action.payload as string | undefined) ?? textsOfDocument(PRODUCT_TEXTS).searchFailed;
      })
      .addCase(fetchProductById.pending, (state) => {
        state.productLoading = true;
        state.productError = null;
      })
      .addCase(fetchProductById.fulfilled, (state, action) => {
        state.productLoading = false;
        state.product = action.payload.product;
        state.similarProducts = action.payload.similarProducts;
        state.variants = action.payload.variants;
        state.priceBreakup = action.payload.priceBreakup ?? null;
      })
      .addCase(fetchProductById.rejected, (state, action) => {
        // The page left this product (or StrictMode re-ran the effect): a newer request owns the state.
        if (action.meta.aborted) return;
        state.productLoading = false;
        state.product = null;
        state.similarProducts = [];
        state.variants = [];
        state.priceBreakup = null;
        state.productError = (action.payload as string | undefined) ?? textsOfDocument(PRODUCT_TEXTS).fetchProductFailed;
      });
    trackRequests(builder, [fetchProducts], () => textsOfDocument(PRODUCT_TEXTS).fetchProductsFailed);
  },
});

export const productsReducer = productsSlice.reducer;
