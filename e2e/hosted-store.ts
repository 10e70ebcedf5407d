// The hosted store's REST API for the e2e (docs/shop.md "The hosted store's catalogue"): the web server gets
// HOSTED_STORE_API_URL pointing here (playwright.config.ts), so the catalogue route reads these products, on loopback;
// nothing leaves the machine. The pictures are served here too. Read by shop-ecwid-catalogue.spec.ts.
import { createServer } from 'node:http';

/** The public token the stand-in accepts; any other is refused as the provider does (403). */
export const HOSTED_STORE_TOKEN = 'public_E2eCatalogue2026';

const picture = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#f3efe8"/><path d="M40 30h40l14 40H26z" fill="${colour}"/><rect x="57" y="70" width="6" height="26" fill="#555"/><rect x="38" y="96" width="44" height="6" rx="3" fill="#555"/></svg>`;

/** The store's products as the provider's API lists them: prices in major units, stock counted or not. */
export function hostedStoreProducts(origin: string) {
  return [
    { id: 7101, name: 'Brass desk lamp', price: 24.5, enabled: true, unlimited: true, inStock: true, imageUrl: `${origin}/pictures/lamp.svg` },
    { id: 7303, name: 'Last blue vase', price: 99, enabled: true, quantity: 1, inStock: true, imageUrl: `${origin}/pictures/vase.svg` },
  ];
}

export default async function startHostedStore(): Promise<() => Promise<void>> {
  const port = Number(process.env.FOLIO_E2E_HOSTED_STORE_PORT);
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname.startsWith('/pictures/')) {
      response.setHeader('content-type', 'image/svg+xml');
      return response.end(picture(url.pathname.endsWith('vase.svg') ? '#3a6fb0' : '#c8962e'));
    }
    if (request.headers.authorization !== `Bearer ${HOSTED_STORE_TOKEN}`) return response.writeHead(403, { 'content-type': 'application/json' }).end('{"errorMessage":"token"}');
    response.setHeader('content-type', 'application/json');
    if (url.pathname.endsWith('/profile')) return response.end(JSON.stringify({ formatsAndUnits: { currency: 'USD' } }));
    if (!url.pathname.endsWith('/products')) return response.writeHead(404).end('{}');
    const items = hostedStoreProducts(origin);
    return response.end(JSON.stringify({ total: items.length, count: items.length, offset: 0, limit: 100, items }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
