import { join } from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { featuredListText, listFeaturedSubmissions } from './repositories/featured';

// `npm run featured` (docs/api.md "Featured"): the projects authors submitted for the featured list, for the operator.
// `--json` prints them as JSON. The embedded database belongs to one process: with it, stop the server first (or use
// PostgreSQL, which any number of processes share).

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { driver: 'postgres', url: config.databaseUrl } : { driver: 'pglite', dataDir: join(config.dataDir, 'pglite') },
).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
try {
  const submissions = await listFeaturedSubmissions(database.db);
  console.log(process.argv.includes('--json') ? JSON.stringify(submissions, null, 2) : featuredListText(submissions));
} finally {
  await database.close();
}
