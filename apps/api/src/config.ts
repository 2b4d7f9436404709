import { existsSync } from 'node:fs';
import path from 'node:path';
import { gstStateCode, isValidGstin } from '@shop/contract/invoices';
import { DATABASE_DEFAULTS, SERVER_TIMEOUTS } from '@shop/contract/operations';
import { DEFAULT_ZONE_TRANSIT_DAYS, DELIVERY_LIMITS, DELIVERY_ZONES, type DeliveryZone } from '@shop/contract/delivery';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@shop/contract/notifications';
import { REMINDER_KINDS } from '@shop/contract/reminder-rules';
import { z } from 'zod';

/** Repository root: two levels above apps/api. Relative paths in the configuration are taken from here. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const booleanFlag = (fallback: boolean) =>
  z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional())
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

/** "name=value,name=value" into a map, refusing names not in `names`. */
function keyedList<K extends string>(names: readonly K[], value: string, ctx: z.RefinementCtx, check: (v: string) => boolean, what: string): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [name, v] = entry.split('=').map((x) => x.trim());
    if (!name || v === undefined || !(names as readonly string[]).includes(name) || !check(v)) {
      ctx.addIssue({ code: 'custom', message: `must be comma-separated name=${what} pairs, names among ${names.join(', ')} (got "${entry}")` });
      return z.NEVER;
    }
    out[name as K] = v;
  }
  return out;
}

/** A `name=value,…` variable over a closed set of names, each value checked; unset: an empty map. */
const keyedVariable = <K extends string>(names: readonly K[], check: (v: string) => boolean, what: string) =>
  z
    .string()
    .default('')
    .transform((v, ctx) => keyedList(names, v, ctx, check, what));

/** A DLT-registered SMS template id. */
const isDltId = (t: string) => /^\d{10,25}$/.test(t);
/** An approved WhatsApp template name. */
const isTemplateName = (t: string) => /^[a-z0-9_]{1,512}$/.test(t);

const DEFAULT_WHATSAPP_TEMPLATES: Record<NotificationEvent, string> = {
  placed: 'order_placed',
  shipped: 'order_shipped',
  out_for_delivery: 'order_out_for_delivery',
  delivered: 'order_delivered',
  return_requested: 'return_requested',
  return_approved: 'return_approved',
  return_received: 'return_received',
  return_rejected: 'return_rejected',
  refund_processed: 'refund_processed',
  rto_delivered: 'order_returned_undelivered',
  lost: 'order_lost_in_transit',
};

