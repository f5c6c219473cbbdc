import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { authRepSchema, type AuthRepContact, type I9AuthRepData } from '@attest/contracts';
import { conflict, CustomerConfigService, validateWithYup, type AuthContext } from '@attest/platform';
import type { I9RecordEntity } from '../records/entities';
import { I9RecordsService } from '../records/i9-records.service';
import { ActorService } from '../shared/actor';
import { TrailService } from '../trail/trail.service';
import type { I9SecondSignerEntity } from './entities/i9-second-signer.entity';
import { allowedMethods, AUTH_REP_FLAGS, authRepContext, keepMaskedContacts, maskedChoice, sendsLink } from './second-signer-contact';
import { openForRepresentative, SecondSignerInvitations } from './second-signer-invitations.service';
import { findSecondSigner, saveChoice } from './second-signer-store';
import { secondSignerView, type SecondSignerView } from './second-signer-view';

/** The representative of a record as staff see it. */
export interface StaffSecondSignerAnswer {
  record_id: number;
  record_status: string;
  /** The contact methods staff may send a link by (email, SMS: as the customer's flags allow). */
  allowed_methods: AuthRepContact[];
  second_signer: SecondSignerView | null;
}

const isEmptyBody = (body: unknown) => body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/** Staff read the representative of a record and (re)send the link (POST /api/v1/submissions/{id}/notifyrep). */
@Injectable()
export class RepresentativeStaffService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly config: CustomerConfigService,
    private readonly invitations: SecondSignerInvitations,
  ) {}

  async get(auth: AuthContext, recordId: number): Promise<StaffSecondSignerAnswer> {
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: 'second_signer' });
      return this.answer(record, await findSecondSigner(m, record));
    });
  }

  /**
   * Sends a new link (the previous one stops working). With a body, first assigns or replaces the
   * representative (authRepSchema: name, email and mobile must differ from the employee's; email or SMS as
   * the flags allow) — the way to assign one to a record whose employee chose "assign later".
   */
  async notify(auth: AuthContext, recordId: number, body: unknown): Promise<StaffSecondSignerAnswer> {
    const flags = await this.config.flags(auth.customerId, AUTH_REP_FLAGS);
    return this.ds.transaction(async (m) => {
      const { record, applicant } = await this.records.lockInScope(m, auth, recordId);
      if (!openForRepresentative(record)) {
        throw conflict(record.section1_signed_at ? 'i9_section2_signed' : 'i9_section1_not_signed');
      }
      const actor = await this.actors.of(m, auth);
      let row = await findSecondSigner(m, record);
      if (!isEmptyBody(body)) {
        const value = await validateWithYup(authRepSchema(authRepContext(applicant, flags, true)), keepMaskedContacts(body as Record<string, unknown>, row));
        const d: I9AuthRepData = { first_name: value.first_name ?? null, last_name: value.last_name ?? null, email: value.email ?? null, mobile: value.mobile ?? null, contact_method: value.contact_method };
        const before = row ? maskedChoice(row) : null;
        row = await saveChoice(m, record, row, d);
        await this.trail.append(m, record, actor, { action: 'update', target: 'auth_rep', before, after: maskedChoice(d) });
      }
      if (!row) {
        throw conflict('i9_no_representative');
      }
      if (!sendsLink(row.contact_method)) {
        throw conflict('i9_second_signer_needs_contact');
      }
      await this.invitations.invite(m, record, row, actor);
      return this.answer(record, row);
    });
  }

  private async answer(record: I9RecordEntity, row: I9SecondSignerEntity | null): Promise<StaffSecondSignerAnswer> {
    const flags = await this.config.flags(record.customer_id, AUTH_REP_FLAGS);
    return {
      record_id: record.id,
      record_status: record.status,
      allowed_methods: allowedMethods({ ...flags, allow_section1_choose_no_auth_rep: false }),
      second_signer: row && secondSignerView(row),
    };
  }
}
