import { normalizeANumberOrUscis } from '../i9/i9-numbers';

/**
 * Matches the rows of E-Verify's Status Change Report (EAD revocations) to employees. An employee is known
 * by the A-Number/USCIS number of their I-9 and the card numbers of the EADs (Form I-766) they presented.
 * A row matches on both (exact), on the card only, or on the A-Number only; a row that points at two
 * different employees is ambiguous and left to a person. Built on hash indexes: one pass over the rows.
 */
export interface RevocationEmployee<Id = number> {
  id: Id;
  aNumber: string | null;
  cardNumbers: readonly string[];
}

export interface RevocationRow {
  aNumber?: string | null;
  cardNumber?: string | null;
}

export type RevocationMatchKind = 'exact' | 'by_card' | 'by_a_number' | 'none' | 'ambiguous';

export interface RevocationMatch<Id = number> {
  kind: RevocationMatchKind;
  /** The matched employee (exact, by_card, by_a_number), else null. */
  employeeId: Id | null;
  /** Every employee the row points at (two or more when ambiguous). */
  candidates: Id[];
}

/** EAD card numbers: three letters and ten digits (e.g. SRC1234567890), compared without spaces/dashes, upper-case. */
export function normalizeCardNumber(value: string | null | undefined): string | null {
  const v = (value ?? '').replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z]{3}\d{10}$/.test(v) ? v : null;
}

function addTo<K, V>(index: Map<K, V[]>, key: K, value: V): void {
  const list = index.get(key);
  if (list) {
    if (!list.includes(value)) {
      list.push(value);
    }
  } else {
    index.set(key, [value]);
  }
}

export class RevocationMatcher<Id = number> {
  private readonly byA = new Map<string, Id[]>();
  private readonly byCard = new Map<string, Id[]>();

  constructor(employees: Iterable<RevocationEmployee<Id>>) {
    for (const e of employees) {
      const a = normalizeANumberOrUscis(e.aNumber);
      if (a) {
        addTo(this.byA, a, e.id);
      }
      for (const card of e.cardNumbers) {
        const c = normalizeCardNumber(card);
        if (c) {
          addTo(this.byCard, c, e.id);
        }
      }
    }
  }

  match(row: RevocationRow): RevocationMatch<Id> {
    const a = normalizeANumberOrUscis(row.aNumber);
    const card = normalizeCardNumber(row.cardNumber);
    const byA = a ? (this.byA.get(a) ?? []) : [];
    const byCard = card ? (this.byCard.get(card) ?? []) : [];
    const both = byA.filter((id) => byCard.includes(id));
    if (both.length === 1) {
      return { kind: 'exact', employeeId: both[0], candidates: both };
    }
    const all = [...new Set([...byA, ...byCard])];
    if (all.length === 0) {
      return { kind: 'none', employeeId: null, candidates: [] };
    }
    if (all.length > 1) {
      return { kind: 'ambiguous', employeeId: null, candidates: all };
    }
    return { kind: byCard.length ? 'by_card' : 'by_a_number', employeeId: all[0], candidates: all };
  }
}
