import { apiMessages, defaultViewOpts, settingsTexts, type MagEditable } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { controlOptions, displayOptions, projectFormChanges, projectFormOf, type ProjectForm } from './project-settings-form';

function submit(project: MagEditable, edit: (form: ProjectForm) => void, takenUris: string[] = []) {
  const initial = projectFormOf(project);
  const form = structuredClone(initial);
  edit(form);
  return projectFormChanges(project, initial, form, takenUris);
}

describe('project settings form', () => {
  it('shows every viewOpts field, with its default where the project set none', () => {
    const form = projectFormOf({ title: 'Mag', opts: { arrows: false } });
    expect(form.opts).toEqual({ ...defaultViewOpts, arrows: false, scalewidth: String(defaultViewOpts.scalewidth) });
    // Every option has a control: the flags, the layout and the scale width.
    expect(new Set([...controlOptions, ...displayOptions, 'viewertype', 'scalewidth'])).toEqual(new Set(Object.keys(defaultViewOpts)));
  });

  it('writes nothing when nothing changed', () => {
    expect(submit({ title: 'Mag' }, () => {})).toEqual({ fields: {}, errors: {} });
  });

  it('writes only the options changed, over those the project has', () => {
    const outcome = submit({ opts: { arrows: false } }, (form) => {
      form.opts.viewertype = 'horizontal';
      form.opts.scalewidth = '2400';
    });
    expect(outcome.fields).toEqual({ opts: { arrows: false, viewertype: 'horizontal', scalewidth: 2400 } });
  });

  it('refuses a scale width that is not a whole number above 0', () => {
    for (const width of ['0', '-5', 'wide', '10.5']) {
      expect(submit({}, (form) => void (form.opts.scalewidth = width)).errors.scalewidth).toBe(settingsTexts.scaleWidthInvalid);
    }
  });

  it('marks an emptied title as empty on purpose, and a filled one as not', () => {
    expect(submit({ title: 'Mag' }, (form) => void (form.title = '  ')).fields).toEqual({ title: '', emptyTitle: true });
    expect(submit({ title: '', emptyTitle: true }, (form) => void (form.title = 'Back')).fields).toEqual({ title: 'Back', emptyTitle: false });
    expect(submit({ title: 'Mag' }, (form) => void (form.title = 'New')).fields).toEqual({ title: 'New' });
  });

  it('writes code injection as typed and an emptied font link as ""', () => {
    const outcome = submit({ fonts_link: 'https://use.typekit.net/a.css' }, (form) => {
      form.ci_head = '<meta name="x" content="y">';
      form.ci_css = 'body { color: red }';
      form.fonts_link = '';
    });
    expect(outcome.fields).toEqual({ ci_head: '<meta name="x" content="y">', ci_css: 'body { color: red }', fonts_link: '' });
  });

  it('refuses a font link that is not an http(s) address, and texts over the server’s limits', () => {
    expect(submit({}, (form) => void (form.fonts_link = 'use.typekit.net/a.css')).errors.fonts_link).toBe(settingsTexts.fontsLinkInvalid);
    expect(submit({}, (form) => void (form.title = 'x'.repeat(501))).errors.title).toBe(settingsTexts.tooLong(500));
  });

  it('writes the project address cleaned of spaces and slashes, and takes an emptied one away', () => {
    expect(submit({}, (form) => void (form.uri = ' /spring-issue/ ')).fields).toEqual({ uri: 'spring-issue' });
    expect(submit({ uri: 'spring' }, (form) => void (form.uri = '')).fields).toEqual({ uri: null });
    expect(submit({}, (form) => void (form.uri = '  ')).fields).toEqual({});
    expect(submit({ uri: 'spring' }, (form) => void (form.uri = '/spring/')).fields).toEqual({});
  });

  it('refuses an address of digits only, with capitals, over the limit, or used by another of the author’s projects', () => {
    expect(submit({}, (form) => void (form.uri = '2024')).errors.uri).toBe('A project address cannot be only digits');
    expect(submit({}, (form) => void (form.uri = 'Spring Issue')).errors.uri).toBe('Use lowercase letters, digits and hyphens');
    expect(submit({}, (form) => void (form.uri = 'a'.repeat(201))).errors.uri).toMatch(/^At most \d+ characters$/);
    const taken = submit({ title: 'Mag' }, (form) => {
      form.uri = 'autumn';
      form.title = 'Changed';
    }, ['autumn']);
    expect(taken.errors.uri).toBe(apiMessages.uriTaken);
    // Nothing is written while a field is wrong.
    expect(taken.fields).toEqual({});
  });
});
