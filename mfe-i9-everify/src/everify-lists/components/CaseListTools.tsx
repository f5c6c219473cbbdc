import { PERMISSIONS } from '@attest/contracts';
import { useCan, useT } from '@attest/shared-ui';
import { i9MessageText } from '../../i9-common/i9-text';
import { CaseImport } from './CaseImport';
import { CsvExportMenu } from './CsvExportMenu';

/** The case list's filters an export takes (POST /api/v1/everify/export and /exportasync refuse paging). */
export interface CaseExportFilter {
  status?: string;
  awaiting_service?: boolean;
  open?: boolean;
  applicant_id?: number;
  location_id?: number;
  search?: string;
}

const EXPORT_ROUTES = { base: '/api/v1/everify', fallbackName: 'everify-cases.csv' };

/**
 * The E-Verify case list's tools: "Export" (now or in the background, with the list's filters) and, for
 * everify.manage, the import of cases opened in another system. Mounted by the case list page with its filters.
 */
export function CaseListTools({ filter = {}, onImported }: { filter?: CaseExportFilter; onImported?: () => void }) {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.EVERIFY_MANAGE);
  return (
    <div className="i9-group">
      <CsvExportMenu routes={EXPORT_ROUTES} filter={filter} modelLabel={i9MessageText(t, 'export_model_everify_cases')} />
      {canManage ? <CaseImport onImported={onImported} /> : null}
    </div>
  );
}
