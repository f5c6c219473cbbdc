import { Link } from 'react-router-dom';
import { StatusBadge, useT } from '@attest/shared-ui';
import type { TemplateListItem } from '../api/template-types';
import { TEMPLATE_TYPE_TEXTS } from '../template-texts';
import { ValidityBadge } from './ValidityBadge';

/** One row per template: name (to its page), type, category and tags, validity with the reason, status. */
export function TemplatesTable({ items }: { items: TemplateListItem[] }) {
  const { t } = useT();
  if (!items.length) {
    return <p>{t('templates_none', 'No templates match these filters.')}</p>;
  }
  const cols = {
    name: t('template_field_name', 'Name'),
    type: t('template_field_type', 'Type'),
    labels: t('template_category_and_tags', 'Category and tags'),
    validity: t('template_validity', 'Validity'),
    status: t('template_status', 'Status'),
  };
  return (
    <div className="ta-table-wrap">
      <table className="ta-table ta-stack">
        <thead>
          <tr>
            {Object.values(cols).map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((tpl) => {
            const [typeKey, typeText] = TEMPLATE_TYPE_TEXTS[tpl.template_type_id] ?? [`template_type_${tpl.template_type_id}`, String(tpl.template_type_id)];
            return (
              <tr key={tpl.template_id}>
                <td data-label={cols.name}>
                  <Link to={String(tpl.template_id)}>{tpl.name}</Link>
                  {tpl.external_id ? <span className="ta-reason ta-code">{tpl.external_id}</span> : null}
                </td>
                <td data-label={cols.type}>{t(typeKey, typeText)}</td>
                <td data-label={cols.labels}>
                  {tpl.category ?? ''}
                  {tpl.tags.length ? (
                    <span className="ta-tags">
                      {tpl.tags.map((tag) => (
                        <span key={tag} className="ta-tag">
                          {tag}
                        </span>
                      ))}
                    </span>
                  ) : null}
                </td>
                <td data-label={cols.validity}>
                  <ValidityBadge validity={tpl.validity} />
                </td>
                <td data-label={cols.status}>
                  <StatusBadge tone={tpl.active ? 'info' : 'neutral'}>{tpl.active ? t('template_active_only', 'Active') : t('template_inactive_only', 'Inactive')}</StatusBadge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
