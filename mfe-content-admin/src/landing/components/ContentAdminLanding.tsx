import { Link } from 'react-router-dom';
import { Card, useT } from '@attest/shared-ui';

/** The content areas, each a page of this remote (paths relative to `admin/content`). */
const AREAS: { path: string; titleKey: string; title: string; textKey: string; text: string }[] = [
  { path: 'templates', titleKey: 'content_area_templates_title', title: 'Templates and forms', textKey: 'content_area_templates', text: 'PDFs, fields and the form builder, categories, tags, previews and history.' },
  { path: 'packages', titleKey: 'content_area_packages_title', title: 'Packages', textKey: 'content_area_packages', text: 'Which forms go out together, in which order, for which locations.' },
  { path: 'code-values', titleKey: 'content_area_codes_title', title: 'Code values', textKey: 'content_area_codes', text: 'Code values and the maps to your ATS codes.' },
  { path: 'blueprints', titleKey: 'content_area_blueprints_title', title: 'Blueprints', textKey: 'content_area_blueprints', text: 'Promote templates, code maps and code values from a blueprint.' },
  { path: 'transfer', titleKey: 'content_area_transfer_title', title: 'Bulk transfer', textKey: 'content_area_transfer', text: 'Copy templates and packages between customers and environments.' },
  { path: 'skill-checklists', titleKey: 'content_area_checklists_title', title: 'Skills checklists', textKey: 'content_area_checklists', text: 'Checklists, their items and scale, and who gets them.' },
  { path: 'entity-manager', titleKey: 'content_area_entity_manager_title', title: 'Entity manager', textKey: 'content_area_entity_manager', text: 'How work history, education and other records are asked for.' },
];

/** `admin/content`: the staff landing of content administration, a link to each area. */
export function ContentAdminLanding() {
  const { t } = useT();
  return (
    <Card title={t('content_admin', 'Content administration')}>
      <p>{t('content_landing_intro', 'The forms, documents and configuration your applicants see.')}</p>
      <ul className="content-areas">
        {AREAS.map((a) => (
          <li key={a.path}>
            <Link to={a.path} relative="path">
              {t(a.titleKey, a.title)}
            </Link>
            <span> — {t(a.textKey, a.text)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
