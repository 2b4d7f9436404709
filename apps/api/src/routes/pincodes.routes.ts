import { PincodeLookupResponse, PincodeParams } from '@shop/contract/pincodes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/openapi';
import type { PincodesService } from '../modules/pincodes/pincodes.service';

/** GET /pincodes/:pincode: city and state for the address forms. */
export const pincodesRoutes: FastifyPluginAsyncZod<{ pincodes: PincodesService }> = async (app, { pincodes }) => {
  app.get(
    '/pincodes/:pincode',
    {
      schema: {
        tags: ['users'],
        summary: 'City (district) and state of an Indian pincode, from India Post',
        params: PincodeParams,
        response: { 200: PincodeLookupResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return pincodes.lookup(request.params.pincode);
    },
  );
};
