import { describe, expect, it } from 'vitest';
import { formWidgetSchema } from './form';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('form widget', () => {
  it('viewer-and-project.md §3: a form has fields, a submit label and a success message', () => {
    const widget = {
      type: 'form',
      ...base,
      fields: [
        { id: 'email', kind: 'email', label: 'Email', required: true },
        { id: 'topic', kind: 'select', label: 'Topic', options: ['A', 'B'] },
        { id: 'agree', kind: 'checkbox', label: 'I agree' },
      ],
      submit_label: 'Send',
      success_message: 'Thank you',
    };
    expect(formWidgetSchema.parse(widget)).toEqual(widget);
  });

  it('viewer-and-project.md §3: a form field kind is text, email, textarea, checkbox or select', () => {
    const bad = formWidgetSchema.safeParse({ type: 'form', ...base, fields: [{ id: 'f', kind: 'file' }] });
    expect(bad.error?.issues[0]?.path).toEqual(['fields', 0, 'kind']);
  });
});
