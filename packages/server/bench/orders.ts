/**
 * Part of npm run bench:api — the owner's orders list (docs/api.md "Orders") with 10,000 orders of one project, on
 * PostgreSQL: the first page, the searches (an e-mail, a name, an order id), a status filter and the CSV export,
 * each timed over HTTP against a server started as its own process. Target: the first page and a search ≤ 200 ms.
 * It prints the plan of the first page's query, which must read shop_orders_mag_created_idx.
 *
 * BENCH_DATABASE_URL (default the local PostgreSQL's `postgres` database) is where it creates and drops its database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../test/support/scratch-database';
import { startServer, stopServer } from './server-process';

const ORDERS = 10_000;
const RUNS = 30;
const PORT = 3311;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const base = `http://127.0.0.1:${PORT}`;

let cookie = '';
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('folio_session='));
  if (setCookie) cookie = setCookie.split(';')[0]!;
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { status: response.status, text };
}

async function time(path: string): Promise<{ median: number; p95: number; max: number }> {
  await call('GET', path); // warm-up
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const start = performance.now();
    await call('GET', path);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]! * 10) / 10;
  return { median: at(0.5), p95: at(0.95), max: at(1) };
}

const database = await createScratchDatabase(adminUrl, 'folio_bench_orders');
const work = mkdtempSync(join(tmpdir(), 'folio-bench-orders-'));
const child = await startServer(PORT, { SEED_DEMO: 'false', DATA_DIR: work, DATABASE_URL: database.url, STATIC_DIR: join(work, 'static') });
const client = new pg.Client({ connectionString: database.url });
try {
  await client.connect();
  await call('POST', '/api/auth/signup', { email: 'orders-bench@example.test', password: 'benchmark password', name: 'Bench' });
  const mag = JSON.parse((await call('POST', '/api/projects', { title: 'Orders benchmark' })).text);
  // 10,000 orders over a year, a third unpaid, every tenth paid one fulfilled; each with a buyer, items and shipping.
  await client.query(
    `INSERT INTO shop_orders (id, mag_id, buyer, status, currency, amount, data, created_at, updated_at, fulfilled_at)
     SELECT 'or_bench' || lpad(n::text, 16, '0'), $1, 'buyer' || n,
            CASE WHEN n % 3 = 0 THEN 'created' ELSE 'paid' END, 'usd', 1500 + n % 100,
            jsonb_build_object('email', 'buyer' || n || '@example.com', 'phone', '+1 415 555 ' || lpad((n % 10000)::text, 4, '0'),
              'items', jsonb_build_array(jsonb_build_object('object', 'order_item', 'type', 'sku', 'parent', 'sku_1', 'quantity', 1,
                'description', 'Poster', 'amount', 1500 + n % 100, 'currency', 'usd')),
              'shipping', jsonb_build_object('name', 'Buyer Number ' || n, 'address', jsonb_build_object('line1', n || ' Main St',
                'city', 'Springfield', 'postal_code', '62701', 'country', 'US')),
              'shipping_methods', '[]'::jsonb, 'selected_shipping_method', null, 'metadata', '{}'::jsonb),
            now() - (n || ' minutes')::interval * 50, now(),
            CASE WHEN n % 10 = 1 THEN now() ELSE NULL END
     FROM generate_series(1, ${ORDERS}) AS n`,
    [mag._id],
  );
  await client.query('ANALYZE shop_orders');
  const plan = await client.query(`EXPLAIN SELECT * FROM shop_orders WHERE mag_id = $1 ORDER BY created_at DESC, id DESC LIMIT 25`, [mag._id]);
  console.log('Plan of the first page:\n' + plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n'));

  const list = `/api/projects/${mag._id}/orders`;
  const targets: [string, string][] = [
    ['first page (25)', list],
    ['page 200', `${list}?page=200`],
    ['search: e-mail', `${list}?q=buyer4321%40example`],
    ['search: name', `${list}?q=number%207777`],
    ['search: order id', `${list}?q=or_bench0000000000005000`],
    ['status=unfulfilled', `${list}?status=unfulfilled`],
    ['all projects (/api/orders)', '/api/orders'],
    ['CSV export (10,000)', `${list}/export.csv`],
  ];
  console.log(`\n${ORDERS} orders of one project, ${RUNS} runs each after a warm-up, PostgreSQL\n`);
  console.log('| call | median (ms) | p95 (ms) | max (ms) |');
  console.log('|---|---:|---:|---:|');
  for (const [name, path] of targets) {
    const t = await time(path);
    console.log(`| ${name} | ${t.median} | ${t.p95} | ${t.max} |`);
  }
} finally {
  await client.end();
  await stopServer(child);
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
