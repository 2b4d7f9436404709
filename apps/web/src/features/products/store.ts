import type { Product, ProductVariant } from '@shop/contract/catalog';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { apiRequest, lazySchemas } from '../../lib/api-client';
import { PRODUCT_TEXT } from './texts';

/** The catalog schemas, loaded with the first answer that needs them: the first view carries no validation library. */
const catalogSchema = lazySchemas(() => import('@shop/contract/catalog'));

export interface ProductsState {
  products: Product[];
  product: Product | null;
  similarProducts: Product[];
  variants: ProductVariant[];
  loading: boolean;
  error: string | null;
  productLoading: boolean;
  productError: string | null;
}

const initialState: ProductsState = {
  products: [],
  product: null,
  similarProducts: [],
  variants: [],
  loading: false,
  error: null,
  productLoading: false,
  productError: null,
};

export const fetchProducts = createAsyncThunk(
  'products/fetchAll',
  async (_: void, { rejectWithValue }) => {
    try {
      const data = await apiRequest('/products/all-products', catalogSchema('ProductListResponse'), { fallbackMessage: PRODUCT_TEXT.fetchProductsFailed });
      return data.products;
    } catch (err) {
      return rejectWithValue((err as Error).message);
    }
  },
  // Home and shop both ask on mount (twice under StrictMode): one request in flight is enough.
  { condition: (_: void, { getState }) => !(getState() as { products: ProductsState }).products.loading },
);

export const fetchProductById = createAsyncThunk('products/fetchOne', async (id: string, { rejectWithValue, signal }) => {
  try {
    return await apiRequest(`/products/get-product-by/${encodeURIComponent(id)}`, catalogSchema('ProductDetailResponse'), {
      fallbackMessage: PRODUCT_TEXT.fetchProductFailed,
      signal,
    });
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
      .addCase(fetchProducts.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchProducts.fulfilled, (state, action) => {
        state.loading = false;
        state.products = action.payload;
      })
      .addCase(fetchProducts.rejected, (state, action) => {
        state.loading = false;
        state.error = (action.payload as string | undefined) ?? PRODUCT_TEXT.fetchProductsFailed;
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
      })
      .addCase(fetchProductById.rejected, (state, action) => {
        // The page left this product (or StrictMode re-ran the effect): a newer request owns the state.
        if (action.meta.aborted) return;
        state.productLoading = false;
        state.product = null;
        state.similarProducts = [];
        state.variants = [];
        state.productError = (action.payload as string | undefined) ?? PRODUCT_TEXT.fetchProductFailed;
      });
  },
});

export const productsReducer = productsSlice.reducer;
