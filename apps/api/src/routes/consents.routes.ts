import { ConsentChangesBody, ConsentsResponse, StopLinkParams, StopLinkResponse } from '@shop/contract/consents';
import { normaliseIndianMobile } from '@shop/contract/auth';
import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidFields } from '../lib/errors';
import { routeDoc } from '../lib/openapi';
import { secretMatches } from '../lib/shared-secret';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { ConsentsService } from '../modules/consents/consents.service';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import { privateAnswer } from './private-answer';

const doc = routeDoc('users');

export interface ConsentsRoutesOptions {
  consents: ConsentsService;
  notifications: NotificationsService;
  guard: AuthGuard;
  /** Meta's app secret (signs WhatsApp webhooks) and verify token (checks the subscription). */
  whatsAppAppSecret: string | undefined;
  whatsAppVerifyToken: string | undefined;
  /** The SMS provider's shared secret for replies. */
  smsInboundSecret: string | undefined;
}

const InboundSms = z.object({ from: z.string().min(1).max(32), text: z.string().max(1000) });

/** The parts of Meta's webhook a reply is read from; everything else in it is ignored. */
const WhatsAppWebhook = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  messages: z
                    .array(
                      z
                        .object({
                          from: z.string().max(32),
                          text: z.object({ body: z.string().max(4096) }).optional(),
                          button: z.object({ text: z.string().max(256) }).optional(),
                        })
                        .loose(),
                    )
                    .max(100)
                    .optional(),
                })
                .loose(),
            })
            .loose(),
          )
          .max(100),
      })
      .loose(),
    )
    .max(100),
});

const Handled = z.object({ success: z.literal(true), withdrawn: z.number().int() });

/**
 * Consent (decision 037): the customer's choices and their ledger; stop links that work without signing in (the
 * link's signature is the authority, for one customer and one purpose); STOP replies by text and WhatsApp.
 */
export const consentsRoutes: FastifyPluginAsyncZod<ConsentsRoutesOptions> = async (app, options) => {
  const { consents, notifications, guard } = options;
  // A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form: the link's token
  // says everything, so the form's body is read and set aside.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  const viewOf = async (userId: string) => {
    const { preferences } = await notifications.preferences(userId);
    return consents.view(userId, preferences);
  };

  app.get(
    '/user/consents',
    { onRequest: guard.requireUser, schema: doc('What the customer agreed to, purpose by purpose, and the newest entries of their consent ledger', {}, { 200: ConsentsResponse }, 401) },
    async (request, reply) => privateAnswer(reply, await viewOf(request.user!.userId)),
  );

  app.put(
    '/user/consents',
    {
      onRequest: guard.requireUser,
      schema: doc('Agree to or withdraw reminders and offers (per channel) and analytics cookies, each to the wording shown (409 consent.versionUnknown when it is not the current one)', { body: ConsentChangesBody }, { 200: ConsentsResponse }, 400, 401, 409),
    },
    async (request, reply) => {
      await consents.change(request.user!.userId, request.body);
      return privateAnswer(reply, await viewOf(request.user!.userId));
    },
  );

  // Opening a link changes nothing (mail scanners and link previews open links too); the page's one button does.
  app.get(
    '/consents/stop/:token',
    { schema: doc('What a stop link in a reminder or offer names, and whether the customer still gets those messages (403 for a link the shop did not make)', { params: StopLinkParams }, { 200: StopLinkResponse }, 400, 403) },
    async (request, reply) => privateAnswer(reply, await consents.showStop(request.params.token)),
  );

  app.post(
    '/consents/stop/:token',
    { schema: doc('Stop the reminders and offers a stop link names, at once; the same link used again changes nothing (also the mail header’s one-click unsubscribe, RFC 8058)', { params: StopLinkParams }, { 200: StopLinkResponse }, 400, 403) },
    async (request, reply) => privateAnswer(reply, await consents.stop(request.params.token)),
  );

  app.post(
    '/webhooks/sms/inbound',
    { schema: doc("A reply to one of the shop's texts, from the SMS provider (x-api-key): STOP withdraws reminders and offers by SMS for the number", { body: InboundSms }, { 200: Handled }, 400, 401) },
    async (request) => {
      if (!secretMatches(options.smsInboundSecret, request.headers['x-api-key'])) throw new AppError('auth.unauthorized');
      const phone = normaliseIndianMobile(request.body.from);
      return { success: true as const, withdrawn: phone ? await consents.stopByReply('sms', phone, request.body.text) : 0 };
    },
  );

  app.get(
    '/webhooks/whatsapp',
    {
      schema: doc("Meta's check of the WhatsApp webhook subscription: answers the challenge when the verify token matches", {
        querystring: z.object({ 'hub.mode': z.literal('subscribe'), 'hub.verify_token': z.string().max(256), 'hub.challenge': z.string().max(256) }),
      }, { 200: z.string() }, 400, 401),
    },
    async (request, reply) => {
      if (!secretMatches(options.whatsAppVerifyToken, request.query['hub.verify_token'])) throw new AppError('auth.unauthorized');
      return reply.type('text/plain').send(request.query['hub.challenge']);
    },
  );

  // Meta signs the webhook over its exact bytes, so this route keeps the body as a string.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/webhooks/whatsapp',
      { schema: doc("Replies to the shop's WhatsApp messages, from Meta (X-Hub-Signature-256): STOP or the template's stop button withdraws reminders and offers on WhatsApp", { headers: z.object({ 'x-hub-signature-256': z.string().min(1).max(256) }).loose() }, { 200: Handled }, 400, 401) },
      async (request) => {
        const raw = String(request.body ?? '');
        const secret = options.whatsAppAppSecret;
        const expected = secret ? `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` : undefined;
        if (!secretMatches(expected, request.headers['x-hub-signature-256'])) throw new AppError('auth.unauthorized');
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new AppError('request.invalidJson');
        }
        const body = WhatsAppWebhook.safeParse(parsed);
        if (!body.success) throw invalidFields(body.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
        let withdrawn = 0;
        for (const message of body.data.entry.flatMap((e) => e.changes.flatMap((c) => c.value.messages ?? []))) {
          const phone = normaliseIndianMobile(message.from);
          const text = message.text?.body ?? message.button?.text;
          if (phone && text) withdrawn += await consents.stopByReply('whatsapp', phone, text);
        }
        return { success: true as const, withdrawn };
      },
    );
  });
};
