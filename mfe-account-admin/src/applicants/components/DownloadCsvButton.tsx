import type { ApplicantListFilter } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import { FileDownloadButton } from '../../admin-common/FileDownloadButton';
import { downloadApplicantCsv } from '../api/applicants-api';

/** "Download CSV": the direct export (POST /api/v1/applicants/export), saved as the file the server names. */
export function DownloadCsvButton({ filter }: { filter: ApplicantListFilter }) {
  const { t } = useT();
  return <FileDownloadButton fetchFile={() => downloadApplicantCsv(filter)} label={t('download_csv', 'Download CSV')} />;
}
