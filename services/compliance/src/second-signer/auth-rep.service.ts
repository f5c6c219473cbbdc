import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadCallingApplicant } from '@attest/applicant';
import { authRepSchema, type AuthRepContact, type I9AuthRepData } from '@attest/contracts';
import { badRequest, conflict, CustomerConfigService, validateWithYup, type AuthContext } from '@attest/platform';
import { I9RecordsService } from '../records/i9-records.service';
import { ActorService } from '../shared/actor';
import { TrailService } from '../trail/trail.service';
import { allowedMethods, AUTH_REP_FLAGS, authRepContext, keepMaskedContacts, maskedChoice } from './second-signer-contact';
import { SecondSignerInvitations } from './second-signer-invitations.service';
import { findSecondSigner, saveChoice } from './second-signer-store';
import { secondSignerView, type SecondSignerView } from './second-signer-view';

export interface AuthRepAnswer {
  record_id: number;
  /** The contact methods the customer's settings offer (empty: the card is not shown). */
  allowed_methods: AuthRepContact[];
  /** The representative chosen, contacts masked; null when none. */
  choice: SecondSignerView | null;
  /** false once the representative signed Section 2 (or staff did). */
  editable: boolean;
}

const FIELDS = ['first_name', 'last_name', 'email', 'mobile', 'contact_method'];

/** The applicant chooses the authorized representative who will complete Section 2 (GET/PUT /api/v1/i9/auth-rep). */
@Injectable()
export class AuthRepService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly config: CustomerConfigService,
    private readonly invitations: SecondSignerInvitations,
  ) {}

  private async caller(auth: AuthContext) {
    const applicant = await loadCallingApplicant(this.ds, auth);
    const actor = await this.actors.of(this.ds.manager, auth, applicant);
    const recordId = await this.records.ensureCurrent(applicant, actor);
    const flags = await this.config.flags(auth.customerId, AUTH_REP_FLAGS);
    return { applicant, actor, recordId, flags };
  }

  /** GET: the choice and what may be chosen; reading it is a trail row like any read of the I-9. */
  async get(auth: AuthContext): Promise<AuthRepAnswer> {
    const { actor, recordId, flags } = await this.caller(auth);
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const row = await findSecondSigner(m, record);
      await this.trail.append(m, record, actor, { action: 'view', target: 'auth_rep' });
      return { record_id: record.id, allowed_methods: allowedMethods(flags), choice: row && secondSignerView(row), editable: editable(record.status, row?.status) };
    });
  }

  /**
   * PUT: authRepSchema with the employee's name, email and mobile and the customer's flags (the three
   * "must differ" keys, the methods offered). A change after a link went out ends that link; once Section 1
   * is signed the new representative is sent one at once.
   */
  async choose(auth: AuthContext, body: unknown): Promise<AuthRepAnswer> {
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest('body_required');
    }
    const { applicant, actor, recordId, flags } = await this.caller(auth);
    const answer = await this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const existing = await findSecondSigner(m, record);
      if (!editable(record.status, existing?.status)) {
        throw conflict(existing?.status === 'signed' || existing?.status === 'reviewed' ? 'i9_second_signer_already_signed' : 'i9_section2_signed');
      }
      const value = await validateWithYup(authRepSchema(authRepContext(applicant, flags)), keepMaskedContacts(body as Record<string, unknown>, existing));
      const d: I9AuthRepData = { first_name: value.first_name ?? null, last_name: value.last_name ?? null, email: value.email ?? null, mobile: value.mobile ?? null, contact_method: value.contact_method };
      const before = existing ? maskedChoice(existing) : null;
      const unchanged = existing && FIELDS.every((k) => (existing as unknown as Record<string, unknown>)[k] === (d as unknown as Record<string, unknown>)[k]);
      const row = unchanged ? existing : await saveChoice(m, record, existing, d);
      if (!unchanged) {
        await this.trail.append(m, record, actor, { action: 'update', target: 'auth_rep', before, after: maskedChoice(d) });
      }
      return { record_id: record.id, allowed_methods: allowedMethods(flags), choice: secondSignerView(row), editable: true };
    });
    await this.invitations.inviteIfPending(auth, recordId);
    return this.afterInvite(auth, answer);
  }

  /** The choice as it stands after the invitation (invited, or still pending when it could not be sent). */
  private async afterInvite(auth: AuthContext, answer: AuthRepAnswer): Promise<AuthRepAnswer> {
    const row = await findSecondSigner(this.ds.manager, { customer_id: auth.customerId, id: answer.record_id });
    return { ...answer, choice: row && secondSignerView(row) };
  }
}

/** The choice may change until Section 2 is signed by anyone. */
function editable(recordStatus: string, repStatus: string | undefined): boolean {
  return (recordStatus === 'section1_pending' || recordStatus === 'section1_signed') && repStatus !== 'signed' && repStatus !== 'reviewed';
}
