// Card payments with Stripe.js in the cart sidebar (ecommerce.md §7; docs/shop.md "Cart sidebar" → "Payment with
// Stripe"). The server runs in test mode; the browser is told the shop runs on Stripe by rewriting the gateway of
// GET …/ecommerce/data/, and https://js.stripe.com/v3/ is answered with a fake Stripe.js (its card Element is an
// input). The fake stands in for Stripe's side the way the test-mode gateway does: a token it makes becomes a
// test-mode card token on the pay call, and a payment it confirms pays the intent through the test-mode confirm call.
// The server's Stripe side (the data's publishable key and account, tokens charged on the account, the intent read
// again) is covered by packages/server/test/shop/shop-stripe.test.ts against the loopback fake of Stripe's API.
import type { Page, Route } from '@playwright/test';
import { test, expect } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { authorContext } from './viewer-helpers';
import { addButton, cartButton, createShopProject, field, openShop, sidebar, type ShopProject } from './shop-helpers';

const SHOTS = process.env.SHOP_SHOTS;
const PUBLISHABLE_KEY = 'pk_test_e2e';
const ACCOUNT = 'acct_e2e_connected';
const PAYS = '4242424242424242';
const DECLINED = '4000000000000002';
// Stripe's test card whose bank asks for 3-D Secure.
const THREE_D_SECURE = '4000002500003155';
const INTENT = 'pi_e2e_3ds';
let project: ShopProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  project = await createShopProject(request, 'shop-stripe');
  await request.dispose();
});

