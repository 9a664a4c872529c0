import { auditFields, auditValue, fieldChanges } from './audit.js';

describe('audit entries', () => {
  it('lists every field once for a creation or a deletion, and only the changed ones for an update', () => {
    const before = { id: 7, name: 'Плитка', pricePerUnit: 10, comments: null, updatedAt: 'x' };
    const after = { ...before, pricePerUnit: 12.5, comments: 'срочно', updatedAt: 'y' };
    expect(fieldChanges(undefined, after)).toEqual([
      { field: 'name', from: null, to: 'Плитка' },
      { field: 'pricePerUnit', from: null, to: '12.5' },
      { field: 'comments', from: null, to: 'срочно' },
    ]);
    expect(fieldChanges(before, undefined)).toEqual([
      { field: 'name', from: 'Плитка', to: null },
      { field: 'pricePerUnit', from: '10', to: null },
    ]);
    expect(fieldChanges(before, after)).toEqual([
      { field: 'pricePerUnit', from: '10', to: '12.5' },
      { field: 'comments', from: null, to: 'срочно' },
    ]);
  });

  it('keeps values as text: dates as ISO, lists and objects as JSON, empty as null', () => {
    expect(auditValue(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-26T12:00:00.000Z');
    expect(auditValue(['a.jpg', 'b.jpg'])).toBe('["a.jpg","b.jpg"]');
    expect(auditValue(true)).toBe('true');
    expect(auditValue('')).toBeNull();
    expect(auditValue(undefined)).toBeNull();
  });

  it("copies a record's own columns at once, leaving relations out", () => {
    const record = { id: 1, photos: ['a.jpg'], file: { id: 9 }, createdAt: new Date(0) };
    const copy = auditFields(record);
    record.photos.push('b.jpg');
    expect(copy).toEqual({ id: 1, photos: ['a.jpg'], createdAt: new Date(0) });
  });
});
