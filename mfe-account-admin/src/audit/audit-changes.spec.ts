import { changeLines, displayValue } from './audit-changes';

describe('audit changes', () => {
  it('reads the stored JSON text and the parsed object alike', () => {
    const changes = { first_name: { from: 'Ann', to: 'Anna' }, active: { from: true, to: false } };
    expect(changeLines(JSON.stringify(changes))).toEqual([
      { field: 'first_name', from: 'Ann', to: 'Anna' },
      { field: 'active', from: true, to: false },
    ]);
    expect(changeLines(changes)).toEqual(changeLines(JSON.stringify(changes)));
  });

  it('keeps a value that is not a from/to pair, and text that is not JSON', () => {
    expect(changeLines({ note: 'x' } as unknown as Record<string, { from: unknown; to: unknown }>)).toEqual([
      { field: 'note', from: undefined, to: 'x' },
    ]);
    expect(changeLines('signed in')).toEqual([{ field: '', from: undefined, to: 'signed in' }]);
    expect(changeLines(null)).toEqual([]);
  });

  it('shows lists joined and nothing as null', () => {
    expect(displayValue(['applicants.read', 'i9.read'])).toBe('applicants.read, i9.read');
    expect(displayValue(null)).toBeNull();
    expect(displayValue('')).toBeNull();
    expect(displayValue({ a: 1 })).toBe('{"a":1}');
  });
});
