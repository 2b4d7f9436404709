import { DevIdentityTokenBody, DevIdentityTokenResponse, DevMessagesQuery, DevMessagesResponse, type DevMessage } from '@shop/contract/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDevMessages, type DevMessageRow } from '../adapters/dev-messages';
import type { DevIdentity } from '../adapters/identity/dev-identity';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { routeDoc } from '../lib/openapi';
import { parseDestination } from '../modules/auth/otp';

const doc = routeDoc('dev');

export interface DevRoutesOptions {
  db: Db;
  now: () => Date;
  /** Present while the offline identity provider stands in for Google. */
  devIdentity: DevIdentity | null;
  /** Sends a customer's cart reminder now (no wait, day or night): to see one in the mailbox. */
  sendReminderNow: (userId: string) => Promise<string>;
  /** The refill reminder of the customer's latest litter order, written and sent now. */
  sendRefillNow: (userId: string) => Promise<string>;
}

const PAGE_LIMIT = 200;

const toMessage = (row: DevMessageRow): DevMessage => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  createdAt: row.createdAt.toISOString(),
});

/** A recipient as stored: emails lower-cased, phones as +91…; a "+" lost to query-string decoding is forgiven. */
function recipientOf(to: string): string {
  return parseDestination(to)?.address ?? to.trim();
}

function mailboxPage(messages: DevMessage[]): string {
  const e = escapeHtml;
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${e(m.channel === 'sms' ? 'SMS' : m.channel === 'whatsapp' ? 'WhatsApp' : 'Email')}</strong> to <code>${e(m.recipient)}</code>
    <time datetime="${e(m.createdAt)}">${e(m.createdAt)}</time></header>
  <h2>${e(m.subject)}</h2>
  <pre>${e(m.text)}</pre>
  ${m.html ? `<details><summary>HTML version</summary><iframe sandbox title="${e(m.subject)}" srcdoc="${e(m.html)}"></iframe></details>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}
header{color:#555;font-size:.9rem;display:flex;gap:.5rem;flex-wrap:wrap}
time{margin-left:auto}
h2{font-size:1.1rem;margin:.5rem 0}
pre{white-space:pre-wrap;background:#f7f7f7;padding:.75rem;border-radius:6px}
iframe{width:100%;height:480px;border:1px solid #eee}
</style></head>
<body>
<h1>Dev mailbox</h1>
<p>Mail and text messages the shop would have sent, newest first. This page exists only while the offline adapters are in use.</p>
${items || '<p>No messages yet.</p>'}
</body>
</html>`;
}

/** Dev-only helpers for the offline adapters: the mailbox and the identity provider. Never registered in production. */
export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (app, { db, now, devIdentity, sendReminderNow, sendRefillNow }) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listDevMessages(db, { limit: PAGE_LIMIT });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxPage(rows.map(toMessage)));
  });

  app.get(
    '/dev/mailbox/messages',
    { schema: doc('Messages kept by the offline mail and SMS adapters, newest first', { querystring: DevMessagesQuery }, { 200: DevMessagesResponse }, 400, 500, 503) },
    async (request, reply) => {
      const { to } = request.query;
      const rows = await listDevMessages(db, { recipient: to === undefined ? undefined : recipientOf(to), limit: PAGE_LIMIT });
      reply.header('cache-control', 'no-store');
      return { messages: rows.map(toMessage) };
    },
  );

  /** A route that sends one of a customer's reminders now, the customer named by their email. */
  function remindNow(url: string, summary: string, send: (userId: string) => Promise<string>) {
    app.post(url, { schema: doc(summary, { body: z.object({ email: z.email() }) }, { 200: z.object({ outcome: z.string() }) }, 400) }, async (request) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, request.body.email.toLowerCase())).limit(1);
      return { outcome: user ? await send(user.id) : 'no such customer' };
    });
  }
  remindNow('/dev/reminders/send-now', "Send a customer's cart reminder now, without the wait or the night (consent, stock and once per cart still hold)", sendReminderNow);
  remindNow('/dev/reminders/refill-now', "Send the refill reminder of a customer's latest litter order now, without the wait or the night (consent and stock still hold)", sendRefillNow);

  if (!devIdentity) return;

  app.get(
    '/dev/identity/jwks.json',
    { schema: doc('Public keys of the offline identity provider', {}, { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) }) },
    async () => ({ keys: devIdentity.jwks.keys.map((k) => ({ ...k })) }),
  );

  app.post(
    '/dev/identity/token',
    { schema: doc('An ID token like Google’s, for the offline "Sign in with Google"', { body: DevIdentityTokenBody }, { 200: DevIdentityTokenResponse }, 400, 500) },
    async (request) => {
      const { email, name, emailVerified } = request.body;
      return { credential: await devIdentity.issueToken({ email, name, emailVerified }, now()) };
    },
  );
};
