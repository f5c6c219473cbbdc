import type { DataSource } from 'typeorm';
import { TEMPLATE_TYPE } from '@attest/contracts';
import { TenantRepository, type StorageService } from '@attest/platform';
import { TemplateEntity } from '@attest/forms';
import { buildTemplatePdf } from './template-pdf-builder';
import { TEMPLATE_PDF_LAYOUTS, type TemplatePdfLayout } from './template-pdf-layouts';

const BY_NAME: [RegExp, string][] = [
  [/montana|mt_state_tax/i, 'mt_state_tax_2025'],
  [/w-?4|federal withholding/i, 'federal_w4'],
  [/offer/i, 'offer_letter'],
  [/handbook/i, 'handbook_ack'],
];

/**
 * Which generated PDF a template gets: template params `pdf_layout`, else its external_id or directive
 * when that is a layout key (e.g. 'mt_state_tax_2025'), else by name; paper-sign templates get the
 * paper form. Null: none of ours fits.
 */
export function layoutFor(t: Pick<TemplateEntity, 'template_type_id' | 'external_id' | 'directive' | 'name' | 'params'>): TemplatePdfLayout | null {
  let named: unknown;
  try {
    named = t.params ? (JSON.parse(t.params) as { pdf_layout?: unknown }).pdf_layout : undefined;
  } catch {
    named = undefined;
  }
  for (const key of [named, t.external_id, t.directive]) {
    if (typeof key === 'string' && TEMPLATE_PDF_LAYOUTS[key]) {
      return TEMPLATE_PDF_LAYOUTS[key];
    }
  }
  if (t.template_type_id === TEMPLATE_TYPE.PAPER_SIGN) {
    return TEMPLATE_PDF_LAYOUTS.paper_sign;
  }
  const hit = BY_NAME.find(([re]) => re.test(t.name));
  return hit ? TEMPLATE_PDF_LAYOUTS[hit[1]] : null;
}

export const templatePdfKey = (customerId: number, templateId: number, paper = false) =>
  `templates/${customerId}/${templateId}/${paper ? 'paper-sign' : 'template'}.pdf`;

/**
 * Generates and stores the PDFs of a customer's templates that have a layout and no stored PDF yet
 * (pdf_storage_key; paper_sign_pdf_storage_key for type 17). Idempotent: run by the demo seed on every start.
 */
export async function ensureTemplatePdfs(ds: DataSource, storage: StorageService, customerId: number): Promise<{ generated: number[] }> {
  const repo = new TenantRepository(ds, TemplateEntity);
  const generated: number[] = [];
  for (const t of await repo.find(customerId, {})) {
    const layout = layoutFor(t);
    if (!layout) {
      continue;
    }
    const paper = t.template_type_id === TEMPLATE_TYPE.PAPER_SIGN;
    const current = paper ? t.paper_sign_pdf_storage_key : t.pdf_storage_key;
    if (current && (await storage.exists(current))) {
      continue;
    }
    const key = templatePdfKey(customerId, t.template_id, paper);
    await storage.put(key, Buffer.from(await buildTemplatePdf(layout)), 'application/pdf');
    await repo.update(customerId, { template_id: t.template_id }, paper ? { paper_sign_pdf_storage_key: key } : { pdf_storage_key: key });
    generated.push(t.template_id);
  }
  return { generated };
}
