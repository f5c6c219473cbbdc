import type { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { DATATYPE as D, FIELD_TYPE, TEMPLATE_TYPE, type FieldParams } from '@attest/contracts';
import { TemplateEntity } from '@attest/forms';
import { PackageEntity, PackageTemplateEntity } from '../packages/entities';
import { SigRequestEntity, SigRequestTemplateEntity } from '../signature-requests/entities';
import { fillDemoOffer, upgradeOfferFields, type OfferFieldSpec } from './offer-letter-requester';
import { writeTemplate, type SeedTemplate } from './template-writer';

export const ONBOARDING_PACKAGE_NAME = 'Acme onboarding';
export const DEMO_APPLICANT_EMAIL = 'demo.applicant@acme.test';
const EXPIRATION_DAYS = 14;

/** Where the signing helper draws a value on the template PDF (points, origin bottom-left). */
export const at = (page: number, x: number, y: number): FieldParams => ({ pdf: { page, x, y } });
export const signatureSpot = (y = 120) => ({ signature: { page: 1, x: 72, y, width: 200, height: 50 } });

/** An offer's REQUESTER fields: the applicant sees them read-only, with a note that the employer filled them. */
const OFFER_BY_EMPLOYER: FieldParams = { applicant_read_only: true, help: 'Filled in by Acme when the offer was sent.' };

const OFFER_FIELDS: OfferFieldSpec[] = [
  { code: 'start_date', params: { ...OFFER_BY_EMPLOYER, ...at(1, 150, 560) }, earlierParams: at(1, 150, 560) },
  { code: 'pay_rate', params: { is_money: true, ...OFFER_BY_EMPLOYER, ...at(1, 150, 530) }, earlierParams: { is_money: true, ...at(1, 150, 530) } },
];
const offerParams = (code: string) => OFFER_FIELDS.find((f) => f.code === code)!.params;

/** The six onboarding documents in package order; signable ones carry an external_id so they count as valid. */
export const ONBOARDING_TEMPLATES: (SeedTemplate & { external_id?: string })[] = [
  {
    name: 'Offer letter',
    template_type_id: TEMPLATE_TYPE.OFFER,
    desc: 'Your offer of employment with Acme.',
    category: 'Onboarding',
    external_id: 'acme-offer-letter',
    params: signatureSpot(),
    // The employer's part: staff fill the start date and pay rate when sending; the applicant reads them (decision 0018).
    fields: [
      { code: 'start_date', datatype_id: D.DATE, required: true, desc: 'Start date', field_type: FIELD_TYPE.REQUESTER, params: offerParams('start_date') },
      { code: 'pay_rate', datatype_id: D.NUMBER, required: true, desc: 'Hourly pay rate', field_type: FIELD_TYPE.REQUESTER, params: offerParams('pay_rate') },
      { code: 'signature', datatype_id: D.TEXT, required: true, desc: 'Type your full name to accept', params: { input_kind: 'signature', ...at(1, 72, 180) } },
    ],
  },
  {
    name: 'Federal W-4 withholding',
    template_type_id: TEMPLATE_TYPE.FEDERAL,
    desc: "Employee's withholding certificate (W-4 style).",
    category: 'Tax',
    external_id: 'acme-fed-w4',
    params: signatureSpot(100),
    fields: [
      {
        code: 'filing_status', datatype_id: D.RADIO_GROUP, required: true, desc: 'Filing status', params: at(1, 100, 600),
        codes: [['SINGLE', 'Single or married filing separately'], ['MARRIED', 'Married filing jointly'], ['HOH', 'Head of household']],
      },
      { code: 'dependents', datatype_id: D.INTEGER, desc: 'Number of dependents', params: at(1, 400, 480) },
      { code: 'extra_withholding', datatype_id: D.NUMBER, desc: 'Extra withholding per pay period', params: { is_money: true, ...at(1, 400, 400) } },
    ],
  },
  {
    name: 'Montana 2025 state tax',
    template_type_id: TEMPLATE_TYPE.STATE,
    directive: 'mt_state_tax_2025',
    desc: 'Montana employee withholding (MW-4 style).',
    category: 'Tax',
    external_id: 'acme-mt-2025',
    params: signatureSpot(100),
    fields: [
      { code: 'allowances', datatype_id: D.INTEGER, desc: 'Allowances', params: at(1, 400, 560) },
      { code: 'additional_withholding', datatype_id: D.NUMBER, desc: 'Additional withholding', params: { is_money: true, ...at(1, 400, 530) } },
      { code: 'exempt', datatype_id: D.YES_NO, desc: 'I claim exemption from withholding', params: at(1, 400, 500) },
    ],
  },
  {
    name: 'Handbook acknowledgement',
    template_type_id: TEMPLATE_TYPE.ACKS,
    desc: 'I have read and understood the employee handbook.',
    category: 'Onboarding',
    external_id: 'acme-handbook-ack',
    params: signatureSpot(),
    fields: [{ code: 'acknowledge', datatype_id: D.CHECKBOX, required: true, desc: 'I have read the employee handbook', params: at(1, 72, 300) }],
  },
  {
    name: 'Direct deposit (paper sign)',
    template_type_id: TEMPLATE_TYPE.PAPER_SIGN,
    desc: 'Print, sign and upload the direct deposit form.',
    category: 'Payroll',
    downloadable: true,
    fields: [],
  },
  {
    name: 'Upload your driver licence',
    template_type_id: TEMPLATE_TYPE.FILE_UPLOAD,
    desc: 'A photo or scan of the front of your driver licence.',
    category: 'Documents',
    fields: [],
  },
];

/**
 * The onboarding package: six templates (template PDFs are generated by the signing side, pdf_storage_key
 * stays null here), the 'Acme onboarding' package, and one SENT request of it for the demo applicant when
 * she exists, with her offer's start date and pay rate filled as staff would when sending. Idempotent.
 */
export async function seedOnboardingPackage(ds: DataSource, customerId: number): Promise<{ packageId: number; templateIds: number[]; sigRequestId: number | null }> {
  const templateIds: number[] = [];
  for (const [i, spec] of ONBOARDING_TEMPLATES.entries()) {
    // After the form engine's demo templates in the staff list.
    const id = await writeTemplate(ds, customerId, { sort_order: 100 + i, ...spec });
    if (spec.external_id) {
      await ds.getRepository(TemplateEntity).update({ template_id: id, customer_id: customerId }, { validated: 1, external_id: spec.external_id });
    }
    templateIds.push(id);
  }
  const offerTemplateId = templateIds[0];
  await upgradeOfferFields(ds, customerId, offerTemplateId, OFFER_FIELDS);
  return ds.transaction(async (m) => {
    const now = new Date();
    let pkg = await m.getRepository(PackageEntity).findOneBy({ customer_id: customerId, name: ONBOARDING_PACKAGE_NAME });
    if (!pkg) {
      pkg = await m.getRepository(PackageEntity).save({ customer_id: customerId, name: ONBOARDING_PACKAGE_NAME, location_id: null, active: 1, created_at: now, updated_at: now });
      await m.insert(PackageTemplateEntity, templateIds.map((template_id, i) => ({ customer_id: customerId, package_id: pkg!.package_id, template_id, sort_order: i + 1 })));
    }
    const applicant = await m.getRepository(ApplicantEntity).findOneBy({ customer_id: customerId, email: DEMO_APPLICANT_EMAIL });
    if (!applicant) {
      return { packageId: pkg.package_id, templateIds, sigRequestId: null };
    }
    // Her offer as staff filled it when sending: starts two weeks after the seed, at $18.50 an hour.
    await fillDemoOffer(m, customerId, applicant.applicant_id, offerTemplateId, { start_date: new Date(now.getTime() + EXPIRATION_DAYS * 86_400_000).toISOString().slice(0, 10), pay_rate: '18.50' });
    const existing = await m.getRepository(SigRequestEntity).findOneBy({ customer_id: customerId, applicant_id: applicant.applicant_id, package_id: pkg.package_id });
    if (existing) {
      return { packageId: pkg.package_id, templateIds, sigRequestId: existing.sig_request_id };
    }
    const req = await m.getRepository(SigRequestEntity).save({
      customer_id: customerId,
      applicant_id: applicant.applicant_id,
      status: 'SENT' as const,
      setup_date: now,
      last_updated: now,
      expiration_date: new Date(now.getTime() + EXPIRATION_DAYS * 86_400_000),
      package_id: pkg.package_id,
    });
    await m.insert(SigRequestTemplateEntity, templateIds.map((template_id, i) => ({ customer_id: customerId, sig_request_id: req.sig_request_id, template_id, template_sort_order: i + 1 })));
    return { packageId: pkg.package_id, templateIds, sigRequestId: req.sig_request_id };
  });
}
