import { PincodeLookupResponse, PincodeParams } from '@shop/contract/pincodes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../lib/openapi';
import type { PincodesService } from '../modules/pincodes/pincodes.service';

const doc = routeDoc('users');

/** GET /pincodes/:pincode: city and state for the address forms. */
export const pincodesRoutes: FastifyPluginAsyncZod<{ pincodes: PincodesService }> = async (app, { pincodes }) => {
  app.get(
    '/pincodes/:pincode',
    { schema: doc('City (district) and state of an Indian pincode, from India Post', { params: PincodeParams }, { 200: PincodeLookupResponse }, 400, 404) },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return pincodes.lookup(request.params.pincode);
    },
  );
};
