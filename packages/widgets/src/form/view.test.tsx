import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { canUsePointerAnimation, formTexts, type FormField } from '@folio/model';
import { WidgetEnvironmentContext, type WidgetEnvironment } from '../environment';
import { widgetOf } from '../test-widgets';
import FormView from './view';

const FIELDS: FormField[] = [
  { id: 'name', kind: 'text', label: 'Your name', required: true },
  { id: 'email', kind: 'email', label: 'Email' },
  { id: 'note', kind: 'textarea', label: 'Note' },
  { id: 'size', kind: 'select', label: 'Size', options: ['S', 'M'] },
  { id: 'agree', kind: 'checkbox', label: 'I agree', required: true },
];

const draw = (fields: Record<string, unknown> = {}, environment?: WidgetEnvironment) => {
  const view = <FormView widget={widgetOf('form', { fields: FIELDS, ...fields })} />;
  return renderToString(environment ? <WidgetEnvironmentContext value={environment}>{view}</WidgetEnvironmentContext> : view);
};

/** The id a label points at, by the label's text. */
function labelledInput(html: string, text: string): string {
  const match = new RegExp(`<label for="([^"]+)"[^>]*>(?:<input[^>]*>)?${text}`).exec(html);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

describe('form view', () => {
  it('a labelled input per field, of its kind, in field order, then the submit button and a live status line', () => {
    const html = draw();
    for (const [label, tag] of [['Your name', 'input'], ['Email', 'input'], ['Note', 'textarea'], ['Size', 'select'], ['I agree', 'input']] as const) {
      const id = labelledInput(html, label);
      expect(html, label).toMatch(new RegExp(`<${tag}[^>]* id="${id}"`));
    }
    expect(html).toMatch(/<input[^>]*type="text"[^>]*id=|<input[^>]*id="[^"]+"[^>]*type="text"/);
    expect(html).toContain('type="email"');
    expect(html).toContain('type="checkbox"');
    expect(html.indexOf('Your name')).toBeLessThan(html.indexOf('Email'));
    expect(html.indexOf('Note')).toBeLessThan(html.indexOf('I agree'));
    expect(html).toMatch(new RegExp(`<button type="submit" class="folio-form-submit"[^>]*>${formTexts.submit}</button><p class="folio-form-status"`));
    expect(html).toMatch(/<p class="folio-form-status" role="status" aria-live="polite"[^>]*><\/p>/);
    expect(html).toMatch(/^<form [^>]*noValidate=""/);
  });

  it('required fields are marked: the required attribute, and a mark hidden from screen readers', () => {
    const html = draw();
    const required = html.match(/<(?:input|textarea|select)[^>]*required=""/g) ?? [];
    expect(required).toHaveLength(2);
    expect(html.match(/<span class="folio-form-required" aria-hidden="true"> \*<\/span>/g)).toHaveLength(2);
  });

  it('a select offers an empty choice, then its options', () => {
    const html = draw();
    expect(html).toContain(`<option value="" selected="">${formTexts.choose}</option><option value="S">S</option><option value="M">M</option>`);
  });

  it('the author’s submit label; a field without a label is named by its id', () => {
    const html = draw({ submit_label: 'Sign me up', fields: [{ id: 'f1', kind: 'text' }] });
    expect(html).toContain('>Sign me up</button>');
    labelledInput(html, 'f1');
  });

  it('hostile labels, options and submit labels are text, never markup', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const html = draw({
      submit_label: '<script>alert(1)</script>',
      fields: [
        { id: 'a', kind: 'text', label: hostile },
        { id: 'b', kind: 'select', label: '"><svg onload=alert(1)>', options: ['</option><script>alert(2)</script>'] },
        { id: 'c', kind: 'checkbox', label: hostile },
      ],
    });
    expect(html).not.toMatch(/<img|<script|<svg/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</button>');
    expect(html).toContain('value="&lt;/option&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
  });

  it('the server and the first client render draw the same, in every mode', () => {
    for (const mode of ['viewer', 'preview', 'editor'] as const) {
      const environment = { mode, magNumId: 7 };
      expect(draw({}, environment)).toBe(draw({}, environment));
    }
    expect(draw({}, { mode: 'viewer', magNumId: 7 })).toBe(draw());
  });

  it('a form without fields still has its button', () => {
    expect(renderToString(<FormView widget={widgetOf('form')} />)).toContain(`>${formTexts.submit}</button>`);
  });

  it('widgets-and-authoring.md §5: a form is excluded from pointer-event animations', () => {
    expect(canUsePointerAnimation('form')).toBe(false);
  });
});
