import { useState } from 'react';
import type { ApplicantListFilter } from '@attest/contracts';
import { Button, downloadFile, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { downloadApplicantCsv } from '../api/applicants-api';

/** "Download CSV": the direct export (POST /api/v1/applicants/export), saved as the file the server names. */
export function DownloadCsvButton({ filter }: { filter: ApplicantListFilter }) {
  const { t } = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadApplicantCsv(filter);
      const url = URL.createObjectURL(blob);
      downloadFile(url, filename);
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      toast.danger(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void run()}>
      {t('download_csv', 'Download CSV')}
    </Button>
  );
}
