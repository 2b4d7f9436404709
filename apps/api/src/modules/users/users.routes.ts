import { CreateProfileBody, CreateProfileResponse, PROFILE_MESSAGES, UpdateProfileBody, UserDetailsResponse } from '@shop/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import type { AuthGuard } from '../auth/auth.guard';
import type { UsersService } from './users.service';

/** The signed-in customer's own profile and addresses. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; guard: AuthGuard }> = async (app, { users, guard }) => {
  // onRequest: an anonymous caller gets 401 before its body is even validated.
  app.addHook('onRequest', guard.requireUser);

  app.post(
    '/user/me-create-profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Save the profile-completion form (name, phone, primary address)',
        body: CreateProfileBody,
        response: { 200: CreateProfileResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      await users.createProfile(request.user!.userId, request.body);
      return { success: true as const, hasDetails: true as const, message: PROFILE_MESSAGES.saved };
    },
  );

  app.get(
    '/user/me',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's details; 404 until the profile is completed",
        response: { 200: UserDetailsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, userDetails: await users.getDetails(request.user!.userId) };
    },
  );

  app.put(
    '/user/me-update-profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Change name, phone number or the address list (exactly one primary)',
        body: UpdateProfileBody,
        response: { 200: UserDetailsResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({ success: true as const, userDetails: await users.updateProfile(request.user!.userId, request.body) }),
  );
};
