import { AUTH_RATE_LIMITS, MessageResponse } from '@shop/contract/auth';
import {
  CreateProfileBody,
  CreateProfileResponse,
  PHONE_MESSAGES,
  PROFILE_MESSAGES,
  UpdateProfileBody,
  UserDetailsResponse,
  VerifyPhoneBody,
} from '@shop/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeDoc } from '../lib/openapi';
import { perMinute } from '../lib/rate-limit';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { AuthService } from '../modules/auth/auth.service';
import type { UsersService } from '../modules/users/users.service';
import type { CompleteProfileWorkflow } from '../workflows/complete-profile';
import { privateAnswer } from './private-answer';

const doc = routeDoc('users');

export interface UsersRoutesOptions {
  users: UsersService;
  /** The profile-completion form, with the consent boxes ticked on it. */
  completeProfile: CompleteProfileWorkflow;
  /** Verifying the profile's phone number sends and checks one-time codes, which the auth service owns. */
  auth: Pick<AuthService, 'sendPhoneCode' | 'verifyPhone'>;
  guard: AuthGuard;
}

const MessageOk = MessageResponse.extend({ success: z.literal(true) });

/** The signed-in customer's own profile, addresses and phone verification. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { users, completeProfile, auth, guard }) => {
  // onRequest: an anonymous caller gets 401 before its body is even validated.
  app.addHook('onRequest', guard.requireUser);

  app.post(
    '/user/me-create-profile',
    {
      schema: doc(
        'Save the profile-completion form (name, phone, primary address) and, optionally, the consent boxes ticked on it (recorded as given at sign-up)',
        { body: CreateProfileBody },
        { 200: CreateProfileResponse },
        400,
        401,
        409,
        422,
        429,
      ),
    },
    async (request) => {
      await completeProfile.complete(request.user!.userId, request.body);
      return { success: true as const, hasDetails: true as const, message: PROFILE_MESSAGES.saved };
    },
  );

  app.get(
    '/user/me',
    { schema: doc("The signed-in user's details; 404 until the profile is completed", {}, { 200: UserDetailsResponse }, 401, 404) },
    async (request, reply) => privateAnswer(reply, { userDetails: await users.getDetails(request.user!.userId) }),
  );

  app.put(
    '/user/me-update-profile',
    { schema: doc('Change name, phone number or the address list (exactly one primary)', { body: UpdateProfileBody }, { 200: UserDetailsResponse }, 400, 401, 404, 409, 429) },
    async (request) => ({ success: true as const, userDetails: await users.updateProfile(request.user!.userId, request.body) }),
  );

  app.post(
    '/user/verify-phone/send-code',
    {
      config: { rateLimit: perMinute(AUTH_RATE_LIMITS.codesPerMinute) },
      schema: doc("Text a code to the profile's mobile number, to verify it", {}, { 200: MessageOk }, 400, 401, 409, 429, 500, 503),
    },
    async (request) => {
      await auth.sendPhoneCode(request.user!.userId, { userAgent: request.headers['user-agent'] ?? null, ip: request.ip });
      return { success: true as const, message: PHONE_MESSAGES.codeSent };
    },
  );

  app.post(
    '/user/verify-phone',
    {
      config: { rateLimit: perMinute(AUTH_RATE_LIMITS.perMinute) },
      schema: doc('Check the code texted to the profile’s mobile number: it becomes a login for this account alone', { body: VerifyPhoneBody }, { 200: MessageOk }, 400, 401, 409, 429, 500, 503),
    },
    async (request) => {
      await auth.verifyPhone(request.user!.userId, request.body.otp);
      return { success: true as const, message: PHONE_MESSAGES.verified };
    },
  );
};
