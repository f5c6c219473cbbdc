import { changeLines, displayValue } from './audit-changes';

describe('audit changes', () => {
  it('reads each field as a from/to line', () => {
    const changes = { first_name: { from: 'Ann', to: 'Anna' }, active: { from: true, to: false } };
    expect(changeLines(changes)).toEqual([
      { field: 'first_name', from: 'Ann', to: 'Anna' },
      { field: 'active', from: true, to: false },
    ]);
  });

  it('keeps a value that is not a from/to pair, and nothing as no lines', () => {
    expect(changeLines({ note: 'x' } as unknown as Record<string, { from: unknown; to: unknown }>)).toEqual([
      { field: 'note', from: undefined, to: 'x' },
    ]);
    expect(changeLines(null)).toEqual([]);
  });

  it('shows lists joined and nothing as null', () => {
    expect(displayValue(['applicants.read', 'i9.read'])).toBe('applicants.read, i9.read');
    expect(displayValue(null)).toBeNull();
    expect(displayValue('')).toBeNull();
    expect(displayValue({ a: 1 })).toBe('{"a":1}');
  });
});
