import { AdminProductResponse, AdminProductsResponse, type AdminProduct, type ImageOrderBody, type ProductInput, type ProductPatch } from '@shop/contract/admin';
import type { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { PRODUCT_TEXT } from '../pages/texts-catalogue';
import { recordChanges } from './record-change';
import { readQuery } from './read-query';

const productOf = (answer: z.infer<typeof AdminProductResponse>) => answer.product;
const productPath = (id: string) => `/admin/products/${encodeURIComponent(id)}`;
/** The list of every product (its entries name each product by id). */
const LIST = { type: 'Products', id: 'LIST' } as const;

const productQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/products: every product, hidden ones included, in shop order. */
    adminProducts: readQuery<AdminProduct[], typeof AdminProductsResponse>(build, { path: '/admin/products', schema: AdminProductsResponse, pick: (answer) => answer.products, failed: PRODUCT_TEXT.listFailed, tags: [LIST] }),

    /** GET /admin/products/:id (404 "Product not found"). */
    adminProduct: build.query<AdminProduct, string>({
      query: (id) => ({ path: productPath(id), schema: AdminProductResponse, fallbackMessage: PRODUCT_TEXT.oneFailed }),
      transformResponse: productOf,
      providesTags: (_product, _error, id) => [{ type: 'Products', id }],
    }),
  }),
});

const productsApi = productQueries.injectEndpoints({
  endpoints: (build) => {
    // A change answers with the product as the server now has it: that is the product's page at once; the list and
    // the dashboard's low stock load again.
    const change = recordChanges(build, {
      schema: AdminProductResponse,
      record: productOf,
      put: (_arg, product) => productQueries.util.upsertQueryData('adminProduct', product._id, product),
      invalidates: (product) => (product ? [LIST, 'Dashboard'] : []),
    });

    return {
      /** POST /admin/products: 409 when the slug is taken. */
      createProduct: change<ProductInput>((body) => ({ path: '/admin/products', method: 'POST', body, fallbackMessage: PRODUCT_TEXT.saveFailed })),

      /** PATCH /admin/products/:id with the changed fields only (Hide and Show are such a change). */
      updateProduct: change<{ id: string; patch: ProductPatch }>(({ id, patch }) => ({ path: productPath(id), method: 'PATCH', body: patch, fallbackMessage: PRODUCT_TEXT.saveFailed })),

      /** POST /admin/products/:id/images: one file in the multipart field `image`; the server checks type and size again. */
      uploadProductImage: change<{ id: string; file: File }>(({ id, file }) => {
        const form = new FormData();
        form.append('image', file, file.name);
        return { path: `${productPath(id)}/images`, method: 'POST', body: form, fallbackMessage: PRODUCT_TEXT.uploadFailed };
      }),

      /** DELETE /admin/products/:id/images/:index */
      removeProductImage: change<{ id: string; index: number }>(({ id, index }) => ({ path: `${productPath(id)}/images/${index}`, method: 'DELETE', fallbackMessage: PRODUCT_TEXT.removeFailed })),

      /** PUT /admin/products/:id/images: the image paths in their new order; the first is the main image. */
      reorderProductImages: change<{ id: string; images: string[] }>(({ id, images }) => {
        const body: z.input<typeof ImageOrderBody> = { images };
        return { path: `${productPath(id)}/images`, method: 'PUT', body, fallbackMessage: PRODUCT_TEXT.orderFailed };
      }),
    };
  },
});

export const {
  useAdminProductsQuery,
  useAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadProductImageMutation,
  useRemoveProductImageMutation,
  useReorderProductImagesMutation,
} = productsApi;
