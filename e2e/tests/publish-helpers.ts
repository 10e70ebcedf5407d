// Publishing from the constructor as an author does it: the top bar's Publish opens the publish panel, whose
// Publish (or Update) button publishes; Escape closes the panel again. Shared by the specs that publish.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The top bar's Publish button (it opens the panel). */
export const publishButton = (page: Page): Locator => page.getByRole('toolbar', { name: 'Constructor tools' }).getByRole('button', { name: 'Publish', exact: true });

/** The open publish panel. */
export const publishPanel = (page: Page): Locator => page.getByRole('dialog', { name: 'Publish', exact: true });

/** Opens the publish panel (when it is not open). */
export async function openPublishPanel(page: Page): Promise<Locator> {
  const panel = publishPanel(page);
  if (!(await panel.isVisible())) await publishButton(page).click();
  await expect(panel).toBeVisible();
  return panel;
}

/** Publishes (or updates) from the panel, waits for the notice, and closes the panel. */
export async function publishFromPanel(page: Page): Promise<void> {
  const panel = await openPublishPanel(page);
  await panel.getByRole('button', { name: /^(Publish|Update)$/ }).click();
  // Publishing draws the pages and queues their screenshots: on a busy machine it takes a while.
  await expect(page.getByText('Published. Visitors see this version now.')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}