export const ConfigSchema = z.object({
  /**
   * production: the real shop. development: a developer's own machine (what `npm start` sets), where the developer
   * tools (/dev/*) answer and loopback requests skip the per-address limits. Unset (or test) is neither: the tools
   * stay shut, since a shop run without it may well be reachable through a proxy on the same machine.
   */
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).optional()),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  /** Connections each API process keeps to PostgreSQL; N processes need N times this under max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(DATABASE_DEFAULTS.poolSize),
  /** A statement running longer is cancelled and the request answers 503; 0: no limit. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(DATABASE_DEFAULTS.statementTimeoutMs),
  /**
   * Redis for what several API processes must share (rate-limit counters); unset: kept in this process's memory,
   * right for one process only.
   */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional()),
  /** Share of requests written to the log as one short line (method, path, status, time); errors are always logged. */
  ACCESS_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(0.01),
  DATA_DIR: z.string().min(1).default('data'),
  /** Where uploaded product images are written (served at /media/uploads/). Unset: DATA_DIR/uploads. */
  UPLOAD_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  PUBLIC_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  PUBLIC_ASSET_BASE_URL: z
    .string()
    .default('/media')
    .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'must start with / or be an http(s) URL')
    .transform((v) => v.replace(/\/+$/, '')),
  GA_MEASUREMENT_ID: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^G-[A-Z0-9]{4,16}$/, 'must look like G-XXXXXXXXXX').optional(),
  ),
  SEED_ON_EMPTY: booleanFlag(true),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  CONTACT_EMAIL: z.email().default('care@purrfectlitter.in'),
  /** Signs access tokens. Required in production; elsewhere one is generated and kept in DATA_DIR. */
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** Origins allowed to send state-changing requests besides the shop's own (comma-separated). */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean)),
  /** SMTP server for mail, e.g. smtps://user:pass@smtp.example.com:465. Unset: the dev mailbox. */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().default('Purrfect Litter <no-reply@purrfectlitter.in>'),
  /** SMS provider endpoint (JSON POST {to, message} with a bearer key). Unset: the dev mailbox. */
  SMS_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https$/, message: 'must be an https:// URL' }).optional()),
  SMS_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Local courier (offline default): pincode prefixes it does not deliver to (comma-separated). */
  LOCAL_COURIER_UNSERVICEABLE_PREFIXES: z
    .string()
    .default('744,194,682551,682552,682553,682554,682555,682556,682557,682558,682559')
    .refine((v) => v.split(',').every((p) => /^\d{1,6}$/.test(p.trim()) || p.trim() === ''), 'must be comma-separated digits')
    .transform((v) => v.split(',').map((p) => p.trim()).filter(Boolean)),
  /** The seller's warehouse: where the courier picks parcels up (delivery zones are measured from it). */
  SELLER_PICKUP_PINCODE: z.string().regex(/^[1-9]\d{5}$/, 'must be a 6-digit pincode').default('560058').transform(Number),
  /** Working days in transit per zone of the local courier, e.g. same_city=1,same_state=2,metro=3,rest_of_india=5. */
  DELIVERY_ZONE_DAYS: keyedVariable(DELIVERY_ZONES, (d) => /^\d{1,2}$/.test(d) && Number(d) <= DELIVERY_LIMITS.maxTransitDays, 'days')
    .transform((given): Record<DeliveryZone, number> => {
      const days = { ...DEFAULT_ZONE_TRANSIT_DAYS };
      for (const zone of DELIVERY_ZONES) if (given[zone] !== undefined) days[zone] = Number(given[zone]);
      return days;
    }),
  /** Days nobody picks up or delivers, besides Sundays (comma-separated YYYY-MM-DD). */
  DELIVERY_HOLIDAYS: z
    .string()
    .default('2026-01-26,2026-08-15,2026-10-02,2026-11-08,2027-01-26,2027-08-15,2027-10-02,2027-10-29')
    .refine((v) => v.split(',').every((d) => d.trim() === '' || /^\d{4}-\d{2}-\d{2}$/.test(d.trim())), 'must be comma-separated YYYY-MM-DD dates')
    .transform((v) => new Set(v.split(',').map((d) => d.trim()).filter(Boolean))),
  /** Orders placed before this time (India, HH:MM) are dispatched the same working day. */
  DISPATCH_CUTOFF_IST: z
    .string()
    .default(`${DELIVERY_LIMITS.defaultCutoffHourIst}:00`)
    .refine((v) => /^([01]?\d|2[0-3]):[0-5]\d$/.test(v.trim()), 'must be a time of day, HH:MM')
    .transform((v) => {
      const [h, m] = v.trim().split(':').map(Number) as [number, number];
      return h * 60 + m;
    }),
  /** WhatsApp Business Cloud API: a permanent access token and the sending number's id. Unset: the dev mailbox. */
  WHATSAPP_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(20).optional()),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^\d{5,20}$/, 'must be the numeric phone number id').optional()),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0').transform((v) => v.replace(/\/+$/, '')),
  /** Approved template names per event (event=template,…); unnamed events use the defaults (order_placed, …). */
  WHATSAPP_TEMPLATES: keyedVariable(NOTIFICATION_EVENTS, isTemplateName, 'template').transform((named) => ({ ...DEFAULT_WHATSAPP_TEMPLATES, ...named })),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'must be a language code such as en or en_US').default('en'),
  /**
   * Replies to the shop's WhatsApp messages (a STOP withdraws reminders and offers): Meta signs each webhook with the
   * app's secret (X-Hub-Signature-256) and checks the subscription with the verify token. Unset: the webhook refuses
   * every call.
   */
  WHATSAPP_APP_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  WHATSAPP_VERIFY_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /** Shared secret the SMS provider sends (x-api-key) with replies to the shop's texts; unset: the webhook refuses every call. */
  SMS_INBOUND_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /** DLT-registered SMS template ids of the reminders (cart_first=id,cart_second=id,refill=id), as promotional templates. */
  SMS_DLT_REMINDER_TEMPLATES: keyedVariable(REMINDER_KINDS, isDltId, 'template id'),
  /** The same for customers who read the shop in Hindi; a kind without one goes in English under its English id. */
  SMS_DLT_REMINDER_TEMPLATES_HI: keyedVariable(REMINDER_KINDS, isDltId, 'template id'),
  /**
   * Hindi order updates on WhatsApp: the approved templates per event (event=name,…; by default the English names,
   * each approved again in Hindi, as WhatsApp keeps one name per template with a version per language) and their code.
   */
  WHATSAPP_TEMPLATES_HI: keyedVariable(NOTIFICATION_EVENTS, isTemplateName, 'template').transform((named) => ({ ...DEFAULT_WHATSAPP_TEMPLATES, ...named })),
  WHATSAPP_TEMPLATE_LANGUAGE_HI: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'must be a language code such as hi').default('hi'),
  /** DLT-registered SMS template ids per event (event=id,…), sent to the SMS provider with each order update. */
  SMS_DLT_TEMPLATES: keyedVariable(NOTIFICATION_EVENTS, isDltId, 'template id'),
  /** The DLT template ids of the Hindi texts (event=id,…): registered apart from the English ones, as Unicode templates. */
  SMS_DLT_TEMPLATES_HI: keyedVariable(NOTIFICATION_EVENTS, isDltId, 'template id'),
  /**
   * Staff accounts: each address is given the admin role at start-up (the account is created if it does not exist;
   * its owner then signs in with an emailed code). Comma-separated. `npm run ops -- create-admin EMAIL` does the same.
   */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email('must be comma-separated email addresses'))),
  /** Shiprocket API credentials; when set, serviceability and shipments go through Shiprocket. */
  SHIPROCKET_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  SHIPROCKET_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
  SHIPROCKET_PICKUP_PINCODE: z.preprocess(emptyAsUndefined, z.string().regex(/^[1-9]\d{5}$/, 'must be a 6-digit pincode').optional()),
  /** Shared secret the courier sends (x-api-key) with tracking webhooks; unset: the webhook refuses every call. */
  SHIPPING_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /** Razorpay API keys; unset: the offline sandbox gateway. */
  RAZORPAY_KEY_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…').optional()),
  RAZORPAY_KEY_SECRET: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  /** Google OAuth client id for Google sign-in. Unset: the dev identity provider. */
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().regex(/\.apps\.googleusercontent\.com$/, 'must end with .apps.googleusercontent.com').optional()),
  CONTACT_PHONE: z.string().default('+91 98765 43210'),
  /**
   * Which proxies' X-Forwarded-For to believe, as Fastify's trustProxy: unset or "false" believes none (the socket's
   * address is the client's), a number is that many hops in front of the shop, anything else is a comma-separated
   * list of addresses, CIDR ranges or the names loopback, linklocal and uniquelocal.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | number | string[] => {
      const value = v.trim();
      if (value === '' || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
      const bad = entries.filter((e) => !/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(e));
      if (value === 'true' || bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: 'must be false, a hop count, or comma-separated addresses or CIDR ranges (believing every hop would let any client choose its address)' });
        return z.NEVER;
      }
      return entries;
    }),
  /**
   * The developer tools (/dev/*: mailbox, identity provider, payment sandbox) answer other machines too. Only with
   * NODE_ENV=development; refused in production.
   */
  DEV_TOOLS_REMOTE: booleanFlag(false),
  /** The whole request (headers and body) must arrive within this; a slower one is answered 408 and its connection closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(SERVER_TIMEOUTS.requestMs),
  /** The request's headers must arrive within this (at most REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(SERVER_TIMEOUTS.headersMs),
  /**
   * An idle kept-alive connection is closed after this. Behind a load balancer, make it longer than the balancer's own
   * idle timeout (60 s on most) so the balancer never reuses a connection the shop is closing.
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(SERVER_TIMEOUTS.keepAliveMs),
  /** The seller on GST tax invoices: legal name, address of the place of business, its state and GSTIN. */
  SELLER_LEGAL_NAME: z.string().trim().min(1).max(120).default('Purrfect Litter Private Limited'),
  SELLER_ADDRESS: z.string().trim().min(1).max(300).default('3rd Floor, Shivalik Plaza, Near IIM Road, Ambawadi, Ahmedabad 380015'),
  SELLER_STATE: z
    .string()
    .trim()
    .default('Gujarat')
    .refine((v) => gstStateCode(v) !== null, 'must be an Indian state or union territory, e.g. Gujarat'),
  /** The sample default has a valid form but belongs to nobody: set the shop's own before issuing real invoices. */
  SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .default('24AALCP1234R1Z1')
    .refine(isValidGstin, 'must be a 15-character GSTIN with a matching check character, e.g. 24AALCP1234R1Z1'),
  /** Who may read the API reference at /api/docs: everyone, signed-in staff, or nobody. Default: staff in production, else everyone. */
  API_DOCS: z.preprocess(emptyAsUndefined, z.enum(['public', 'staff', 'off']).optional()),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Rules that span variables. */
