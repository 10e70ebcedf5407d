// s3rver (a real S3 REST server that keeps its objects on disk) in a process of its own, for tests: s3-server.ts
// starts it as `node s3rver-process.mjs <directory> [bucket]`. It listens on a free port of 127.0.0.1, prints that port
// as its first line, and stops on SIGTERM. Its one account's key and secret are both S3RVER.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory) {
  console.error('usage: node s3rver-process.mjs <directory> [bucket]');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: bucket ? [{ name: bucket }] : [],
});
const address = await server.run();
process.stdout.write(`${address.port}\n`);

const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
