import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostedCatalogueConstants, jobConstants, mailConstants, pictureUploadLimits } from '@folio/model';
import type { OutboundHost } from './outbound/outbound-fetch';
import { parseOutboundHosts } from './outbound/outbound-policy';

// ARCHITECTURE.md "Configuration (environment)". Every variable has a default that works on a fresh machine.
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * Where published projects with the author's own code are served (SITES_URL; docs/security.md "The author's code"):
   * an origin of their own, where no session of the app exists. Default `http://sites.localhost:{PORT}` (browsers
   * take every `*.localhost` name to this machine); a deployment names a host of another site, such as
   * `https://sites.example-folio.com`, pointed at this server.
   */
  sitesUrl: string;
  seedDemo: boolean;
  /** A folder served as it is at /static/ (optional). */
  staticDir: string | undefined;
  logLevel: string;
  /** Fastify's trustProxy: behind a load balancer, the client address comes from X-Forwarded-For. */
  trustProxy: boolean | string;
  /**
   * The uri of the special built-in author account (viewer-and-project.md §6): its projects get a fixed
   * viewer configuration. Unset: no account is special.
   */
  specialAuthorUri: string | undefined;
  /** Where the disk blob store keeps uploads and image variants: `${dataDir}/blobs` unless BLOB_DIR is set. */
  blobDir: string;
  /** Largest accepted upload, in bytes (413 above it). */
  uploadMaxBytes: number;
  /** Largest accepted picture, in pixels (width × height; 400 above it). */
  uploadMaxPixels: number;
  /** How many image variants sharp makes at once; the rest wait their turn. */
  imageConcurrency: number;
  /**
   * The card payment provider (docs/shop.md "Server and payments"): with STRIPE_SECRET_KEY, payments go to Stripe
   * on each author's connected account; unset, the built-in test-mode gateway takes them.
   */
  stripe: StripeConfig | undefined;
  /** The hosted store's REST API root its catalogue is read from (HOSTED_STORE_API_URL): Ecwid's unless set. */
  hostedCatalogueUrl: string;
  /**
   * Whether this process runs jobs (docs/jobs.md): yes unless JOBS_IN_PROCESS=false, for a deployment whose jobs run
   * in `npm run worker` processes instead.
   */
  jobsInProcess: boolean;
  /** Jobs one process runs at once (JOB_CONCURRENCY). */
  jobConcurrency: number;
  /**
   * Where the headless browser reaches this server to draw pages (INTERNAL_URL): unset, the server's own listening
   * address; a `npm run worker` process uses PUBLIC_URL unless it is set.
   */
  internalUrl: string | undefined;
  /**
   * Addresses or CIDR ranges outside the public internet that the server may still fetch from an address an author
   * gave (OUTBOUND_ALLOW, comma-separated; docs/security.md "Outbound requests"): an intranet's media server, or a
   * test's stand-in. None unless set.
   */
  outboundAllowed: string[];
  /**
   * Host names the server's outbound requests answer without DNS, each with its addresses and, optionally, the port
   * to connect to (OUTBOUND_HOSTS, `name=address[:port]`, comma-separated; outbound-policy.ts): stand-ins for a
   * provider's hosts in tests. None unless set.
   */
  outboundHosts: Record<string, OutboundHost>;
  /**
   * The SMTP server the shop's e-mails go through (SMTP_URL, e.g. `smtp://user:pass@mail.example.com:587`; docs/shop.md
   * "E-mail"). Unset: every message stays in the owner's outbox as 'unsent'.
   */
  smtpUrl: string | undefined;
  /** The e-mails' sender (MAIL_FROM). */
  mailFrom: string;
  /** The waits before a refused e-mail is tried again (ms); mailConstants.retryDelaysMs unless a test shortens them. */
  mailRetryDelaysMs?: readonly number[];
  /**
   * Redis (REDIS_URL, e.g. `redis://127.0.0.1:6379`; docs/deployment.md): published-cache invalidation and realtime
   * events fan out through its pub/sub, and rate and attempt limits are kept there, so they hold across processes.
   * Unset: all of it lives in this one process.
   */
  redisUrl: string | undefined;
  /**
   * What this deployment's Redis keys and channels start with (REDIS_PREFIX), so that several deployments, or test
   * runs, can share one Redis; the coordination's default unless set.
   */
  redisPrefix: string | undefined;
  /** An S3-compatible blob store (S3_*; docs/deployment.md). Unset: blobs are on the disk under blobDir. */
  s3: S3Config | undefined;
  /**
   * The bearer token the monitoring system sends for `/api/metrics` (METRICS_TOKEN; docs/deployment.md "Metrics").
   * Unset: only a request from this machine, not forwarded by a proxy, reads them.
   */
  metricsToken: string | undefined;
}