const ProductionRules = ConfigSchema.superRefine((c, ctx) => {
  // Every environment: a GSTIN starts with the code of the state it is registered in.
  const stateCode = gstStateCode(c.SELLER_STATE);
  if (stateCode && !c.SELLER_GSTIN.startsWith(stateCode)) {
    ctx.addIssue({ code: 'custom', path: ['SELLER_GSTIN'], message: `must start with ${stateCode}, the GST code of SELLER_STATE (${c.SELLER_STATE})` });
  }
  if (c.WHATSAPP_TOKEN && !c.WHATSAPP_PHONE_NUMBER_ID) ctx.addIssue({ code: 'custom', path: ['WHATSAPP_PHONE_NUMBER_ID'], message: 'is required with WHATSAPP_TOKEN' });
  if (c.HEADERS_TIMEOUT_MS > c.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'must not be longer than REQUEST_TIMEOUT_MS' });
  }
  if (c.NODE_ENV !== 'production') return;
  if (c.DEV_TOOLS_REMOTE) ctx.addIssue({ code: 'custom', path: ['DEV_TOOLS_REMOTE'], message: 'must not be set in production (the developer tools mint sign-ins)' });
  if (!c.SESSION_SECRET) ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
  if (!c.PUBLIC_BASE_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_BASE_URL'], message: 'is required in production' });
  if (c.NODE_ENV === 'production' && !c.RAZORPAY_KEY_ID) ctx.addIssue({ code: 'custom', path: ['RAZORPAY_KEY_ID'], message: 'is required in production' });
  if (!c.RAZORPAY_WEBHOOK_SECRET) {
    // Without it no webhook can be trusted: paid orders whose browser never came back would wait for reconciliation.
    ctx.addIssue({ code: 'custom', path: ['RAZORPAY_WEBHOOK_SECRET'], message: 'is required in production' });
  }
  if (c.RAZORPAY_KEY_ID && !c.RAZORPAY_KEY_SECRET) ctx.addIssue({ code: 'custom', path: ['RAZORPAY_KEY_SECRET'], message: 'is required with RAZORPAY_KEY_ID' });
  if (c.SHIPROCKET_EMAIL && (!c.SHIPROCKET_PASSWORD || !c.SHIPROCKET_PICKUP_PINCODE)) {
    ctx.addIssue({ code: 'custom', path: ['SHIPROCKET_PASSWORD'], message: 'SHIPROCKET_PASSWORD and SHIPROCKET_PICKUP_PINCODE are required with SHIPROCKET_EMAIL' });
  }
  if (c.SMS_API_URL && !c.SMS_API_KEY) ctx.addIssue({ code: 'custom', path: ['SMS_API_KEY'], message: 'is required with SMS_API_URL' });
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once; a wrong value throws a ConfigError naming every wrong variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ProductionRules.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}

/** Reads `.env` at the repository root when present (real environment variables win), then parses. */
export function loadConfig(): Config {
  const envFile = path.join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return parseConfig(process.env);
}

export function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(REPO_ROOT, p);
}

/** The directory uploaded files are kept in: UPLOAD_DIR, or `uploads` under DATA_DIR. */
export function resolveUploadDir(config: Pick<Config, 'UPLOAD_DIR' | 'DATA_DIR'>): string {
  return resolveFromRoot(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));
}
