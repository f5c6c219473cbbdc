import type { DataSource, EntityManager } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { EAD_AUTO_EXTENSION, RevocationMatcher, type RevocationEmployee } from '@attest/contracts';
import { fieldCipher, TenantRepository } from '@attest/platform';
import { I9RecordEntity, I9RevisionEntity } from '../../records/entities';

/** Where a matched I-9 is: its applicant and the applicant's location (the case view's location). */
export interface IndexedRecord {
  applicantId: number;
  locationId: number | null;
}

export interface RevocationIndex {
  matcher: RevocationMatcher<number>;
  records: Map<number, IndexedRecord>;
}

const BATCH = 500;

type RawRecord = { id: number | string; applicant_id: number | string; location_id: number | string | null; record_location_id: number | string | null };
type RawRevision = { record_id: number | string; section: string; revision: number | string; payload: string };

const num = (v: unknown): number => Number(v);

/**
 * The customer's employees as the matcher knows them, built once per upload: every current I-9 whose Section 1
 * is signed and whose employee has not left (no termination date, or one still ahead), keyed by record id, with
 * the A-Number/USCIS number of the latest signed Section 1 and the card numbers of the EADs (Form I-766) in the
 * latest signed Section 2 and in every signed Supplement B. Read in keyset pages of 500 records; each page's
 * revisions are decrypted and dropped, only the numbers stay (in the matcher's hash indexes).
 */
export async function buildRevocationIndex(db: DataSource | EntityManager, customerId: number, today: string): Promise<RevocationIndex> {
  const employees: RevocationEmployee<number>[] = [];
  const records = new Map<number, IndexedRecord>();
  for (let after = 0; ; ) {
    const page = await recordPage(db, customerId, today, after);
    if (!page.length) {
      break;
    }
    after = num(page[page.length - 1].id);
    const numbers = await numbersOf(db, customerId, page.map((r) => num(r.id)));
    for (const r of page) {
      const id = num(r.id);
      const found = numbers.get(id);
      const locationId = r.location_id ?? r.record_location_id;
      records.set(id, { applicantId: num(r.applicant_id), locationId: locationId === null ? null : num(locationId) });
      if (found && (found.aNumber || found.cards.size)) {
        employees.push({ id, aNumber: found.aNumber, cardNumbers: [...found.cards] });
      }
    }
  }
  return { matcher: new RevocationMatcher(employees), records };
}

function recordPage(db: DataSource | EntityManager, customerId: number, today: string, after: number): Promise<RawRecord[]> {
  return new TenantRepository(db, I9RecordEntity)
    .query(customerId, 'r')
    .leftJoin(ApplicantEntity, 'a', 'a.applicant_id = r.applicant_id AND a.customer_id = r.customer_id')
    .andWhere('r.current_applicant_id IS NOT NULL AND r.section1_signed_at IS NOT NULL')
    .andWhere('(r.termination_date IS NULL OR r.termination_date > :today)', { today })
    .andWhere('r.id > :after', { after })
    .select('r.id', 'id')
    .addSelect('r.applicant_id', 'applicant_id')
    .addSelect('a.location_id', 'location_id')
    .addSelect('r.location_id', 'record_location_id')
    .orderBy('r.id', 'ASC')
    .limit(BATCH)
    .getRawMany<RawRecord>();
}

interface Numbers {
  aNumber: string | null;
  cards: Set<string>;
}

/** The numbers of a page of records, from their signed revisions (decrypted here only). */
async function numbersOf(db: DataSource | EntityManager, customerId: number, recordIds: number[]): Promise<Map<number, Numbers>> {
  const rows = await new TenantRepository(db, I9RevisionEntity)
    .query(customerId, 'v')
    .andWhere('v.record_id IN (:...recordIds) AND v.signed_at IS NOT NULL', { recordIds })
    .select(['v.record_id AS record_id', 'v.section AS section', 'v.revision AS revision', 'v.payload AS payload'])
    .orderBy('v.record_id', 'ASC')
    .addOrderBy('v.revision', 'ASC')
    .getRawMany<RawRevision>();
  const latest = new Map<string, RawRevision>();
  const out = new Map<number, Numbers>();
  for (const row of rows) {
    const id = num(row.record_id);
    if (row.section === 'supplementB') {
      addCard(out, id, documentOf(payloadOf(row).document));
    } else {
      latest.set(`${id}:${row.section}`, row); // ordered by revision: the last one wins
    }
  }
  for (const [key, row] of latest) {
    const id = num(key.split(':')[0]);
    const payload = payloadOf(row);
    if (row.section === 'section1') {
      entry(out, id).aNumber = typeof payload.uscis_number === 'string' ? payload.uscis_number : null;
    } else if (row.section === 'section2' && Array.isArray(payload.documents)) {
      payload.documents.forEach((d) => addCard(out, id, documentOf(d)));
    }
  }
  return out;
}

function entry(map: Map<number, Numbers>, id: number): Numbers {
  let found = map.get(id);
  if (!found) {
    found = { aNumber: null, cards: new Set() };
    map.set(id, found);
  }
  return found;
}

function addCard(map: Map<number, Numbers>, id: number, doc: { type: unknown; number: unknown } | null): void {
  if (doc && doc.type === EAD_AUTO_EXTENSION.document && typeof doc.number === 'string' && doc.number) {
    entry(map, id).cards.add(doc.number);
  }
}

function documentOf(value: unknown): { type: unknown; number: unknown } | null {
  if (!value || typeof value !== 'object') {
    return null;
  }
  const d = value as Record<string, unknown>;
  return { type: d.document_type, number: d.document_number };
}

function payloadOf(row: RawRevision): Record<string, unknown> & { documents?: unknown[]; document?: unknown; uscis_number?: unknown } {
  try {
    const parsed = JSON.parse(fieldCipher().decrypt(row.payload)) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
