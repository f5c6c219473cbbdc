import { StatusBadge, useT } from '@attest/shared-ui';
import type { TemplateValidity } from '../api/template-types';
import { VALIDITY_REASON_TEXTS } from '../template-texts';

/** Valid / Invalid with the reason (spec staff-side §4 template validity). */
export function ValidityBadge({ validity }: { validity: TemplateValidity }) {
  const { t } = useT();
  const [key, english] = VALIDITY_REASON_TEXTS[validity.reason] ?? [validity.reason, validity.reason];
  return (
    <span>
      <StatusBadge tone={validity.valid ? 'success' : 'danger'} icon={validity.valid ? 'done' : 'warning'}>
        {validity.valid ? t('template_valid', 'Valid') : t('template_invalid', 'Invalid')}
      </StatusBadge>
      <span className="ta-reason">{t(key, english)}</span>
    </span>
  );
}
