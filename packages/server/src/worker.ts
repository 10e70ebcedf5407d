import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { blobStoreFor } from './blobs';
import { HeadlessBrowser } from './browser/headless-browser';
import { ImagePipeline } from './images/image-pipeline';
import { jobKinds } from './jobs/kinds';
import { JobRunner } from './jobs/runner';
import { outboundAddressPolicy } from './outbound/outbound-policy';
import { VideoTools } from './shots/video-tools';
import { createCoordination } from './coordination/coordination';
import { INVALIDATE_CHANNEL } from './published-cache';

// `npm run worker` (docs/jobs.md): a process that runs jobs and nothing else, beside servers started with
// JOBS_IN_PROCESS=false. It shares the servers' PostgreSQL database and blob store; the embedded database belongs to
// one process, so with it the jobs run in the server's own process.

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('A separate worker needs PostgreSQL: set DATABASE_URL. With the embedded database, jobs run in the server process (npm start).');
  process.exit(1);
}
const database = await openDatabase({ driver: 'postgres', url: config.databaseUrl });
const blobs = await blobStoreFor(config);
const images = new ImagePipeline(blobs, { maxPixels: config.uploadMaxPixels, concurrency: config.imageConcurrency });
const browser = HeadlessBrowser.fromEnvironment(config.jobConcurrency);
const baseUrl = () => config.internalUrl ?? config.publicUrl;
const video = VideoTools.fromEnvironment();
const outboundAllowed = outboundAddressPolicy(config.outboundAllowed);
// With REDIS_URL, what a job stores reaches the servers' published caches at once (docs/deployment.md "Redis").
const coordination = createCoordination({ redisUrl: config.redisUrl, prefix: config.redisPrefix, log: (message, error) => console.error(message, error ?? '') });
const runner = new JobRunner(database.db, jobKinds({ db: database.db, images, blobs, browser, video, outboundAllowed, baseUrl, publicUrl: config.publicUrl, sitesUrl: config.sitesUrl, stored: (magId) => coordination.bus.publish(INVALIDATE_CHANNEL, magId) }), {
  concurrency: config.jobConcurrency,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: handing running jobs back and stopping`);
  await runner.stop();
  await browser.close();
  await coordination.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

runner.start();
console.log(`Folio worker ${runner.workerId} runs ${runner.kindNames.join(', ')} (${config.jobConcurrency} at once)`);
