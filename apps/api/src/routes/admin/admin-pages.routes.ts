import { AdminPageResponse, AdminPageSectionInput, AdminPageSectionParams, AdminPagesResponse, PageParams } from '@shop/contract/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../../lib/openapi';
import type { PagesService } from '../../modules/pages/pages.service';
import { staffActor } from './staff-actor';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

/** The shop's pages in the console: each section's English beside its other languages, saved one language at a time. */
export const adminPagesRoutes: FastifyPluginAsyncZod<{ pages: PagesService }> = async (app, { pages }) => {
  app.get(
    '/admin/pages',
    { schema: doc('The stored pages, with how many sections each has and how many are written in each other language', {}, { 200: AdminPagesResponse }) },
    async () => ({ success: true as const, pages: await pages.list() }),
  );

  app.get(
    '/admin/pages/:key',
    { schema: doc("A page's sections, each with its words in every language, for editing side by side", { params: PageParams }, { 200: AdminPageResponse }, 400) },
    async (request) => ({ success: true as const, page: await pages.adminPage(request.params.key) }),
  );

  app.put(
    '/admin/pages/:key/sections/:section/:locale',
    {
      schema: doc(
        "Save a section's heading and body in one language, made from `expectedVersion` (0: none yet); 409 when someone saved another meanwhile; in a translation an empty field shows the English, English needs both (422)",
        { params: AdminPageSectionParams, body: AdminPageSectionInput },
        { 200: AdminPageResponse },
        400,
        404,
        409,
        422,
      ),
    },
    async (request) => {
      const { key, section, locale } = request.params;
      return { success: true as const, page: await pages.saveSection(key, section, locale, request.body, staffActor(request)) };
    },
  );
};
