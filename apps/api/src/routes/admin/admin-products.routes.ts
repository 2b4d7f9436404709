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
import { AdminProductTranslationsResponse, ProductTranslationInput } from '@shop/contract/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { getView } from '../read-routes';
import { readUpload, type UploadForm } from '../uploads';
import { routeDoc } from '../../lib/openapi';
import { isProductImageType } from '../../lib/image-type';
import type { CatalogAdminService } from '../../modules/catalog/catalog-admin.service';
import { staffActor } from './staff-actor';
import { registerTranslationRoutes } from './translation-routes';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

/** The product image form: one image in the field `image`. */
const IMAGE_UPLOAD: UploadForm = {
  field: 'image',
  accepts: isProductImageType,
  refusals: { notMultipart: 'admin.imageForm', missing: 'admin.imageMissing', type: 'admin.imageType', tooLarge: 'admin.imageTooLarge', broken: 'admin.imageFormBroken' },
};

/** Products in the operations console: every product (hidden too), edits, and images uploaded to the storage. */
export const adminProductsRoutes: FastifyPluginAsyncZod<{ catalogAdmin: CatalogAdminService }> = async (app, { catalogAdmin }) => {
  // Registered here only, so no other route accepts multipart bodies. The global 1 MB body limit does not bind
  // multipart streams; fileSize is the limit that does.
  await app.register(fastifyMultipart, { limits: { fileSize: ADMIN_LIMITS.maxImageBytes, files: 1 } });

  getView(app, '/admin/products', doc('Every product, hidden ones too, by sort order then name', {}, { 200: AdminProductsResponse }), async () => ({ products: await catalogAdmin.listProducts() }));

  app.get(
    '/admin/products/:id',
    { schema: doc('One product', { params: AdminProductParams }, { 200: AdminProductResponse }, 404) },
    async (request) => ({ success: true as const, product: await catalogAdmin.getProduct(request.params.id) }),
  );

  app.post(
    '/admin/products',
    { schema: doc('Add a product (without images)', { body: ProductInput }, { 201: AdminProductResponse }, 400, 409) },
    async (request, reply) => reply.status(201).send({ success: true as const, product: await catalogAdmin.createProduct(request.body, staffActor(request)) }),
  );

  app.patch(
    '/admin/products/:id',
    { schema: doc('Change some of a product\'s fields; { "hidden": true } takes it off the shop', { params: AdminProductParams, body: ProductPatch }, { 200: AdminProductResponse }, 400, 404, 409) },
    async (request) => ({ success: true as const, product: await catalogAdmin.updateProduct(request.params.id, request.body, staffActor(request)) }),
  );

  registerTranslationRoutes(
    app,
    '/admin/products/:id',
    {
      read: "The product's English words beside each other language's, for editing side by side",
      save: "Save the product's words in one language, made from `expectedVersion` (0: none yet); 409 when someone saved another meanwhile; an empty field shows the English",
      params: AdminProductParams,
      input: ProductTranslationInput,
      answer: AdminProductTranslationsResponse,
    },
    catalogAdmin,
  );

  app.post(
    '/admin/products/:id/stock',
    { schema: doc('Adjust the stock by a number of units (+ received, − written off), keeping any sale made meanwhile', { params: AdminProductParams, body: StockAdjustmentBody }, { 200: AdminProductResponse }, 400, 404, 409) },
    async (request) => ({
      success: true as const,
      product: await catalogAdmin.adjustStock(request.params.id, request.body.delta, request.body.note || undefined, staffActor(request)),
    }),
  );

  app.post(
    '/admin/products/:id/images',
    {
      schema: doc(`Upload an image (multipart/form-data, file field "${IMAGE_UPLOAD.field}": JPEG, PNG or WebP) and add it after the others`, { params: AdminProductParams, consumes: ['multipart/form-data'] }, { 200: AdminProductResponse }, 400, 404, 409, 413, 415),
      // A body of a type no parser takes would otherwise be told to be JSON; rethrown errors reach the app's handler.
      errorHandler: (error) => {
        throw error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? new AppError('admin.imageForm') : error;
      },
    },
    async (request) => {
      const bytes = await readUpload(request, IMAGE_UPLOAD);
      return { success: true as const, product: await catalogAdmin.addImage(request.params.id, bytes, staffActor(request)) };
    },
  );

  app.delete(
    '/admin/products/:id/images/:index',
    { schema: doc('Remove one of a product\'s images', { params: ImageParams }, { 200: AdminProductResponse }, 400, 404) },
    async (request) => ({ success: true as const, product: await catalogAdmin.removeImage(request.params.id, request.params.index, staffActor(request)) }),
  );

  app.put(
    '/admin/products/:id/images',
    { schema: doc('Put a product\'s images in a new order (the same paths, each once)', { params: AdminProductParams, body: ImageOrderBody }, { 200: AdminProductResponse }, 400, 404) },
    async (request) => ({ success: true as const, product: await catalogAdmin.reorderImages(request.params.id, request.body.images, staffActor(request)) }),
  );
};
