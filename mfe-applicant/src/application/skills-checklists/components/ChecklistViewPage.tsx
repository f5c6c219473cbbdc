import { useNavigate, useParams } from 'react-router-dom';
import { ErrorPanel, useT } from '@attest/shared-ui';
import { ChecklistView } from './ChecklistView';

/** Route element of `skills-checklists/:id` (a deep link, e.g. from self-service tasks). */
export function ChecklistViewPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const { id, customerCode = '', locationCode = 'hq' } = useParams();
  const checklistId = Number(id);
  if (!Number.isSafeInteger(checklistId) || checklistId <= 0) {
    return <ErrorPanel title={t('not_found', 'Not found')} />;
  }
  return <ChecklistView id={checklistId} onBack={() => navigate(`/${customerCode}/${locationCode}/skills-checklists`)} />;
}
