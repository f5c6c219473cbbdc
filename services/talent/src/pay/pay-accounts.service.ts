import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { ApplicantEntity, findApplicantInScope } from '@attest/applicant';
import {
  maskAccountNumber, payAccountSchema, payAccountSetSchema, payAccountSettingsSchema, splitPayProblem,
  type PayAccountInput, type PayAccountRules, type PayAccountSettingsInput, type PayAccountSettingsView, type PayAccountView, type DisbursementType,
} from '@attest/contracts';
import { CustomersService } from '@attest/identity';
import { AuditService, badRequest, CustomerConfigService, notFound, NotificationService, TenantRepository, validateWithYup, type AuthContext } from '@attest/platform';
import { directDepositChangedEmail } from './direct-deposit-changed-email';
import { PayAccountSettingsEntity } from './entities/pay-account-settings.entity';
import { PayAccountEntity } from './entities/pay-account.entity';

/**
 * Direct deposit (applicant-side §3 "Pay", §7 "Pay"): an applicant keeps their own accounts; staff read
 * them on the applicant page. Every change is validated as a whole set (percent splits add to 100),
 * audited with masked numbers and emailed to the applicant.
 */
@Injectable()
export class PayAccountsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly config: CustomerConfigService,
    private readonly customers: CustomersService,
    private readonly notifications: NotificationService,
    private readonly audit: AuditService,
  ) {}

  /** The applicant whose accounts the caller reaches: an applicant only their own; staff one they may see. */
  async applicantFor(auth: AuthContext, applicantId?: number): Promise<ApplicantEntity> {
    if (auth.party === 'applicant') {
      return new TenantRepository(this.ds, ApplicantEntity).findOneOr404(auth.customerId, { applicant_id: auth.applicantId ?? 0, deleted_at: IsNull() });
    }
    return findApplicantInScope(this.ds, auth, applicantId ?? 0);
  }

  async rules(customerId: number): Promise<PayAccountRules> {
    const f = await this.config.flags(customerId, ['require_bank_name', 'add_institution_number_for_direct_deposit'] as const);
    return { requireBankName: f.require_bank_name, institutionNumber: f.add_institution_number_for_direct_deposit };
  }

  private rows(db: DataSource | EntityManager, a: ApplicantEntity): Promise<PayAccountEntity[]> {
    return new TenantRepository(db, PayAccountEntity)
      .query(a.customer_id, 'p')
      .andWhere('p.applicant_id = :applicantId', { applicantId: a.applicant_id })
      .orderBy('p.priority', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
  }

  async list(a: ApplicantEntity): Promise<PayAccountView[]> {
    return (await this.rows(this.ds, a)).map(view);
  }

  async one(a: ApplicantEntity, id: number): Promise<PayAccountView> {
    return view(await this.find(this.ds, a, id));
  }

  private async find(db: DataSource | EntityManager, a: ApplicantEntity, id: number): Promise<PayAccountEntity> {
    const row = await new TenantRepository(db, PayAccountEntity).findOne(a.customer_id, { id, applicant_id: a.applicant_id });
    if (!row) {
      throw notFound();
    }
    return row;
  }

  /** POST /api/v1/payaccounts: replaces the whole set (a split is saved or refused as one). */
  async replaceAll(auth: AuthContext, a: ApplicantEntity, body: unknown): Promise<PayAccountView[]> {
    const { accounts } = await validateWithYup(payAccountSetSchema(await this.rules(a.customer_id)), body);
    refuseBadSplit(accounts);
    return this.change(auth, a, 'replace', async (m) => {
      await new TenantRepository(m, PayAccountEntity).delete(a.customer_id, { applicant_id: a.applicant_id });
      for (const [i, input] of accounts.entries()) {
        await new TenantRepository(m, PayAccountEntity).insert(a.customer_id, entityOf(a, input, i));
      }
    });
  }

  /** POST /api/v1/payaccounts/{id}: updates one account; the resulting set must still split right. */
  async update(auth: AuthContext, a: ApplicantEntity, id: number, body: unknown): Promise<PayAccountView> {
    const current = await this.find(this.ds, a, id);
    const input = await validateWithYup(payAccountSchema(await this.rules(a.customer_id)), body);
    const others = (await this.rows(this.ds, a)).filter((r) => r.id !== id);
    refuseBadSplit([...others.map((r) => ({ disbursement_type: r.disbursement_type as DisbursementType, amount: r.amount })), input]);
    const views = await this.change(auth, a, 'update', async (m) => {
      await m.getRepository(PayAccountEntity).save({ ...entityOf(a, input, current.priority), id });
    });
    return views.find((v) => v.id === id) as PayAccountView;
  }

  /** DELETE /api/v1/payaccounts/{id}: the remaining set must still split right. */
  async remove(auth: AuthContext, a: ApplicantEntity, id: number): Promise<void> {
    await this.find(this.ds, a, id);
    const others = (await this.rows(this.ds, a)).filter((r) => r.id !== id);
    refuseBadSplit(others.map((r) => ({ disbursement_type: r.disbursement_type as DisbursementType, amount: r.amount })));
    await this.change(auth, a, 'delete', async (m) => {
      await new TenantRepository(m, PayAccountEntity).delete(a.customer_id, { id, applicant_id: a.applicant_id });
    });
  }

  async settings(a: ApplicantEntity): Promise<PayAccountSettingsView> {
    const [row, rules] = await Promise.all([new TenantRepository(this.ds, PayAccountSettingsEntity).findOne(a.customer_id, { applicant_id: a.applicant_id }), this.rules(a.customer_id)]);
    return {
      split_pay_type: (row?.split_pay_type ?? 'PERCENT') as PayAccountSettingsView['split_pay_type'],
      require_bank_name: rules.requireBankName,
      add_institution_number_for_direct_deposit: rules.institutionNumber,
    };
  }

  async saveSettings(auth: AuthContext, a: ApplicantEntity, body: unknown): Promise<PayAccountSettingsView> {
    const input: PayAccountSettingsInput = await validateWithYup(payAccountSettingsSchema, body);
    const before = await this.settings(a);
    await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, PayAccountSettingsEntity);
      const row = await repo.findOne(a.customer_id, { applicant_id: a.applicant_id });
      await m.getRepository(PayAccountSettingsEntity).save({ ...(row ?? {}), customer_id: a.customer_id, applicant_id: a.applicant_id, split_pay_type: input.split_pay_type, updated: new Date() });
      await this.audit.record(auth, { entity: 'apl_pay_account_settings', entityId: a.applicant_id, action: 'update', changes: { split_pay_type: { from: before.split_pay_type, to: input.split_pay_type } } }, m);
    });
    await this.notify(auth, a, await this.list(a));
    return this.settings(a);
  }

  /** Runs a change in one transaction with its audit row (masked numbers before and after), then emails the applicant. */
  private async change(auth: AuthContext, a: ApplicantEntity, action: string, write: (m: EntityManager) => Promise<void>): Promise<PayAccountView[]> {
    const before = await this.list(a);
    await this.ds.transaction(async (m) => {
      await write(m);
      const after = (await this.rows(m, a)).map(view);
      await this.audit.record(auth, { entity: 'apl_pay_accounts', entityId: a.applicant_id, action, changes: { accounts: { from: before.map(summary), to: after.map(summary) } } }, m);
    });
    const after = await this.list(a);
    await this.notify(auth, a, after);
    return after;
  }

  private async notify(auth: AuthContext, a: ApplicantEntity, accounts: PayAccountView[]): Promise<void> {
    const customer = await this.customers.findActiveById(a.customer_id);
    const mail = directDepositChangedEmail({ firstName: a.first_name, customerName: customer?.name ?? '', accounts: accounts.map((x) => x.account_number_masked), when: new Date(), byStaff: auth.party === 'user' || Boolean(auth.actingUserId) });
    await this.notifications.sendEmail({ customerId: a.customer_id, to: a.email, ...mail });
  }
}

