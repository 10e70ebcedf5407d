import { describe, expect, it } from 'vitest';
import { pageBarFields } from './page-bar-fields';
import { rmfooterWidgetSchema } from './rmfooter';
import { rmheaderWidgetSchema } from './rmheader';

describe('header and footer fields', () => {
  it('viewer-and-project.md §1: header and footer share one set of bar fields', () => {
    const kindFields = (shape: Record<string, unknown>) => Object.keys(pageBarFields).filter((key) => key in shape);
    expect(kindFields(rmheaderWidgetSchema.shape)).toEqual(Object.keys(pageBarFields));
    expect(kindFields(rmfooterWidgetSchema.shape)).toEqual(Object.keys(pageBarFields));
  });
});