/** The fake Stripe.js: records every call in window.stripeCalls; 4242… pays, anything else is declined. */
function fakeStripeJs(numId: number): string {
  return `(() => {
  const calls = (window.stripeCalls = []);
  const pays = (input) => input.value.replace(/\\D/g, '') === '${PAYS}';
  window.Stripe = function (key, options) {
    calls.push({ call: 'Stripe', key, options });
    let input = null;
    const card = {
      mount(target) {
        input = document.createElement('input');
        input.className = 'fake-stripe-card';
        input.setAttribute('aria-label', 'Card number, expiry and CVC');
        input.placeholder = '1234 1234 1234 1234  MM / YY  CVC';
        input.style.cssText = 'border:0;outline:0;background:transparent;width:100%;font:inherit;color:inherit';
        target.append(input);
        calls.push({ call: 'mount' });
      },
      destroy() { input && input.remove(); },
      on(event) { calls.push({ call: 'on', event }); },
    };
    return {
      elements() {
        return {
          create(type, options) {
            calls.push({ call: 'create', type, hidePostalCode: options && options.hidePostalCode });
            if (type !== 'paymentRequestButton') return card;
            let button = null;
            return {
              mount(target) {
                button = document.createElement('button');
                button.type = 'button';
                button.textContent = 'Pay with the wallet (stand-in)';
                button.onclick = () => options.paymentRequest.pay();
                target.append(button);
              },
              destroy() { button && button.remove(); },
              on() {},
            };
          },
        };
      },
      async createPaymentMethod(data) {
        calls.push({ call: 'createPaymentMethod', type: data.type, sameCard: data.card === card, billing_details: data.billing_details });
        const digits = input.value.replace(/\\D/g, '');
        if (digits === '${THREE_D_SECURE}') return { paymentMethod: { id: 'pm_card_authenticationRequired' } };
        return pays(input) ? { paymentMethod: { id: 'pm_card_visa' } } : { error: { message: 'Your card was declined.', code: 'card_declined' } };
      },
      // The card's bank's check (3-D Secure) as Stripe.js shows it: a frame over the page with its two answers.
      handleCardAction(clientSecret) {
        calls.push({ call: 'handleCardAction', clientSecret });
        return new Promise((resolve) => {
          const frame = document.createElement('div');
          frame.setAttribute('role', 'dialog');
          frame.setAttribute('aria-label', 'Bank check (stand-in)');
          frame.style.cssText = 'position:fixed;inset:30% 35%;z-index:2147483647;background:#fff;border:1px solid #888;padding:16px';
          const answer = (label, passed) => {
            const button = document.createElement('button');
            button.textContent = label;
            button.onclick = () => {
              frame.remove();
              const id = clientSecret.split('_secret_')[0];
              resolve(passed ? { paymentIntent: { id, status: 'requires_confirmation' } } : { error: { message: 'Authentication failed', code: 'payment_intent_authentication_failure', payment_intent: { id: id + '_failed' } } });
            };
            frame.append(button);
          };
          answer('Complete authentication', true);
          answer('Fail authentication', false);
          document.body.append(frame);
        });
      },
      // A wallet this browser offers when the test says so (window.fakeWallet), and its button.
      paymentRequest(options) {
        calls.push({ call: 'paymentRequest', options });
        const handlers = {};
        return {
          async canMakePayment() { return window.fakeWallet || null; },
          on(event, handler) { handlers[event] = handler; },
          pay() {
            handlers.paymentmethod({ paymentMethod: { id: 'pm_card_visa' }, complete(status) { calls.push({ call: 'complete', status }); } });
          },
        };
      },
      async confirmCardPayment(clientSecret, data, options) {
        const method = typeof data.payment_method === 'string' ? data.payment_method : null;
        if (method) calls.push({ call: 'confirmCardPayment', clientSecret, payment_method: method, receipt_email: data.receipt_email, options });
        else calls.push({ call: 'confirmCardPayment', clientSecret, sameCard: data.payment_method.card === card, billing_details: data.payment_method.billing_details, receipt_email: data.receipt_email });
        if (method ? method !== 'pm_card_visa' : !pays(input)) return { error: { message: 'Your card was declined.', code: 'card_declined' } };
        // Stripe's side of the payment: the test-mode gateway's confirm call pays the intent.
        const id = clientSecret.split('_secret_')[0];
        const reply = await fetch('/api/projects/${numId}/ecommerce/stripe/payment_intents/' + id + '/confirm/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_secret: clientSecret, payment_method: { card: { number: '${PAYS}', exp_month: 12, exp_year: 2034, cvc: '123' }, billing_details: method ? { name: 'Wallet holder' } : data.payment_method.billing_details } }),
        });
        return { paymentIntent: (await reply.json()).data };
      },
    };
  };
})();`;
}

interface StripeRoutes {
  scriptLoads: number;
  payBodies: Record<string, unknown>[];
  intentReads: string[];
}