function refuseBadSplit(accounts: readonly { disbursement_type: DisbursementType; amount?: number | null }[]): void {
  const problem = splitPayProblem(accounts);
  if (problem) {
    throw badRequest(problem, { banner: problem === 'invalid_entry' ? undefined : problem });
  }
}

function entityOf(a: ApplicantEntity, input: PayAccountInput, priority: number): Partial<PayAccountEntity> {
  return {
    customer_id: a.customer_id,
    applicant_id: a.applicant_id,
    account_type: input.account_type,
    routing_number: input.routing_number,
    account_number: input.account_number,
    bank_name: input.bank_name || null,
    institution_number: (input.institution_number as string | null | undefined) || null,
    disbursement_type: input.disbursement_type,
    amount: input.disbursement_type === 'NET' ? null : (input.amount ?? null),
    priority,
    updated: new Date(),
  };
}

function view(r: PayAccountEntity): PayAccountView {
  return {
    id: r.id,
    applicant_id: r.applicant_id,
    account_type: r.account_type as PayAccountView['account_type'],
    routing_number: r.routing_number,
    account_number_masked: maskAccountNumber(r.account_number),
    bank_name: r.bank_name,
    institution_number: r.institution_number,
    disbursement_type: r.disbursement_type as DisbursementType,
    amount: r.amount,
    priority: r.priority,
    updated: r.updated.toISOString(),
  };
}

const summary = (v: PayAccountView) => ({ id: v.id, account: v.account_number_masked, routing_number: v.routing_number, disbursement_type: v.disbursement_type, amount: v.amount });
