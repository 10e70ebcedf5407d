// The owner's shipping methods and tax rates (issue 17; docs/shop.md "Shipping methods and tax rates"): set in the
// Shop dialog's "Shipping & tax", then applied to a visitor's order shipped to that country.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { addButton, cartButton, createShopProject, field, openShop, sidebar } from './shop-helpers';

const SHOTS = process.env.SHOP_SHOTS;

/** A visitor adds one product, checks out typing an address in Göttingen, Germany, and opens the Summary. */
async function buyToGermany(visitor: Page, path: string, button: string) {
  await openShop(visitor, path);
  await addButton(visitor, button).click();
  await cartButton(visitor).click();
  const panel = sidebar(visitor);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await field(visitor, 'country').locator('select').selectOption('DE');
  await field(visitor, 'name').locator('input').pressSequentially('Emmy Noether');
  await field(visitor, 'line1').locator('input').pressSequentially('Bunsenstr. 3');
  await field(visitor, 'city').locator('input').pressSequentially('Göttingen');
  await field(visitor, 'email').locator('input').pressSequentially('emmy@example.com');
  await panel.getByRole('button', { name: 'Summary' }).click();
  return panel;
}

test('the owner sets a rate for Germany and a 19 % tax; a visitor in Germany sees both in the order, and the grand total adds up', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const project = await createShopProject(page.request, 'shipping-tax');
  await page.goto(`/edit/${project.numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible();
  await page.getByRole('button', { name: 'Shop: provider and products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shop' });
  const section = dialog.getByRole('region', { name: 'Shipping & tax' });
  await expect(section.getByText('No methods yet: orders offer free shipping everywhere.')).toBeVisible();

  await section.getByRole('button', { name: 'Add a shipping method' }).click();
  await section.getByLabel('Method name').pressSequentially('Courier');
  await section.getByRole('button', { name: 'Add a country' }).click();
  await section.getByLabel('Country').first().selectOption('DE');
  await section.getByLabel('Rate', { exact: true }).pressSequentially('7,5x');
  await section.getByRole('button', { name: 'Add a tax rate' }).click();
  await section.getByLabel('Country').nth(1).selectOption('DE');
  await section.getByLabel('Rate (%)').pressSequentially('19');
  // A rate that is not money is refused under its field, and nothing is saved.
  await section.getByRole('button', { name: 'Save shipping & tax' }).click();
  await expect(section.getByText('Enter an amount like 4.50')).toBeVisible();
  await expect(section.getByLabel('Rate', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await section.getByLabel('Rate', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await section.getByRole('button', { name: 'Save shipping & tax' }).click();
  await expect(section.getByRole('status')).toHaveText('Shipping & tax saved.');
  await expect(section.getByText('Enter an amount like 4.50')).toHaveCount(0);
  await expect(section.getByLabel('Rate', { exact: true })).toHaveValue('7.50');
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/shipping-tax-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/shipping-tax-390.png`, fullPage: false });

  // A visitor with an address in Germany: 25.00 of goods, 7.50 shipping, 19 % of 25.00 = 4.75 tax added.
  const visitor = await browser.newPage();
  const panel = await buyToGermany(visitor, project.path, 'Add T-shirt');
  await expect(panel.locator('.fo-cart-grand-total')).toContainText('37.25 USD');
  await expect(panel.locator('.fo-cart-order')).toContainText('Courier — 7.50 USD');
  await expect(panel.locator('.fo-cart-order')).toContainText('4.75 USD');
  await expect(panel.getByLabel('Shipping method')).toHaveCount(0);
  if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/shipping-tax-order.png` });
  await visitor.close();
});

test('a visitor buying a print sold by a price chooses between two methods to Germany; the invoice is made again with the method and the total follows', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const project = await createShopProject(page.request, 'invoice-methods');
  const rules = await page.request.put(`/api/projects/${project.numId}/ecommerce/stripe/shop_rules/`, {
    data: {
      shipping_rules: [
        { id: 'standard', description: 'Standard', rates: [{ country: 'DE', amount: 500 }], rest_of_world: null, free_over: null },
        { id: 'express', description: 'Express', rates: [{ country: 'DE', amount: 1500 }], rest_of_world: null, free_over: null },
      ],
      tax_rates: [{ country: 'DE', region: null, percent: 19, inclusive: false }],
    },
  });
  expect(rules.ok(), await rules.text()).toBe(true);

  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const panel = await buyToGermany(visitor, project.path, 'Add print');
  // 40.00 of goods, Standard 5.00, 19 % of 40.00 = 7.60 added.
  const order = panel.locator('.fo-cart-order');
  const method = panel.getByLabel('Shipping method');
  await expect(method).toHaveValue('standard');
  await expect(method.locator('option')).toHaveText(['Standard — 5.00 USD', 'Express — 15.00 USD']);
  await expect(order).toContainText('7.60 USD');
  await expect(panel.locator('.fo-cart-grand-total')).toContainText('52.60 USD');
  await method.selectOption('express');
  await expect(panel.locator('.fo-cart-grand-total')).toContainText('62.60 USD');
  await expect(panel.getByLabel('Shipping method')).toHaveValue('express');
  // The added lines are not goods: no quantity beside them.
  await expect(order.locator('.fo-cart-order-line')).toHaveText(['Art print × 140.00 USD', 'Express 15.00 USD', 'Tax 7.60 USD']);
  await visitor.screenshot({ path: test.info().outputPath('invoice-method-chosen.png') });
  await expect(panel.getByRole('button', { name: 'Go to payment' })).toBeVisible();
  await visitor.close();
});
