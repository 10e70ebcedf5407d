import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newObjectId, objectIdSchema } from './ids';

describe('object ids', () => {
  it('viewer-and-project.md §3: _id is a 24-character lowercase hex ObjectId', () => {
    expect(objectIdSchema.safeParse('5f1b2c3d4e5f6a7b8c9d0e1f').success).toBe(true);
    expect(objectIdSchema.safeParse('5F1B2C3D4E5F6A7B8C9D0E1F').success).toBe(false);
    expect(objectIdSchema.safeParse('5f1b2c3d4e5f6a7b8c9d0e1').success).toBe(false);
    expect(objectIdSchema.safeParse('zz1b2c3d4e5f6a7b8c9d0e1f').success).toBe(false);
    expect(objectIdSchema.safeParse(42).success).toBe(false);
  });

  it('viewer-and-project.md §3: newObjectId mints valid, distinct ids', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const id = newObjectId();
      expect(objectIdSchema.parse(id)).toBe(id);
      ids.add(id);
    }
    expect(ids.size).toBe(1000);
  });

  it('viewer-and-project.md §3: any 24 lowercase hex characters form an id', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
        return objectIdSchema.safeParse(hex).success;
      }),
    );
  });
});
