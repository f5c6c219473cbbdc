import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ApplicantEntity } from '@attest/applicant';
import { stubLines, yearToDate, type PayStubDetail, type PayStubView, type PayStubWithYtd } from '@attest/contracts';
import { notFound, parseJson, TenantRepository } from '@attest/platform';
import { PayHistoryEntity } from './entities/pay-history.entity';

/** What the pay history list answers at most (newest first); stubs older than that are not shown (decision 0038). */
const HISTORY_LIMIT = 200;

/** Pay history and pay stubs (applicant-side §3 "Pay", §9 "Pay stub"): read-only, written by the payroll import. */
@Injectable()
export class PayHistoryService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  private async all(a: ApplicantEntity): Promise<PayStubView[]> {
    const rows = await new TenantRepository(this.ds, PayHistoryEntity)
      .query(a.customer_id, 'h')
      .andWhere('h.applicant_id = :applicantId', { applicantId: a.applicant_id })
      .orderBy('h.check_date', 'DESC')
      .addOrderBy('h.pay_id', 'DESC')
      .limit(HISTORY_LIMIT)
      .getMany();
    return rows.map(stubView);
  }

  list(a: ApplicantEntity): Promise<PayStubView[]> {
    return this.all(a);
  }

  /** One stub with its year-to-date sums; another applicant's (or customer's) stub is not found. */
  async stub(a: ApplicantEntity, payId: number): Promise<PayStubWithYtd> {
    const all = await this.all(a);
    const stub = all.find((s) => s.pay_id === payId);
    if (!stub) {
      throw notFound();
    }
    return { ...stub, ytd: yearToDate(stub, all), ...stubLines(stub.details) };
  }
}

/** Zero dates ('0000-00-00', as payroll exports send them) show blank (applicant-side §9). */
const day = (d: string | null) => (!d || /^0{4}-0{2}-0{2}$/.test(d) ? null : d);

function stubView(r: PayHistoryEntity): PayStubView {
  return {
    pay_id: r.pay_id,
    check_date: day(r.check_date),
    pay_type: r.pay_type,
    check_number: r.check_number,
    gross_pay: r.gross_pay,
    total_taxes: r.total_taxes,
    total_deductions: r.total_deductions,
    total_benefits: r.total_benefits,
    net_pay: r.net_pay,
    tax_fed: r.tax_fed,
    tax_ss: r.tax_ss,
    tax_medicare: r.tax_medicare,
    state_tax_name: r.state_tax_name,
    state_tax: r.state_tax,
    local_tax_name: r.local_tax_name,
    local_tax: r.local_tax,
    start_date: day(r.start_date),
    end_date: day(r.end_date),
    brn: r.brn,
    sick_time: r.sick_time,
    covid_leave: r.covid_leave,
    covid_positive_leave: r.covid_positive_leave,
    details: parseJson<PayStubDetail[]>(r.details, []),
  };
}
