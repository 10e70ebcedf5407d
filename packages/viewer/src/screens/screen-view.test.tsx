import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { viewerMessages, viewerUiTexts } from '@folio/model';
import type { Screen } from '../types';
import { renderWithViewer } from '../chrome/viewer-fixture';
import { ScreenView, serviceScreenContent } from './screen-view';

const render = (screen: Screen) => renderWithViewer(<ScreenView screen={screen} />);

describe('ScreenView (viewer-and-project.md §2 screens, §8 errors)', () => {
  it('§2: the mag itself draws nothing here (the viewer draws the pages)', () => {
    expect(render({ kind: 'mag' })).toBe('');
  });

  it('§2, §4: the project password prompt: a form with a labelled Password field and an Open button', () => {
    const html = render({ kind: 'password' });
    expect(html).toMatch(/<main class="fo-screen"><form class="fo-form" method="post"><h1 class="fo-form__title">/);
    expect(html).toContain(viewerMessages.projectPasswordPrompt);
    const label = /<label class="fo-form__label" for="([^"]+)">Password<\/label>/.exec(html);
    expect(label).not.toBeNull();
    expect(html).toMatch(new RegExp(`<input id="${label![1]}" class="fo-input" type="password"[^>]*required[^>]*name="password"`));
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<button type="submit"[^>]*>Open<\/button>/);
    // Until its script takes the form over, Open is disabled: a native submit would reload the page with the
    // password in the address.
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Open<\/button>/);
  });

  it('§8: a fetch failure shows the 404 page with a way home', () => {
    const html = render({ kind: 'notFound' });
    expect(html).toContain(`<h1 class="fo-screen__title">${viewerMessages.pageNotFound}</h1>`);
    expect(html).toContain('>404</p>');
    expect(html).toContain('href="/"');
  });

  it('§8: the suspended page shows the support address ({email})', () => {
    const html = render({ kind: 'suspended' });
    expect(html).toContain(viewerMessages.projectSuspended);
    expect(html).toContain(`href="mailto:${viewerUiTexts.supportEmail}"`);
    expect(html).toContain(viewerMessages.supportContact(viewerUiTexts.supportEmail));
  });

  it('§2: the domain error page has one text per reason', () => {
    expect(serviceScreenContent({ kind: 'domainError', reason: 'projectNotFound' }).title).toBe(viewerMessages.projectNotFound);
    expect(serviceScreenContent({ kind: 'domainError', reason: 'domainNotFound' }).title).toBe(viewerMessages.domainNotFound);
    expect(serviceScreenContent({ kind: 'domainError', reason: 'notPublished' }).title).toBe(viewerMessages.projectNotPublished);
    expect(serviceScreenContent({ kind: 'domainError', reason: 'subscriptionExpired' }).title).toBe(viewerMessages.subscriptionExpired);
    expect(render({ kind: 'domainError', reason: 'domainNotFound' })).toContain(viewerMessages.domainNotFound);
  });

  it('§2: old Internet Explorer gets the unsupported-browser notice', () => {
    expect(render({ kind: 'oldBrowser' })).toContain(viewerMessages.unsupportedBrowser);
  });

  it('§2: the login view inside an iframe: labelled Email and Password fields and a Sign in button', () => {
    // The login view needs no viewer state: it renders outside the viewer context too.
    const html = renderToString(<ScreenView screen={{ kind: 'login' }} />);
    expect(html).toMatch(/<label class="fo-form__label" for="([^"]+)">Email<\/label><input id="\1"[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/<label class="fo-form__label" for="([^"]+)">Password<\/label><input id="\1"[^>]*type="password"[^>]*name="password"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
  });
});
