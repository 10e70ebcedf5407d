import { describe, expect, it } from 'vitest';
import { displayTitle, projectStatus, shortDate } from './project-status';

describe('project status on a card', () => {
  it('a published project: Published, then the date of its last publication', () => {
    expect(projectStatus({ is_published: true, published: '2026-03-03T10:00:00.000Z', updated: '2026-04-01T10:00:00.000Z' }, 'en-GB')).toEqual({
      published: true,
      label: 'Published',
      dateLine: '3 Mar 2026',
    });
  });

  it('a draft: Draft, with the date it was last edited', () => {
    expect(projectStatus({ is_published: false, published: null, updated: '2026-04-01T10:00:00.000Z' }, 'en-GB')).toEqual({
      published: false,
      label: 'Draft',
      dateLine: 'Edited 1 Apr 2026',
    });
  });

  it('an unpublished project that was published once is a draft again', () => {
    expect(projectStatus({ is_published: false, published: '2026-03-03T10:00:00.000Z', updated: '2026-04-01T10:00:00.000Z' }, 'en-GB').label).toBe('Draft');
  });

  it("short dates follow the reader's locale", () => {
    expect(shortDate('2026-03-03T10:00:00.000Z', 'en-US')).toBe('Mar 3, 2026');
    expect(shortDate('not a date', 'en-GB')).toBe('');
  });

  it('an empty or blank title reads as Untitled project', () => {
    expect(displayTitle('Spring issue')).toBe('Spring issue');
    expect(displayTitle('')).toBe('Untitled project');
    expect(displayTitle('   ')).toBe('Untitled project');
    expect(displayTitle(undefined)).toBe('Untitled project');
  });
});
