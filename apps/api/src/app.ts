import type { OrderStatus } from '@shop/contract/orders';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { PUBLIC_CACHE, SERVER_TIMEOUTS, SHARED_STATE } from '@shop/contract/operations';
import { Redis } from 'ioredis';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import zlib from 'node:zlib';
import { registerRoutes } from './api';
import type { Config } from './config';
import { connectionSettingsOf, type Db } from './db/client';
import { frameworkErrors, registerErrorHandling } from './lib/errors';
import { sharedIndiaPostDirectory, type PincodeDirectory } from './adapters/pincode/pincode-directory';
import { createServices } from './services';
import type { AuthAdapters } from './adapters/auth-adapters';
import { listenForChanges } from './lib/change-notices';
import { registerUrlCheck } from './lib/url-check';
import { registerSecurityHeaders } from './lib/security-headers';
import { createPublicCache, PUBLIC_TOPICS, type PublicCache, type PublicTopic } from './lib/public-cache';
import { registerOriginCheck } from './lib/origin-check';
import { registerRateLimiting } from './lib/rate-limit';
import { createAuthGuard } from './modules/auth/auth.guard';
import { contentSecurityPolicy } from './web/csp';
import type { ServedPage } from './web/compress-page';
import { createPageCache, type PageCache } from './web/page-cache';
import { isCountedElsewhere, registerPages } from './web/pages';
import { SEARCH_LIMITS } from '@shop/contract/search';


/**
 * Dev-only routes (/dev/*) exist only while offline adapters are in use, and only on a shop declared to be in
 * development (NODE_ENV=development, as `npm start` sets): a shop with NODE_ENV unset may be reached through a proxy
 * that adds no forwarding header, so a loopback peer proves nothing there.
 */
export function devToolsEnabled(config: Config): boolean {
  return config.NODE_ENV === 'development' && (!config.SMTP_URL || !config.GOOGLE_CLIENT_ID || !config.RAZORPAY_KEY_ID);
}

/** This machine's own requests skip the per-address limits, in declared development only (see devToolsEnabled). */
export function loopbackExempt(config: Config): boolean {
  return config.NODE_ENV === 'development';
}

/** The HTTP server's timeouts; the server looks for late connections often enough to hold the shortest of them. */
export function serverTimeouts(config: Config) {
  const shortest = Math.min(config.REQUEST_TIMEOUT_MS, config.HEADERS_TIMEOUT_MS);
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // Time to finish the headers and read nothing for this long on an idle socket mean the same: the client is gone.
    connectionTimeout: Math.max(config.REQUEST_TIMEOUT_MS, config.KEEP_ALIVE_TIMEOUT_MS),
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(50, Math.min(SERVER_TIMEOUTS.checkIntervalMs, Math.floor(shortest / 4))),
    },
  };
}
/** Believes the nearest `hops` proxies, whatever their addresses (as proxy-addr does for a hop count). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Behind a proxy with TRUST_PROXY unset, every customer counts as the proxy's one address for the per-address limits:
 * the first forwarded request says so in the log, once.
 */
export function warnOnceAboutUntrustedProxy(app: FastifyInstance, warn: (message: string) => void = (m) => app.log.warn(m)): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    warn(UNTRUSTED_PROXY_WARNING);
  });
}

export const UNTRUSTED_PROXY_WARNING =
  'Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: rate limits count every customer as the proxy. Set TRUST_PROXY to the proxy (e.g. loopback, or its address range).';

/**
 * One short line for a share of the requests (ACCESS_LOG_SAMPLE), and for every answer of 500 or more but refused
 * pages (counted apart); errors themselves are logged with their stack by the error handler. A load balancer in
 * front keeps the full log.
 */
