import { i9ImageMaxMb, i9ImagesAllowed, i9ImageSlots, i9MissingImageErrors, i9RequiredSides, type I9ImagePolicy } from './document-images';

const policy = (p: Partial<I9ImagePolicy> = {}): I9ImagePolicy => ({ retainCopies: false, altProcedureEnabled: false, photoMatchRequired: false, everify: false, ...p });

describe('I-9 document image rules', () => {
  it('reads the maximum size: whole MB from 1, capped at 30, else 10', () => {
    expect([i9ImageMaxMb(null), i9ImageMaxMb('abc'), i9ImageMaxMb('0'), i9ImageMaxMb('2.5'), i9ImageMaxMb('4'), i9ImageMaxMb('500')]).toEqual([10, 10, 10, 10, 4, 30]);
  });

  it('allows images only where copies are kept: all, the alternative procedure, or E-Verify photo matching', () => {
    expect(i9ImagesAllowed(policy())).toBe(false);
    expect(i9ImagesAllowed(policy({ photoMatchRequired: true }))).toBe(false);
    expect(i9ImagesAllowed(policy({ photoMatchRequired: true, everify: true }))).toBe(true);
    expect(i9ImagesAllowed(policy({ retainCopies: true }))).toBe(true);
    expect(i9ImagesAllowed(policy({ altProcedureEnabled: true }))).toBe(true);
  });

  it('requires the front of every document when copies are kept, and the back of a card', () => {
    expect(i9RequiredSides('US_PASSPORT', policy({ retainCopies: true }), false)).toEqual({ front: true, back: false });
    expect(i9RequiredSides('DRIVERS_LICENSE', policy({ retainCopies: true }), false)).toEqual({ front: true, back: true });
    expect(i9RequiredSides('DRIVERS_LICENSE', policy(), false)).toEqual({ front: false, back: false });
    expect(i9RequiredSides('BIRTH_CERTIFICATE', policy(), true)).toEqual({ front: true, back: true });
    expect(i9RequiredSides('EAD_I766', policy({ everify: true, photoMatchRequired: true }), false)).toEqual({ front: true, back: true });
    expect(i9RequiredSides('SSN_CARD', policy({ everify: true, photoMatchRequired: true }), false)).toEqual({ front: false, back: false });
  });

  it('numbers documents within their list and names the missing sides on their Section 2 path', () => {
    const docs = [
      { list: 'A' as const, document_type: 'FOREIGN_PASSPORT' },
      { list: 'A' as const, document_type: 'FORM_I94' },
    ];
    expect(i9ImageSlots(docs).map((s) => [s.list, s.index, s.path])).toEqual([['A', 0, 'documents[0]'], ['A', 1, 'documents[1]']]);
    expect(i9MissingImageErrors(docs, new Set(['A0:front']), policy({ retainCopies: true }), false)).toEqual({ 'documents[1].front_image': 'i9_front_image_required' });
    expect(i9MissingImageErrors(docs, new Set(['A0:front', 'A1:front']), policy({ retainCopies: true }), true)).toEqual({
      'documents[0].back_image': 'i9_back_image_required',
      'documents[1].back_image': 'i9_back_image_required',
    });
  });
});
