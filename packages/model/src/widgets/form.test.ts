import { describe, expect, it } from 'vitest';
import { formConstants } from '../constants';
import { formOptionCount, formWidgetSchema } from './form';

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

  it('finding 1: a form carries at most its limits, each refusal naming the limit (a count too_big on a list)', () => {
    const select = (options: number) => ({ id: `s${options}`, kind: 'select', options: Array(options).fill('a') });
    const perField = formWidgetSchema.safeParse({ type: 'form', ...base, fields: [select(formConstants.optionsPerFieldMax + 1)] });
    expect(perField.error?.issues[0]).toMatchObject({ code: 'too_big', origin: 'array', message: `A select field holds at most ${formConstants.optionsPerFieldMax} options` });
    const label = formWidgetSchema.safeParse({ type: 'form', ...base, fields: [{ id: 'a', kind: 'text', label: 'x'.repeat(formConstants.labelMaxLength + 1) }] });
    expect(label.error?.issues[0]).toMatchObject({ code: 'too_big', origin: 'string', message: `A label holds at most ${formConstants.labelMaxLength} characters` });

    // Half the options in the base and half in a variant, in selects of 250 (a country list).
    const half = Array.from({ length: formConstants.optionsPerWidgetMax / 2 / 250 }, (_, index) => ({ ...select(250), id: `c${index}` }));
    const atLimit = { type: 'form', ...base, fields: half, viewport_phone_portrait: { fields: half } };
    expect(formOptionCount(formWidgetSchema.parse(atLimit))).toBe(formConstants.optionsPerWidgetMax);
    const over = formWidgetSchema.safeParse({ ...atLimit, viewport_tablet_portrait: { fields: [select(1)] } });
    expect(over.error?.issues).toEqual([
      expect.objectContaining({ code: 'too_big', origin: 'array', path: ['fields'], message: `A form holds at most ${formConstants.optionsPerWidgetMax} options in all` }),
    ]);
  });
});
