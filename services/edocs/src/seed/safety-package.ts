import type { DataSource } from 'typeorm';
import { DATATYPE as D, TEMPLATE_TYPE } from '@attest/contracts';
import { TemplateEntity } from '@attest/forms';
import { PackageEntity, PackageTemplateEntity } from '../packages/entities';
import { at, signatureSpot } from './onboarding-package';
import { writeTemplate, type SeedTemplate } from './template-writer';

export const SAFETY_PACKAGE_NAME = 'Acme safety policies';

export const SAFETY_TEMPLATE: SeedTemplate = {
  name: 'Workplace safety policy',
  template_type_id: TEMPLATE_TYPE.ACKS,
  desc: 'I have read the workplace safety policy and will follow it at every client site.',
  category: 'Onboarding',
  params: signatureSpot(),
  fields: [{ code: 'safety_acknowledge', datatype_id: D.CHECKBOX, required: true, desc: 'I have read the safety policy', params: at(1, 72, 300) }],
};

/**
 * A second, one-document package that staff can send on top of the onboarding package: with both open the
 * applicant signs them with one signature (they are signable together). Idempotent; no request is seeded.
 */
export async function seedSafetyPackage(ds: DataSource, customerId: number): Promise<{ packageId: number; templateId: number }> {
  const templateId = await writeTemplate(ds, customerId, { sort_order: 120, ...SAFETY_TEMPLATE });
  // The external_id names its generated PDF layout (template-pdfs layoutFor) and makes it a valid template.
  await ds.getRepository(TemplateEntity).update({ template_id: templateId, customer_id: customerId }, { validated: 1, external_id: 'safety_policy_ack' });
  const now = new Date();
  let pkg = await ds.getRepository(PackageEntity).findOneBy({ customer_id: customerId, name: SAFETY_PACKAGE_NAME });
  if (!pkg) {
    pkg = await ds.getRepository(PackageEntity).save({ customer_id: customerId, name: SAFETY_PACKAGE_NAME, location_id: null, active: 1, created_at: now, updated_at: now });
    await ds.getRepository(PackageTemplateEntity).insert({ customer_id: customerId, package_id: pkg.package_id, template_id: templateId, sort_order: 1 });
  }
  return { packageId: pkg.package_id, templateId };
}
