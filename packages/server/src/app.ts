import { apiMessages } from '@folio/model';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { ApiError, parseJsonBody, registerErrorHandling } from './errors';
import { findSessionUser, type UserRow } from './repositories/users';
import { PublishedCache } from './published-cache';
import { createCoordination } from './coordination/coordination';
import type { EventBus } from './coordination/event-bus';
import type { LimitStore } from './coordination/limit-store';
import { DomainDirectory, hostOf, hostOfUrl } from './custom-domains';
import { loadSecret } from './repositories/settings';
import { registerSameOriginCheck } from './auth/same-origin';
import { registerLive } from './live/live-routes';
import { authRoutes } from './routes/auth';
import { projectRoutes } from './routes/projects';
import { pageRoutes } from './routes/pages';
import { widgetRoutes } from './routes/widgets';
import { publishRoutes } from './routes/publish';
import { versionRoutes } from './routes/versions';
import { privacyRoutes } from './routes/privacy';
import { domainRoutes } from './routes/domains';
import { viewerRoutes } from './routes/viewer';
import { operationsRoutes } from './operations/operations-routes';
import { Metrics } from './operations/metrics';
import { Readiness } from './operations/readiness';
import { REQUEST_ID_LOG_LABEL, REQUEST_ID_HEADER, requestIdOf } from './operations/request-ids';
import { sql } from 'drizzle-orm';
import { viewerPageRoutes } from './routes/viewer-pages';
import { editorPageRoutes } from './routes/editor-pages';
import { viewerClientDir } from './viewer/assets';
import { blobStoreFor, type BlobStore } from './blobs';
import { ImagePipeline } from './images/image-pipeline';
import { IMAGE_OPTIMISE_DELAY_MS, IMAGE_OPTIMISE_JOB } from './images/optimise-job';
import { Jobs } from './jobs/jobs';
import { HeadlessBrowser } from './browser/headless-browser';
import { jobKinds } from './jobs/kinds';
import { jobRoutes } from './jobs/job-routes';
import { pdfRoutes } from './pdf/pdf-routes';
import { exportRoutes } from './export/export-routes';
import { screenshotRoutes } from './screenshots/screenshot-routes';
import { draftScreenshotQueue } from './screenshots/draft-screenshots';
import { onDraftEdited } from './repositories/mags';
import { telemetryRoutes } from './telemetry/telemetry-routes';
import { shotsRoutes } from './shots/shots-routes';
import { proxyRoutes } from './proxy/proxy-routes';
import { mailOf } from './mail/mail-service';
import { outboxRoutes } from './mail/outbox-routes';
import { shopOwnerOrderRoutes } from './routes/shop-owner-orders';
import { VideoTools } from './shots/video-tools';
import { outboundAddressPolicy } from './outbound/outbound-policy';
import { uploadRoutes } from './routes/uploads';
import { fontRoutes } from './fonts/font-routes';
import { imageRoutes } from './routes/images';
import { formRoutes } from './routes/forms';
import { shopRoutes } from './routes/shop';
import { swatchRoutes } from './routes/swatches';
import { styleRoutes } from './routes/styles';
import { starterRoutes } from './routes/starters';
import { templateRoutes } from './routes/templates';
import { authorRoutes } from './routes/authors';
import { viewOptionRoutes } from './routes/view-options';
import { shareDataRoutes } from './routes/share-data';
import { featuredRoutes } from './routes/featured';
import { preloadAllKinds } from '@folio/widgets/on-demand';

export const SESSION_COOKIE = 'folio_session';
const COMPRESS_THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 5;
const assetsDir = fileURLToPath(new URL('../assets', import.meta.url));
// Large enough for a batch of a few hundred widgets with rich text; anything bigger is refused with 413.
const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    published: PublishedCache;
    /** Messages between server processes (Redis pub/sub with REDIS_URL). */
    bus: EventBus;
    /** Where attempt limits are counted (Redis with REDIS_URL, so they hold across processes). */
    limits: LimitStore;
    domains: DomainDirectory;
    secret: string;
    blobs: BlobStore;
    images: ImagePipeline;
    jobs: Jobs;
    browser: HeadlessBrowser;
    video: VideoTools;
    metrics: Metrics;
    readiness: Readiness;
  }
  interface FastifyRequest {
    // Memoized per request: visitor routes only pay for a session lookup when a cookie is present.
    currentUser(): Promise<UserRow | undefined>;
    sessionUser: Promise<UserRow | undefined> | undefined;
  }
}

