import { join } from 'node:path';
import { buildApp } from './app';
import { blobStoreFor } from './blobs';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemo } from './seed/demo';
import { queuePublishedScreenshots } from './screenshots/screenshot-job';
import { queueDemoDraftScreenshots } from './screenshots/draft-screenshots';

const config = loadConfig();
// Before the database: a blob store that cannot be used stops the start without leaving the database open.
const blobs = await blobStoreFor(config);
const database = await openDatabase(
  config.databaseUrl ? { driver: 'postgres', url: config.databaseUrl } : { driver: 'pglite', dataDir: join(config.dataDir, 'pglite') },
);
const app = await buildApp({ database, config, blobs });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  // Finish requests in flight, then close the database so PGlite's files are left consistent.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const demo = config.seedDemo ? await seedDemo(database.db) : undefined;
if (demo) {
  if (demo.created) {
    console.log(`Seeded the demo: sign in as ${demo.email} with the password ${demo.password}`);
  }
  console.log(`Demo project: ${config.publicUrl}/${demo.userUri}/${demo.magUri}/ (API: ${config.publicUrl}/api/readymag/${demo.userUri}/${demo.magUri})`);
}
await app.listen({ port: config.port, host: config.host });
// The demo published by the seed gets its pages' screenshots as a publish's would, once the server answers the
// headless browser that draws them.
if (demo?.magId) {
  await queuePublishedScreenshots({ db: database.db, browser: app.browser, jobs: app.jobs }, demo.magId);
  await queueDemoDraftScreenshots({ db: database.db, browser: app.browser, jobs: app.jobs }, demo.magId);
}
console.log(`Folio is running at ${config.publicUrl} (${database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}); API docs at ${config.publicUrl}/api/docs`);