/** Stripe mode for the browser: the data's gateway, the fake Stripe.js (failing the first `failLoads` loads), and the pay call's Stripe token exchanged for a test-mode one. */
async function stripeMode(page: Page, options: { failLoads?: number } = {}): Promise<StripeRoutes> {
  const seen: StripeRoutes = { scriptLoads: 0, payBodies: [], intentReads: [] };
  let failures = options.failLoads ?? 0;
  await page.route('https://js.stripe.com/v3/', async (route) => {
    seen.scriptLoads += 1;
    if (failures-- > 0) return route.abort('connectionrefused');
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeStripeJs(project.numId) });
  });
  await page.route(`**/api/projects/${project.numId}/ecommerce/data/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { gateway: unknown } };
    body.data.gateway = { mode: 'stripe', publishable_key: PUBLISHABLE_KEY, stripe_account: ACCOUNT, country: 'US' };
    await route.fulfill({ response, json: body });
  });
  // Stripe's side of the sku flow's pay call: a method that pays (or an intent authenticated) becomes a test-mode card
  // token; the 3-D Secure card's method answers as the server does while the bank's check waits; a failed check's
  // intent is refused as the server refuses it.
  await page.route(`**/api/projects/${project.numId}/ecommerce/stripe/orders/*/pay/`, async (route: Route) => {
    const { payment_method, payment_intent, ...rest } = route.request().postDataJSON() as { payment_method?: string; payment_intent?: string; email: string };
    seen.payBodies.push(route.request().postDataJSON() as Record<string, unknown>);
    if (payment_method === 'pm_card_authenticationRequired') {
      const order = await route.fetch({ method: 'GET', url: route.request().url().replace(/pay\/$/, '') });
      const { data } = (await order.json()) as { data: Record<string, unknown> };
      return route.fulfill({ json: { data: { ...data, payment_action: { type: 'authenticate', client_secret: `${INTENT}_secret_1` } } } });
    }
    if (payment_intent === `${INTENT}_failed`) {
      const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
      return route.fulfill({ status: 402, json: { statusCode: 402, message, code: 'payment_intent_authentication_failure' } });
    }
    const made = await page.request.post(`/api/projects/${project.numId}/ecommerce/stripe/tokens/`, {
      data: { card: { number: PAYS, exp_month: 12, exp_year: 2034, cvc: '123', name: 'Stripe stand-in' } },
    });
    const token = ((await made.json()) as { data: { id: string } }).data.id;
    await route.continue({ postData: JSON.stringify({ ...rest, stripe_token: token }) });
  });
  await page.route(`**/api/projects/${project.numId}/ecommerce/stripe/payment_intents/*/`, async (route) => {
    if (route.request().method() === 'GET') seen.intentReads.push(route.request().url());
    await route.fallback();
  });
  return seen;
}

const stripeCalls = (page: Page) => page.evaluate(() => (window as unknown as { stripeCalls: Record<string, unknown>[] }).stripeCalls);

async function toPayment(page: Page, addLabel: string) {
  await openShop(page, project.path);
  await addButton(page, addLabel).click();
  await expect(cartButton(page)).toHaveAttribute('data-count', '1');
  await cartButton(page).click();
  const panel = sidebar(page);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await field(page, 'country').locator('select').selectOption('US');
  await field(page, 'name').locator('input').fill('Grace Hopper');
  await field(page, 'line1').locator('input').fill('1 Navy Way');
  await field(page, 'city').locator('input').fill('Arlington');
  await field(page, 'email').locator('input').fill('grace@example.com');
  await panel.getByRole('button', { name: 'Summary' }).click();
  await panel.getByRole('button', { name: 'Go to payment' }).click();
  await expect(panel.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
}

async function payWithStripeCard(page: Page, number: string, name = 'Grace Hopper') {
  const panel = sidebar(page);
  await panel.locator('.fake-stripe-card').fill(number);
  await panel.getByLabel('Name on card').fill(name);
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('sku flow: Stripe.js loads once with the publishable key and account; a payment method of the card pays the order', async ({ page }) => {
  const seen = await stripeMode(page);
  await toPayment(page, 'Add mug');
  const panel = sidebar(page);
  // The card Element replaces our number, expiry and CVC fields; the name on card stays ours.
  await expect(panel.locator('.fake-stripe-card')).toBeVisible();
  await expect(panel.getByLabel('Card number', { exact: true })).toHaveCount(0);
  await expect(panel.getByLabel('Expiry', { exact: true })).toHaveCount(0);
  await expect(panel.getByRole('group', { name: 'Card' })).toBeVisible();
  // The account's country is known but this browser offers no wallet: no payment-request button.
  await expect.poll(async () => (await stripeCalls(page)).filter((call) => call.call === 'paymentRequest').length).toBeGreaterThan(0);
  await expect(panel.locator('.fo-cart-wallet')).toBeHidden();
  // Colour contrast aside: ecommerce.md §9 draws every field label in the secondary text colour (45% of the text's
  // opacity), which axe finds too faint for the sidebar's existing labels ("Name on card") as for the card's.
  expect((await seriousViolations(page)).filter((violation) => violation.rule !== 'color-contrast')).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stripe-payment.png` });

  // ecommerce.md §5: the holder name is required before paying.
  await panel.locator('.fake-stripe-card').fill(PAYS);
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(field(page, 'card-name').locator('.fo-cart-field-error')).toHaveText('Name on card is required');

  await payWithStripeCard(page, DECLINED);
  await expect(panel.locator('.fo-cart-error')).toContainText('Payment Failed');
  await expect(panel.locator('.fo-cart-error')).toContainText('Your card was declined.');
  expect(seen.payBodies).toEqual([]);

  await payWithStripeCard(page, PAYS);
  await expect(panel.getByText('Payment completed')).toBeVisible();
  expect(seen.payBodies).toEqual([{ payment_method: 'pm_card_visa', email: 'grace@example.com' }]);
  const calls = await stripeCalls(page);
  expect(calls.filter((call) => call.call === 'Stripe')).toEqual([{ call: 'Stripe', key: PUBLISHABLE_KEY, options: { stripeAccount: ACCOUNT } }]);
  expect(calls.filter((call) => call.call === 'create')).toEqual([{ call: 'create', type: 'card', hidePostalCode: true }]);
  const method = { call: 'createPaymentMethod', type: 'card', sameCard: true, billing_details: { name: 'Grace Hopper', email: 'grace@example.com' } };
  expect(calls.filter((call) => call.call === 'createPaymentMethod')).toEqual([method, method]);
  expect(seen.scriptLoads).toBe(1);
  const orderId = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).order.id as string, `cart${project.numId}`);
  const order = await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/orders/${orderId}/`);
  expect((await order.json()).data.status).toBe('paid');
});

test('price flow: confirmCardPayment with the client secret, billing name and receipt email; a decline says Payment Failed on confirmCardPayment', async ({ page }) => {
  const seen = await stripeMode(page);
  await toPayment(page, 'Add print');
  const panel = sidebar(page);
  await payWithStripeCard(page, DECLINED);
  await expect(panel.locator('.fo-cart-error')).toContainText('Payment Failed on confirmCardPayment: Your card was declined.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stripe-declined.png` });
  const invoiceId = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).invoice.id as string, `cart${project.numId}`);
  const open = (await (await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/invoices/${invoiceId}/`)).json()).data;
  expect(open.status).toBe('open');
  const intent = (await (await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/payment_intents/${open.payment_intent}/`)).json()).data;

  const readsBefore = seen.intentReads.length;
  await payWithStripeCard(page, PAYS);
  await expect(panel.getByText('Payment completed')).toBeVisible();
  const confirms = (await stripeCalls(page)).filter((call) => call.call === 'confirmCardPayment');
  expect(confirms).toHaveLength(2);
  expect(confirms[1]).toEqual({
    call: 'confirmCardPayment',
    clientSecret: intent.client_secret,
    sameCard: true,
    billing_details: { name: 'Grace Hopper' },
    receipt_email: 'grace@example.com',
  });
  // The server is told: the intent read again after Stripe.js confirmed it (and before, for its client secret).
  expect(seen.intentReads.length - readsBefore).toBe(2);
  const paid = (await (await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/invoices/${invoiceId}/`)).json()).data;
  expect(paid.status).toBe('paid');
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).invoice.status as string, `cart${project.numId}`);
  expect(stored).toBe('paid');
  expect(seen.scriptLoads).toBe(1);
});

test('Stripe.js that fails to load says so in the error box, and the next Pay loads it again', async ({ page }) => {
  const seen = await stripeMode(page, { failLoads: 1 });
  await toPayment(page, 'Add mug');
  const panel = sidebar(page);
  const error = panel.locator('.fo-cart-stripe .fo-cart-error');
  await expect(error).toHaveText('Card payments could not be loaded. Check your connection and press Pay to try again.');
  await expect(panel.locator('.fake-stripe-card')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stripe-load-failed.png` });
  await panel.getByLabel('Name on card').fill('Grace Hopper');
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(panel.locator('.fake-stripe-card')).toBeVisible();
  await expect(error).toHaveCount(0);
  expect(seen.scriptLoads).toBe(2);
  await payWithStripeCard(page, PAYS);
  await expect(panel.getByText('Payment completed')).toBeVisible();
});

test('sku flow with a card whose bank asks for 3-D Secure: a failed check is told and nothing paid; a passed one pays', async ({ page }) => {
  const seen = await stripeMode(page);
  await toPayment(page, 'Add mug');
  const panel = sidebar(page);
  await panel.locator('.fake-stripe-card').click();
  await page.keyboard.type(THREE_D_SECURE);
  await panel.getByLabel('Name on card').click();
  await page.keyboard.type('Grace Hopper');
  await panel.getByRole('button', { name: 'Pay', exact: true }).click();

  const check = page.getByRole('dialog', { name: 'Bank check (stand-in)' });
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(panel.locator('.fo-cart-error')).toContainText('We are unable to authenticate your payment method.');

  await panel.getByRole('button', { name: 'Pay', exact: true }).click();
  await check.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(panel.getByText('Payment completed')).toBeVisible();
  expect(seen.payBodies).toEqual([
    { payment_method: 'pm_card_authenticationRequired', email: 'grace@example.com' },
    { payment_intent: `${INTENT}_failed`, email: 'grace@example.com' },
    { payment_method: 'pm_card_authenticationRequired', email: 'grace@example.com' },
    { payment_intent: INTENT, email: 'grace@example.com' },
  ]);
  const checks = (await stripeCalls(page)).filter((call) => call.call === 'handleCardAction');
  expect(checks).toEqual([
    { call: 'handleCardAction', clientSecret: `${INTENT}_secret_1` },
    { call: 'handleCardAction', clientSecret: `${INTENT}_secret_1` },
  ]);
  const orderId = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).order.id as string, `cart${project.numId}`);
  expect((await (await page.request.get(`/api/projects/${project.numId}/ecommerce/stripe/orders/${orderId}/`)).json()).data.status).toBe('paid');
});

for (const flow of [
  { name: 'sku', add: 'Add mug' },
  { name: 'price', add: 'Add print' },
]) {
  test(`${flow.name} flow: where the browser offers a wallet, its payment-request button pays, above "or pay with card"`, async ({ page }) => {
    await page.addInitScript(() => ((window as unknown as { fakeWallet: unknown }).fakeWallet = { applePay: false, googlePay: true }));
    const seen = await stripeMode(page);
    await toPayment(page, flow.add);
    const panel = sidebar(page);
    const wallet = panel.locator('.fo-cart-wallet');
    await expect(wallet).toBeVisible();
    await expect(wallet.getByText('or pay with card')).toBeVisible();
    if (flow.name === 'sku') {
      await page.screenshot({ path: test.info().outputPath('wallet-button-desktop.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(wallet).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('wallet-button-phone.png') });
    }
    const [request] = (await stripeCalls(page)).filter((call) => call.call === 'paymentRequest');
    expect(request).toMatchObject({ options: { country: 'US', currency: 'usd', total: { label: 'Total' }, requestPayerName: true, requestPayerEmail: true } });
    expect((request!.options as { total: { amount: number } }).total.amount).toBeGreaterThan(0);

    await wallet.getByRole('button', { name: 'Pay with the wallet (stand-in)' }).click();
    await expect(panel.getByText('Payment completed')).toBeVisible();
    const calls = await stripeCalls(page);
    expect(calls.filter((call) => call.call === 'complete')).toEqual([{ call: 'complete', status: 'success' }]);
    if (flow.name === 'sku') expect(seen.payBodies).toEqual([{ payment_method: 'pm_card_visa', email: 'grace@example.com' }]);
    else expect(calls.filter((call) => call.call === 'confirmCardPayment')).toMatchObject([{ payment_method: 'pm_card_visa', options: { handleActions: false } }]);
  });
}
