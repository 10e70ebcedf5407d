import { resolve } from 'node:path';

// ARCHITECTURE.md "Configuration (environment)". Every variable has a default that works on a fresh machine.
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
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
}

const DEFAULT_PORT = 3000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || 'localhost',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    seedDemo: env.SEED_DEMO !== 'false',
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : undefined,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    specialAuthorUri: env.SPECIAL_AUTHOR_URI || undefined,
  };
}

/** 'true' trusts every proxy; otherwise a comma-separated list of proxy addresses or CIDR ranges. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