export interface S3Config {
  /** The store's address (S3_ENDPOINT), e.g. `https://s3.eu-west-1.amazonaws.com` or a MinIO's. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_REGION; `us-east-1` unless set (most S3-compatible stores ignore it). */
  region: string;
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible stores need: S3_FORCE_PATH_STYLE, on unless 'false'. */
  forcePathStyle: boolean;
}

export interface StripeConfig {
  secretKey: string;
  /** Handed to the viewer for Stripe.js (STRIPE_PUBLISHABLE_KEY). */
  publishableKey: string | undefined;
  /** Where the SDK sends its calls (STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL): Stripe's own unless set. */
  host: string | undefined;
  port: number | undefined;
  protocol: 'http' | 'https' | undefined;
  /** Verifies the signature of Stripe's webhook events (STRIPE_WEBHOOK_SECRET); unset, the webhook answers 503. */
  webhookSecret?: string | undefined;
}

const DEFAULT_PORT = 3000;
// Ours (the spec gives no upload limits): 25 MB and 100 megapixels cover camera originals; a 100 MP picture
// decodes to about 400 MB, which bounds the memory one variant can take. The constructor checks the same numbers.
export const DEFAULT_UPLOAD_MAX_BYTES = pictureUploadLimits.maxBytes;
export const DEFAULT_UPLOAD_MAX_PIXELS = pictureUploadLimits.maxPixels;
// Two at a time on a two-core machine leaves the event loop and the database room to answer other requests.
const DEFAULT_IMAGE_CONCURRENCY = 2;

// The repository's own data/ folder, wherever the server is started from (`npm start` runs in packages/server).
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : DEFAULT_DATA_DIR;
  return {
    port,
    host: env.HOST || 'localhost',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    sitesUrl: parseSitesUrl(env.SITES_URL, port),
    seedDemo: env.SEED_DEMO !== 'false',
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : undefined,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    specialAuthorUri: env.SPECIAL_AUTHOR_URI || undefined,
    blobDir: env.BLOB_DIR ? resolve(env.BLOB_DIR) : join(dataDir, 'blobs'),
    uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
    uploadMaxPixels: DEFAULT_UPLOAD_MAX_PIXELS,
    imageConcurrency: DEFAULT_IMAGE_CONCURRENCY,
    stripe: parseStripe(env),
    jobsInProcess: env.JOBS_IN_PROCESS !== 'false',
    jobConcurrency: parseCount('JOB_CONCURRENCY', env.JOB_CONCURRENCY, jobConstants.concurrency),
    internalUrl: env.INTERNAL_URL ? env.INTERNAL_URL.replace(/\/$/, '') : undefined,
    outboundAllowed: (env.OUTBOUND_ALLOW ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    hostedCatalogueUrl: env.HOSTED_STORE_API_URL || hostedCatalogueConstants.apiRoot,
    outboundHosts: parseOutboundHosts(env.OUTBOUND_HOSTS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || mailConstants.defaultFrom,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    s3: parseS3(env),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

const DEFAULT_S3_REGION = 'us-east-1';

function parseS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const given = names.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  if (given.length < names.length) {
    throw new Error(`S3 storage needs all of ${names.join(', ')}; missing ${names.filter((name) => !env[name]).join(', ')}`);
  }
  let endpoint: URL | undefined;
  try {
    endpoint = new URL(env.S3_ENDPOINT!);
  } catch {
    // reported below
  }
  if (!endpoint || !['http:', 'https:'].includes(endpoint.protocol)) throw new Error(`S3_ENDPOINT must be an http(s) address, got "${env.S3_ENDPOINT}"`);
  return {
    endpoint: env.S3_ENDPOINT!.replace(/\/$/, ''),
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION || DEFAULT_S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

function parseSitesUrl(value: string | undefined, port: number): string {
  const url = (value || `http://sites.localhost:${port}`).replace(/\/$/, '');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`SITES_URL must be an http(s) address, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.pathname !== '/') throw new Error(`SITES_URL must be an http(s) origin without a path, got "${value}"`);
  return parsed.origin;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return count;
}

function parseStripe(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const port = env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined;
  if (port !== undefined && (!Number.isInteger(port) || port <= 0 || port > 65_535)) {
    throw new Error(`STRIPE_API_PORT must be a port number, got "${env.STRIPE_API_PORT}"`);
  }
  const protocol = env.STRIPE_API_PROTOCOL || undefined;
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https') {
    throw new Error(`STRIPE_API_PROTOCOL must be http or https, got "${protocol}"`);
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    host: env.STRIPE_API_HOST || undefined,
    port,
    protocol,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
  };
}

/** 'true' trusts every proxy; otherwise a comma-separated list of proxy addresses or CIDR ranges. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
