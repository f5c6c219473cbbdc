import { Inject, Injectable } from '@nestjs/common';
import type { I9Edition, I9Section1Data, I9Section2Data, I9SupplementBEntry } from '@attest/contracts';
import type { AuthContext } from '@attest/platform';
import { DataSource } from 'typeorm';
import { renderI9Pdf } from '../i9-pdf';
import { TrailService } from '../trail/trail.service';
import type { I9RevisionView } from './i9-record-view';
import { I9ViewService } from './i9-view.service';

/** An unfilled Section 1 (a record opened but not yet filled prints as a blank form: no attestation box ticked). */
const BLANK_SECTION1: I9Section1Data = {
  i9_last_name: '', i9_first_name: '', i9_middle_initial: null, i9_no_middle_name: false, i9_other_last_names: null,
  i9_address1: '', i9_address2: null, i9_city: '', i9_state: '', i9_zip: '', i9_dob: '', i9_ssn: null, i9_no_ssn: false,
  i9_email: null, i9_phone: null, attest_type: 0 as unknown as I9Section1Data['attest_type'], uscis_number: null, work_auth_until_date: null, form_i94_num: null,
  foreign_passport_num: null, foreign_country: null, i9_additional_info: null, i9_use_preparer: false, preparers: [],
};

const signatureOf = (rev: I9RevisionView | null) =>
  rev?.signed_at ? { name: rev.signed_by_name ?? '', signed_at: new Date(rev.signed_at).toISOString() } : null;

/**
 * The stored I-9 as the product's PDF: the latest signed Section 1 and Section 2, every Supplement B
 * entry, and the trail printed on its last page. Reading it is a view (or, revealed, a reveal) in the
 * trail like any other read; numbers are masked unless revealed.
 */
@Injectable()
export class I9PdfService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly view: I9ViewService,
    private readonly trail: TrailService,
  ) {}

  async render(auth: AuthContext, recordId: number, reveal: boolean): Promise<Uint8Array> {
    const record = await this.view.byId(auth, recordId, reveal);
    const section1 = record.section1.current;
    const section2 = record.section2.current;
    const rows = await this.trail.list(auth.customerId, record.id);
    const s2 = section2 ? (section2.value as unknown as I9Section2Data) : null;
    return renderI9Pdf({
      edition: record.edition as I9Edition,
      section1: { ...BLANK_SECTION1, ...(((section1 ?? record.section1.draft)?.value ?? {}) as Partial<I9Section1Data>), signature: signatureOf(section1) },
      section2: s2 ? { ...s2, signature: signatureOf(section2) } : null,
      supplementB: record.supplement_b.filter((r) => r.signed).map((r) => r.value as unknown as I9SupplementBEntry),
      employerName: s2?.business_name ?? '',
      recordId: record.id,
      auditSummary: rows.map((r) => `${new Date(r.at).toISOString()}  #${r.seq} ${r.action}  ${r.actor_party} ${r.actor_name ?? r.actor_id}${r.ip ? `  from ${r.ip}` : ''}`),
      showSsn: reveal,
      showNumbers: reveal,
    });
  }
}
