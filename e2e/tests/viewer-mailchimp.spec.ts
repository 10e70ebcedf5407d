// Mailchimp signup links in a published project (viewer-and-project.md §2: "Mailchimp links parse JSON data; with
// invalid data nothing happens and the link is disabled for 3 s"; widgets-and-authoring.md §7: "The Mailchimp script
// loads on demand"; docs/viewer.md "Mailchimp signup"). A visitor's click opens the Subscribe dialog; the e-mail goes
// to the list's host by JSONP, answered here by page.route (nothing leaves the machine); a form address off
// list-manage.com opens nothing. At desktop and phone sizes, with screenshots of the open dialog.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addWidgets, authorContext, createProject, currentPage, signUp, waitForHorizontalViewer, type CreatedProject } from './viewer-helpers';

const LIST = { baseUrl: 'https://mc.us5.list-manage.com/', uuid: 'a1b2c3d4e5', lid: 'f6e5d4c3' };
const OFF_LIST = { baseUrl: 'lists.example.com', uuid: 'a1b2c3d4e5', lid: 'f6e5d4c3' };
const mailchimpLink = (data: object) => `mailchimp:${JSON.stringify(data)}`;

let project: CreatedProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'mailchimp');
  project = await createProject(request, author, {
    title: 'Harbour news',
    opts: { viewertype: 'horizontal' },
    pages: [
      { title: 'Cover', height: 768, text: 'News from the harbour' },
      { title: 'Second', uri: 'second', height: 768, text: 'The second page' },
    ],
    publish: false,
  });
  const pid = project.pages[0]!._id;
  await addWidgets(request, project.id, [
    { type: 'button', pid, x: 80, y: 260, w: 260, h: 56, z: 2, text: 'Join the list', clickLink: mailchimpLink(LIST) },
    { type: 'button', pid, x: 380, y: 260, w: 260, h: 56, z: 3, text: 'Join elsewhere', clickLink: mailchimpLink(OFF_LIST) },
  ]);
  expect((await request.post(`/api/publish/${project.id}`)).ok()).toBe(true);
  await request.dispose();
});

/** Answers the list host's JSONP with `answer`, and records what was asked. */
async function standInForMailchimp(page: Page, answer: { result: string; msg: string }) {
  const asked: URL[] = [];
  await page.route('https://*.list-manage.com/**', async (route: Route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: `${url.searchParams.get('c')}(${JSON.stringify(answer)});` });
  });
  return asked;
}

async function openProject(page: Page) {
  await page.goto(project.path);
  await waitForHorizontalViewer(page);
}

for (const size of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${size.name}: a visitor subscribes from a Mailchimp link; the e-mail is checked first, then sent to the list`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const asked = await standInForMailchimp(page, { result: 'success', msg: 'Almost finished... We need to confirm your email address.' });
    await openProject(page);
    const link = currentPage(page).getByRole('link', { name: 'Join the list' });
    await link.click();

    const dialog = page.getByRole('dialog', { name: 'Subscribe' });
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('Email');
    await expect(email).toBeFocused();
    await page.screenshot({ path: test.info().outputPath(`mailchimp-dialog-${size.width}x${size.height}.png`) });

    // Refused in the dialog: nothing is sent.
    await email.pressSequentially('ada@example');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter an email address such as name@example.com.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await email.pressSequentially('.com');
    expect(asked).toHaveLength(0);

    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Almost finished... We need to confirm your email address.');
    expect(asked).toHaveLength(1);
    const query = asked[0]!.searchParams;
    expect(asked[0]!.origin + asked[0]!.pathname).toBe('https://mc.us5.list-manage.com/subscribe/post-json');
    expect([query.get('u'), query.get('id'), query.get('EMAIL')]).toEqual([LIST.uuid, LIST.lid, 'ada@example.com']);
    expect(query.get('c')).toMatch(/^folioMailchimp\w+$/);
    // The JSONP script and its callback are gone once answered.
    expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('folioMailchimp')))).toEqual([]);
    await expect(page.locator('script[src*="list-manage.com"]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`mailchimp-subscribed-${size.width}x${size.height}.png`) });

    // Close (focus on it after the answer) removes the dialog and gives the focus back to the link.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });
}

test('Mailchimp’s refusal shows as its text, without its markup; Esc closes and the focus goes back to the link', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const asked = await standInForMailchimp(page, {
    result: 'error',
    msg: 'ada@example.com is already subscribed to list <b>Harbour news</b>. <a href="https://mc.us5.list-manage.com/profile?u=a1">Click here to update your profile</a>',
  });
  await openProject(page);
  const link = currentPage(page).getByRole('link', { name: 'Join the list' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe' });
  await dialog.getByLabel('Email').pressSequentially('ada@example.com');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('ada@example.com is already subscribed to list Harbour news.');
  await expect(dialog.locator('b, a')).toHaveCount(0);
  expect(asked).toHaveLength(1);
  // The form stays, with what was typed, for another try.
  await expect(dialog.getByLabel('Email')).toHaveValue('ada@example.com');
  await page.screenshot({ path: test.info().outputPath('mailchimp-refused-1440x900.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('a list that does not answer: the visitor is told the list could not be reached', async ({ page }) => {
  await page.route('https://*.list-manage.com/**', (route) => route.abort('connectionrefused'));
  await openProject(page);
  await currentPage(page).getByRole('link', { name: 'Join the list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe' });
  await dialog.getByLabel('Email').pressSequentially('ada@example.com');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not reach the mailing list; try again.');
});

test('a Mailchimp link whose form address is off list-manage.com is invalid data: its click opens nothing, asks nothing', async ({ page }) => {
  const asked = await standInForMailchimp(page, { result: 'success', msg: 'Subscribed' });
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/mailchimp-signup/.test(request.url())) chunks.push(request.url());
  });
  await openProject(page);
  await currentPage(page).getByRole('link', { name: 'Join elsewhere' }).click();
  await currentPage(page).getByRole('link', { name: 'Join elsewhere' }).click();
  // The click leaves the page where it is (no navigation to the mailchimp: address).
  await expect(currentPage(page).getByText('News from the harbour')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(chunks).toEqual([]);
  expect(asked).toEqual([]);
});
