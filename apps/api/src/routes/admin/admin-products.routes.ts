import fastifyMultipart from '@fastify/multipart';
import {
  ADMIN_LIMITS,
  AdminProductParams,
  AdminProductResponse,
  AdminProductsResponse,
  ImageOrderBody,
  ImageParams,
  ProductInput,
  ProductPatch,
  StockAdjustmentBody,
} from '@shop/contract/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { isProductImageType } from '../../lib/image-type';
import type { CatalogAdminService } from '../../modules/catalog/catalog-admin.service';
import { staffActor } from './staff-actor';

/** The multipart field the image file is sent in. */
const IMAGE_FIELD = 'image';

/**
 * The uploaded image's bytes, refused early when the client declares a type we do not take. Multipart is parsed
 * only here, so its errors become the shared error body rather than a 500.
 */
async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('admin.imageForm');
  try {
    const file = await request.file();
    if (!file || file.fieldname !== IMAGE_FIELD || !file.filename) {
      file?.file.resume();
      throw new AppError('admin.imageMissing');
    }
    if (!isProductImageType(file.mimetype)) {
      file.file.resume();
      throw new AppError('admin.imageType');
    }
    return await file.toBuffer();
  } catch (err) {
    throw asUploadError(err);
  }
}

function asUploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('admin.imageTooLarge');
  // The multipart plugin's own errors carry a status; the parser's (a missing boundary, a cut-off body) do not.
  return statusCode ? err : new AppError('admin.imageFormBroken');
}

/** Products in the operations console: every product (hidden too), edits, and images uploaded to the storage. */
export const adminProductsRoutes: FastifyPluginAsyncZod<{ catalogAdmin: CatalogAdminService }> = async (app, { catalogAdmin }) => {
  // Registered here only, so no other route accepts multipart bodies. The global 1 MB body limit does not bind
  // multipart streams; fileSize is the limit that does.
  await app.register(fastifyMultipart, { limits: { fileSize: ADMIN_LIMITS.maxImageBytes, files: 1 } });

  app.get(
    '/admin/products',
    { schema: { tags: ['admin'], summary: 'Every product, hidden ones too, by sort order then name', response: { 200: AdminProductsResponse, ...errorResponses(401, 403) } } },
    async () => ({ success: true as const, products: await catalogAdmin.listProducts() }),
  );

  app.get(
    '/admin/products/:id',
    { schema: { tags: ['admin'], summary: 'One product', params: AdminProductParams, response: { 200: AdminProductResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => ({ success: true as const, product: await catalogAdmin.getProduct(request.params.id) }),
  );

  app.post(
    '/admin/products',
    {
      schema: { tags: ['admin'], summary: 'Add a product (without images)', body: ProductInput, response: { 201: AdminProductResponse, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.status(201).send({ success: true as const, product: await catalogAdmin.createProduct(request.body, staffActor(request)) }),
  );

  app.patch(
    '/admin/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change some of a product\'s fields; { "hidden": true } takes it off the shop',
        params: AdminProductParams,
        body: ProductPatch,
        response: { 200: AdminProductResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ success: true as const, product: await catalogAdmin.updateProduct(request.params.id, request.body, staffActor(request)) }),
  );

  app.post(
    '/admin/products/:id/stock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adjust the stock by a number of units (+ received, − written off), keeping any sale made meanwhile',
        params: AdminProductParams,
        body: StockAdjustmentBody,
        response: { 200: AdminProductResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      product: await catalogAdmin.adjustStock(request.params.id, request.body.delta, request.body.note || undefined, staffActor(request)),
    }),
  );

  app.post(
    '/admin/products/:id/images',
    {
      schema: {
        tags: ['admin'],
        summary: `Upload an image (multipart/form-data, file field "${IMAGE_FIELD}": JPEG, PNG or WebP) and add it after the others`,
        consumes: ['multipart/form-data'],
        params: AdminProductParams,
        response: { 200: AdminProductResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
      // A body of a type no parser takes would otherwise be told to be JSON; rethrown errors reach the app's handler.
      errorHandler: (error) => {
        throw error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? new AppError('admin.imageForm') : error;
      },
    },
    async (request) => {
      const bytes = await readImageUpload(request);
      return { success: true as const, product: await catalogAdmin.addImage(request.params.id, bytes, staffActor(request)) };
    },
  );

  app.delete(
    '/admin/products/:id/images/:index',
    { schema: { tags: ['admin'], summary: 'Remove one of a product\'s images', params: ImageParams, response: { 200: AdminProductResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ success: true as const, product: await catalogAdmin.removeImage(request.params.id, request.params.index, staffActor(request)) }),
  );

  app.put(
    '/admin/products/:id/images',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put a product\'s images in a new order (the same paths, each once)',
        params: AdminProductParams,
        body: ImageOrderBody,
        response: { 200: AdminProductResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, product: await catalogAdmin.reorderImages(request.params.id, request.body.images, staffActor(request)) }),
  );
};
