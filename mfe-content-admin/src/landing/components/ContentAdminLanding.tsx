import { Card, useT } from '@attest/shared-ui';

const AREAS: [string, string][] = [
  ['content_area_templates', 'Templates and forms: PDFs, fields, categories, tags, previews and history.'],
  ['content_area_packages', 'Packages: which forms go out together, in which order.'],
  ['content_area_codes', 'Code values and the maps to your ATS codes.'],
  ['content_area_blueprints', 'Blueprints, promotion and bulk transfer between environments.'],
  ['content_area_checklists', 'Skills checklists and entity manager configurations.'],
];

/** `admin/content`: the staff landing of content administration. */
export function ContentAdminLanding() {
  const { t } = useT();
  return (
    <Card title={t('content_admin', 'Content administration')}>
      <p>{t('content_landing_intro', 'The forms, documents and configuration your applicants see.')}</p>
      <ul>
        {AREAS.map(([key, text]) => (
          <li key={key}>{t(key, text)}</li>
        ))}
      </ul>
    </Card>
  );
}
