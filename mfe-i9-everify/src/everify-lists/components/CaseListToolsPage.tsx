import { PERMISSIONS } from '@attest/contracts';
import { Card, RequirePermission, useT } from '@attest/shared-ui';
import { I9Styles } from '../../i9-common/I9Styles';
import { CaseListTools } from './CaseListTools';

/** `admin/everify/case-lists`: every case of the account as a CSV, and the import of cases from another system. */
export function CaseListToolsPage() {
  return (
    <RequirePermission permission={PERMISSIONS.EVERIFY_READ}>
      <I9Styles />
      <CaseListToolsCard />
    </RequirePermission>
  );
}

function CaseListToolsCard() {
  const { t } = useT();
  return (
    <div className="i9-page">
      <Card title={t('case_tools_title', 'E-Verify cases: export and import')}>
        <CaseListTools />
      </Card>
    </div>
  );
}
