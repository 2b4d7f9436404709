import { AdminProductResponse, AdminProductsResponse, type AdminProduct, type ImageOrderBody, type ProductInput, type ProductPatch } from '@shop/contract/admin';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { PRODUCT_TEXT } from '../pages/texts-catalogue';

const one = async (request: Promise<z.infer<typeof AdminProductResponse>>) => (await request).product;

/** GET /admin/products: every product, hidden ones included, in shop order. */
export async function fetchAdminProducts(signal?: AbortSignal): Promise<AdminProduct[]> {
  return (await apiRequest('/admin/products', AdminProductsResponse, { signal, fallbackMessage: PRODUCT_TEXT.listFailed })).products;
}

/** GET /admin/products/:id (404 "Product not found"). */
export function fetchAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return one(apiRequest(`/admin/products/${encodeURIComponent(id)}`, AdminProductResponse, { signal, fallbackMessage: PRODUCT_TEXT.oneFailed }));
}

/** POST /admin/products: 409 when the slug is taken. */
export function createProduct(body: ProductInput): Promise<AdminProduct> {
  return one(apiRequest('/admin/products', AdminProductResponse, { method: 'POST', body, fallbackMessage: PRODUCT_TEXT.saveFailed }));
}

/** PATCH /admin/products/:id with the changed fields only. */
export function updateProduct(id: string, patch: ProductPatch): Promise<AdminProduct> {
  return one(apiRequest(`/admin/products/${encodeURIComponent(id)}`, AdminProductResponse, { method: 'PATCH', body: patch, fallbackMessage: PRODUCT_TEXT.saveFailed }));
}

/** POST /admin/products/:id/images: one file in the multipart field `image`; the server checks type and size again. */
export function uploadProductImage(id: string, file: File): Promise<AdminProduct> {
  const form = new FormData();
  form.append('image', file, file.name);
  return one(apiRequest(`/admin/products/${encodeURIComponent(id)}/images`, AdminProductResponse, { method: 'POST', body: form, fallbackMessage: PRODUCT_TEXT.uploadFailed }));
}

/** DELETE /admin/products/:id/images/:index */
export function removeProductImage(id: string, index: number): Promise<AdminProduct> {
  return one(apiRequest(`/admin/products/${encodeURIComponent(id)}/images/${index}`, AdminProductResponse, { method: 'DELETE', fallbackMessage: PRODUCT_TEXT.removeFailed }));
}

/** PUT /admin/products/:id/images: the image paths in their new order; the first is the main image. */
export function reorderProductImages(id: string, images: string[]): Promise<AdminProduct> {
  const body: z.input<typeof ImageOrderBody> = { images };
  return one(apiRequest(`/admin/products/${encodeURIComponent(id)}/images`, AdminProductResponse, { method: 'PUT', body, fallbackMessage: PRODUCT_TEXT.orderFailed }));
}
