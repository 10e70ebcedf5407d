import { describe, expect, it } from 'vitest';
import { defaultDescription } from '@folio/model';
import { pageDescription, pageTitle } from './page-meta';

// viewer-and-project.md §2: the title comes from the page's search-optimisation settings; default description.
describe('page title and description', () => {
  const mag = { title: 'Mag', description: 'About the mag' };
  it('title: seo title, else page title, else the project title', () => {
    expect(pageTitle(mag, { title: 'Page', seo: { title: 'SEO' } })).toBe('SEO');
    expect(pageTitle(mag, { title: 'Page', seo: { title: ' ' } })).toBe('Page');
    expect(pageTitle(mag, {})).toBe('Mag');
  });
  it('description: seo description, else the project description, else the default text', () => {
    expect(pageDescription(mag, { seo: { description: 'Page about' } })).toBe('Page about');
    expect(pageDescription(mag, {})).toBe('About the mag');
    expect(pageDescription({}, undefined)).toBe(defaultDescription);
  });
});