export function registerAccessLog(app: FastifyInstance, sample: number): void {
  app.addHook('onResponse', (request, reply, done) => {
    if ((reply.statusCode >= 500 && !isCountedElsewhere(request)) || (sample > 0 && Math.random() < sample)) {
      request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
    done();
  });
}

/**
 * The Redis every API process shares (REDIS_URL), or undefined for one process keeping its state in memory. It
 * connects in the background and reconnects by itself; a command while it is away fails at once instead of queueing.
 */
function connectRedis(app: FastifyInstance, config: Config): Redis | undefined {
  if (!config.REDIS_URL) return undefined;
  const redis = new Redis(config.REDIS_URL, {
    connectTimeout: SHARED_STATE.redisConnectTimeoutMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * SHARED_STATE.redisReconnectStepMs, SHARED_STATE.redisReconnectMaxMs),
  });
  let warned = false;
  redis.on('error', (err) => {
    if (!warned) app.log.warn({ err }, 'Redis (REDIS_URL) is unreachable: rate limits are not counted until it is back');
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** Who may read /api/docs: API_DOCS, else staff only in production and everyone elsewhere. */
export function apiDocsAudience(config: Config): 'public' | 'staff' | 'off' {
  return config.API_DOCS ?? (config.NODE_ENV === 'production' ? 'staff' : 'public');
}
const BODY_LIMIT_BYTES = 1024 * 1024;
/** Responses smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  /** Signs access tokens (see lib/secrets.ts). */
  sessionSecret: string;
  /** The clock; tests move it to check expiry and time windows. */
  now?: () => Date;
  /**
   * How long server renders take, in monotonic milliseconds, for their share of the process's time; tests bring their
   * own clock, so that a busy machine's slow renders do not use the share up under them.
   */
  renderClockMs?: () => number;
  /** Where pincodes are; India Post's directory unless a test brings its own. */
  pincodeDirectory?: PincodeDirectory;
  /** Mail, SMS and identity adapters; chosen from the configuration unless a test brings its own. */
  authAdapters?: Partial<AuthAdapters>;
  /** Runs the background jobs (reconciliation, sandbox webhooks); the server does, tests run them by hand. */
  runJobs?: boolean;
  /** Order statuses whose parcel came back, for the COD returned-parcels rule: CAME_BACK_STATUSES unless a test brings its own. */
  cameBackStatuses?: readonly OrderStatus[];
}

/**
 * The public read cache of this process, kept only while its dedicated connection LISTENs for the changes every
 * process announces (see lib/change-notices.ts): a notice forgets what its table makes stale, a lost connection
 * forgets everything and reads go to the database until it listens again.
 */
async function startPublicCache(app: FastifyInstance, db: Db, now: () => Date, pages: PageCache<unknown>, searches: PublicCache): Promise<PublicCache> {
  const main = createPublicCache({ now });
  // The searches' answers are kept apart, under a limit of their own, so countless distinct searches never crowd out
  // the catalogue; both hear the same notices.
  const both = [main, searches];
  const cache: Pick<PublicCache, 'invalidate' | 'setActive' | 'active'> = {
    invalidate: (topic) => both.forEach((c) => c.invalidate(topic)),
    setActive: (on) => both.forEach((c) => c.setActive(on)),
    get active() {
      return main.active;
    },
  };
  const isTopic = (name: string): name is PublicTopic => (PUBLIC_TOPICS as readonly string[]).includes(name);
  const notices = listenForChanges(connectionSettingsOf(db), PUBLIC_CACHE.changesChannel, {
    onNotice(table) {
      if (isTopic(table)) cache.invalidate(table);
      else for (const topic of PUBLIC_TOPICS) cache.invalidate(topic);
      pages.clear();
    },
    onListening() {
      cache.setActive(false);
      cache.setActive(true);
      pages.setActive(false);
      pages.setActive(true);
    },
    onLost(err) {
      if (cache.active) app.log.warn({ err }, 'lost the connection that hears of catalogue changes; reading from the database until it is back');
      cache.setActive(false);
      pages.setActive(false);
    },
  });
  app.addHook('onClose', () => notices.close());
  await notices.ready;
  return main;
}

/**
 * Builds the whole HTTP application without listening, so tests can use app.inject. If any part fails to build, what
 * the parts before it opened (the change listener, Redis, the jobs) is closed before the error goes on.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(deps.config);
  try {
    await assembleApp(app, deps);
    return app;
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
}

function createFastify(config: Config) {
  return Fastify({
    logger: config.NODE_ENV === 'test' || config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Two JSON lines per request cost more than a cached answer: a sampled one-line access log instead (below).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    ...serverTimeouts(config),
    // Only the proxies TRUST_PROXY names may say who the client is; by default nobody can.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
}

async function assembleApp(
  app: ReturnType<typeof createFastify>,
  { config, db, sessionSecret, now = () => new Date(), renderClockMs, pincodeDirectory = sharedIndiaPostDirectory(), authAdapters, runJobs = false, cameBackStatuses }: AppDeps,
): Promise<void> {
  registerAccessLog(app, config.ACCESS_LOG_SAMPLE);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerUrlCheck(app);

  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  const guard = createAuthGuard({ db, sessionSecret, now });
  registerOriginCheck(app, config);
  if (config.TRUST_PROXY === false) warnOnceAboutUntrustedProxy(app);
  await registerRateLimiting(app, { exemptLoopback: loopbackExempt(config), redis: connectRedis(app, config) });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Google sign-in and payment windows open as popups that must keep talking to this page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.NODE_ENV === 'production',
  });

  // HTML and JSON above a kilobyte go out compressed (brotli at a fast level, or gzip), with Vary: Accept-Encoding;
  // the web app's own files were compressed at build time and are served as they are (see web/spa.ts).
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Purrfect Litter shop API', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  const docs = apiDocsAudience(config);
  if (docs !== 'off') {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The reference lists every staff route: in production only staff read it.
      ...(docs === 'staff' ? { uiHooks: { onRequest: guard.requireAdmin } } : {}),
    });
  }

  const pages = createPageCache<ServedPage>({ now });
  const searchCache = createPublicCache({ now, maxEntries: SEARCH_LIMITS.keptSearches });
  const publicCache = await startPublicCache(app, db, now, pages, searchCache);
  const services = await createServices({
    config,
    db,
    sessionSecret,
    now,
    pincodeDirectory,
    authAdapters,
    log: app.log,
    publicCache,
    cameBackStatuses,
  });
  // The jobs start once the whole application is built and ready, and stop with it.
  if (runJobs) app.addHook('onReady', async () => services.jobs.start());
  app.addHook('onClose', () => services.jobs.stop());

  const forgetPublicAnswers = () => {
    for (const topic of PUBLIC_TOPICS) {
      publicCache.invalidate(topic);
      searchCache.invalidate(topic);
    }
    pages.clear();
  };
  await registerRoutes(app, { config, db, now, guard, publicCache, searchCache, services, onStaffChange: forgetPublicAnswers }, { devTools: devToolsEnabled(config) });

  await registerPages(app, {
    config,
    now,
    renderClockMs,
    pages,
    catalog: services.catalog,
    storedPages: services.pages,
    guard,
    users: services.users,
    runtime: {
      assetBaseUrl: config.PUBLIC_ASSET_BASE_URL,
      publicBaseUrl: config.PUBLIC_BASE_URL ?? null,
      gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
      contact: { email: config.CONTACT_EMAIL, phone: config.CONTACT_PHONE },
      seller: { legalName: config.SELLER_LEGAL_NAME, address: config.SELLER_ADDRESS },
      googleClientId: config.GOOGLE_CLIENT_ID ?? null,
      devTools: devToolsEnabled(config),
      checkoutScriptUrl: services.paymentProvider.checkoutScriptUrl,
    },
  });
}