export type App = FastifyInstance;

export async function buildApp(options: { database: Database; config: Config; blobs?: BlobStore; logStream?: NodeJS.WritableStream; redisPrefix?: string }): Promise<App> {
  const { database, config } = options;
  // main.ts and worker.ts open the store before the database; tests may hand one in.
  const blobs = options.blobs ?? (await blobStoreFor(config));
  // The server draws every widget kind in full: the on-demand kinds' modules are loaded before any render.
  await preloadAllKinds();
  const app = Fastify({
    // One JSON object a line (pino): time, level, request_id, message (docs/deployment.md "Logs").
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // The API never needs more; a long crafted id is refused before any route runs.
    routerOptions: { maxParamLength: 200 },
    // docs/deployment.md "Logs": one id per request, in its log lines and its answer.
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('secret', await loadSecret(database.db));
  // docs/deployment.md "Redis": closed last (onClose hooks run in reverse), after the jobs that may still publish.
  const coordination = createCoordination({ redisUrl: config.redisUrl, prefix: options.redisPrefix ?? config.redisPrefix, log: (message, error) => (error ? app.log.error(error, message) : app.log.info(message)) });
  app.addHook('onClose', () => coordination.close());
  // An answer that follows a change leaves once Redis has passed its messages on: the next request finds it known on any process.
  if (config.redisUrl) app.addHook('onSend', async (_request, _reply, payload) => coordination.bus.flushed().then(() => payload));
  app.decorate('bus', coordination.bus);
  app.decorate('limits', coordination.limits);
  const metrics = new Metrics(app, database.db);
  app.decorate('metrics', metrics);
  const published = new PublishedCache(database.db, { specialAuthorUri: config.specialAuthorUri, bus: coordination.bus, onLookup: (hit) => metrics.cacheLookup(hit) });
  await published.listen();
  app.decorate('published', published);
  app.decorate('domains', new DomainDirectory(database.db));
  app.decorate('blobs', blobs);
  const readiness = new Readiness();
  readiness.add('database', () => database.db.execute(sql`SELECT 1`));
  readiness.add('storage', () => blobs.reachable());
  const { ping } = coordination;
  if (ping) readiness.add('redis', ping);
  app.decorate('readiness', readiness);
  const images = new ImagePipeline(blobs, {
    maxPixels: config.uploadMaxPixels,
    concurrency: config.imageConcurrency,
    optimiseLater: (payload) => {
      jobs.enqueue({ kind: IMAGE_OPTIMISE_JOB, payload: { ...payload }, delayMs: IMAGE_OPTIMISE_DELAY_MS }).catch((error: unknown) => app.log.error(error, 'Could not queue a picture optimisation'));
    },
  });
  const browser = HeadlessBrowser.fromEnvironment(config.jobConcurrency);
  const baseUrl = () => config.internalUrl ?? listeningUrl(app);
  const video = VideoTools.fromEnvironment();
  const outboundAllowed = outboundAddressPolicy(config.outboundAllowed);
  const jobs = new Jobs(
    database.db,
    jobKinds({ db: database.db, images, blobs, browser, video, outboundAllowed, baseUrl, publicUrl: config.publicUrl, sitesUrl: config.sitesUrl, stored: (magId) => app.published.invalidate(magId) }),
    {
      inProcess: config.jobsInProcess,
      concurrency: config.jobConcurrency,
      log: (message, error) => app.log.error(error, message),
    },
  );
  app.decorate('images', images);
  app.decorate('jobs', jobs);
  app.decorate('browser', browser);
  app.decorate('video', video);
  // A draft's screenshots follow its changes (docs/jobs.md "Draft screenshots").
  const queueDraftScreenshots = draftScreenshotQueue({ db: database.db, browser, jobs });
  const stopFollowingDrafts = onDraftEdited(database.db, (magId, userId) =>
    queueDraftScreenshots(magId, userId).then(
      () => undefined,
      (error: unknown) => app.log.error(error, 'Could not queue the draft screenshots'),
    ),
  );
  // Jobs start with the server and stop before it closes (the database is closed after the app).
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    stopFollowingDrafts();
    await jobs.stop();
    await browser.close();
  });
  // The shop's e-mails (docs/shop.md "E-mail"): messages a crash or a refusal left 'failed' are tried again on start;
  // on close, what is being written or sent finishes before the database closes.
  app.addHook('onReady', async () => mailOf(app).retryFailed());
  app.addHook('onClose', async () => {
    const mail = mailOf(app);
    await mail.idle();
    mail.close();
  });

  await app.register(cookie);
  // Pages and API answers are compressed when the client accepts it (brotli at a quality that costs
  // little CPU); the viewer's files come compressed from the build.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  app.decorateRequest('sessionUser', undefined);
  // The sites origin holds no session (docs/security.md "The author's code"): a cookie sent there signs no one in.
  const sitesHost = hostOfUrl(config.sitesUrl);
  const holdsSessions = (request: FastifyRequest) => sitesHost === hostOfUrl(config.publicUrl) || hostOf(request.host) !== sitesHost;
  app.addHook('onRequest', async (request) => {
    if (!holdsSessions(request) && request.method === 'POST' && request.url.startsWith('/api/auth/')) throw new ApiError(403, apiMessages.signInOnApp);
  });
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    if (!this.sessionUser) {
      const token = holdsSessions(this) ? this.cookies[SESSION_COOKIE] : undefined;
      this.sessionUser = token ? findSessionUser(database.db, token) : Promise.resolve(undefined);
    }
    return this.sessionUser;
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Folio API',
        description:
          'Projects (mags), pages and widgets for authors; published projects for visitors. Errors answer {message, statusCode} and, for invalid input, the failing fields in `errors`.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      tags: [
        { name: 'auth', description: 'Sign up, sign in, sign out' },
        { name: 'projects', description: "The author's projects (drafts)" },
        { name: 'pages', description: 'Pages of a draft, and the trash' },
        { name: 'widgets', description: 'Widgets of a draft, in batches' },
        { name: 'publishing', description: 'Publish, unpublish, revert, privacy, custom domains' },
        { name: 'viewer', description: 'What visitors read: published versions only' },
        { name: 'uploads', description: 'Picture uploads, and their variants for srcset and placeholders' },
        { name: 'fonts', description: 'The font library, custom fonts and font features' },
        { name: 'operations', description: 'Liveness, readiness and metrics for whoever runs Folio' },
      ],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', theme: { title: 'Folio API' }, uiConfig: { docExpansion: 'none' } });

  // The app's own files (favicon, the demo project's pictures); uploads come through the blob store.
  await app.register(fastifyStatic, { root: assetsDir, prefix: '/assets/', maxAge: '1d' });
  if (config.staticDir) {
    await app.register(fastifyStatic, { root: config.staticDir, prefix: '/static/', decorateReply: false, maxAge: '1h' });
  }

  // Before every route: a change from another site's page is refused (issue 11, finding 3).
  registerSameOriginCheck(app);
  await registerLive(app);
  await app.register(operationsRoutes);
  await app.register(authRoutes);
  await app.register(projectRoutes);
  await app.register(pageRoutes);
  await app.register(widgetRoutes);
  await app.register(publishRoutes);
  await app.register(versionRoutes);
  await app.register(privacyRoutes);
  await app.register(domainRoutes);
  await app.register(viewerRoutes);
  await app.register(uploadRoutes);
  await app.register(fontRoutes);
  await app.register(imageRoutes);
  await app.register(formRoutes);
  await app.register(shopRoutes);
  await app.register(swatchRoutes);
  await app.register(styleRoutes);
  await app.register(templateRoutes);
  await app.register(starterRoutes);
  await app.register(authorRoutes);
  await app.register(viewOptionRoutes);
  await app.register(shareDataRoutes);
  await app.register(featuredRoutes);
  await app.register(jobRoutes);
  await app.register(pdfRoutes);
  await app.register(exportRoutes);
  await app.register(screenshotRoutes);
  await app.register(telemetryRoutes);
  await app.register(shotsRoutes);
  await app.register(proxyRoutes);
  await app.register(outboxRoutes);
  await app.register(shopOwnerOrderRoutes);
  // The viewer's client build: hashed file names, so cached for good.
  if (existsSync(viewerClientDir)) {
    await app.register(fastifyStatic, {
      root: viewerClientDir,
      prefix: '/viewer/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // The build writes .br and .gz beside each file (scripts/precompress.mjs).
      preCompressed: true,
    });
  }
  await app.register(editorPageRoutes);
  await app.register(viewerPageRoutes);
  return app;
}

/** The address this server listens on, as a process on the same machine reaches it. */
function listeningUrl(app: App): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening yet');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
