import { SearchMissListResponse, Synonym, SynonymBody, SynonymListResponse, SynonymParams } from '@shop/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi';
import type { CatalogSearchAdminService } from '../../modules/catalog/catalog-search-admin.service';
import { staffActor } from './staff-actor';

/** Search in the operations console: the synonym list staff edit, and the searches that found nothing. */
export const adminSearchRoutes: FastifyPluginAsyncZod<{ searchAdmin: CatalogSearchAdminService }> = async (app, { searchAdmin }) => {
  app.get(
    '/admin/search/synonyms',
    { schema: { tags: ['admin'], summary: 'The synonym list, by term', response: { 200: SynonymListResponse, ...errorResponses(401, 403) } } },
    async () => ({ synonyms: await searchAdmin.listSynonyms() }),
  );

  app.post(
    '/admin/search/synonyms',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an entry: a search for the term or any of its synonyms finds all of them',
        body: SynonymBody,
        response: { 201: Synonym, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await searchAdmin.createSynonym(request.body, staffActor(request))),
  );

  app.put(
    '/admin/search/synonyms/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace an entry\'s term and synonyms',
        params: SynonymParams,
        body: SynonymBody,
        response: { 200: Synonym, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => searchAdmin.updateSynonym(request.params.id, request.body, staffActor(request)),
  );

  app.delete(
    '/admin/search/synonyms/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove an entry',
        params: SynonymParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await searchAdmin.deleteSynonym(request.params.id, staffActor(request));
      return { success: true as const };
    },
  );

  app.get(
    '/admin/search/misses',
    {
      schema: {
        tags: ['admin'],
        summary: 'Searches that found nothing, most frequent first (the words only, never who searched)',
        response: { 200: SearchMissListResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ misses: await searchAdmin.listMisses() }),
  );
};
