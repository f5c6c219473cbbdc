import { ONBOARDING_TEMPLATES } from '../../seed/onboarding-package';
import { layoutFor } from '../ensure-template-pdfs';

/** The onboarding seed's field positions and signature spots must be the boxes our PDFs draw. */
describe('template PDFs agree with the onboarding seed', () => {
  const withPdf = ONBOARDING_TEMPLATES.filter((t) => t.template_type_id !== 16);

  it.each(withPdf.map((t) => [t.name, t] as const))('%s has a layout whose boxes sit where the seed draws values', (_name, spec) => {
    const layout = layoutFor({ template_type_id: spec.template_type_id, external_id: spec.external_id ?? null, directive: spec.directive ?? '', name: spec.name, params: JSON.stringify(spec.params ?? {}) });
    expect(layout).not.toBeNull();
    for (const f of spec.fields) {
      const pdf = (f.params as { pdf?: { page: number; x: number; y: number } } | undefined)?.pdf;
      if (!pdf) {
        continue;
      }
      expect(layout!.fields.find((b) => b.code === f.code)).toMatchObject({ page: pdf.page, x: pdf.x, y: pdf.y });
    }
    const signature = (spec.params as { signature?: unknown } | undefined)?.signature ?? null;
    expect(layout!.signature).toEqual(signature);
  });
});
