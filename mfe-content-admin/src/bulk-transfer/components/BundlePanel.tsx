import { useState } from 'react';
import { Button, getSession, useT } from '@attest/shared-ui';
import { useExportBundleMutation, useImportBundleMutation, type TransferModel } from '../api/bulk-transfer-api';
import { useGetCustomerContentQuery } from '../api/source-content';
import { transferErrorText } from '../transfer-texts';
import { ContentPicker, type ContentChoice } from './ContentPicker';
import { TransferPreview } from './TransferPreview';

export interface BundlePanelProps {
  environment: string;
  /** Runs the imported bundle (transferTemplatesAndPackages with its bundle_id). */
  onRun: (bundleId: string) => void;
  busy: boolean;
}

/** Saves the bundle as a file the person downloads. */
function download(bundle: unknown, name: string): void {
  if (typeof URL.createObjectURL !== 'function') {
    return;
  }
  const url = URL.createObjectURL(new Blob([JSON.stringify(bundle)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Another deployment's content travels as a signed bundle file (decision 0030): import one exported there, or
 * export this customer's templates and packages for it.
 */
export function BundlePanel({ environment, onRun, busy }: BundlePanelProps) {
  const { t } = useT();
  const [file, setFile] = useState<File | null>(null);
  const [imported, setImported] = useState<(TransferModel & { bundle_id: string }) | null>(null);
  const [importBundle, importing] = useImportBundleMutation();
  const [exportBundle, exporting] = useExportBundleMutation();
  const [choice, setChoice] = useState<ContentChoice>({ templateIds: [], packageIds: [] });
  const [exported, setExported] = useState(false);
  const activeId = Number(getSession().customerId ?? 0);
  const own = useGetCustomerContentQuery(activeId, { skip: !activeId });

  const upload = async () => {
    if (!file) {
      return;
    }
    setImported(null);
    try {
      setImported(await importBundle(file).unwrap());
    } catch {
      // Shown from importing.error below; the chosen file stays chosen.
    }
  };
  const doExport = async () => {
    setExported(false);
    try {
      const bundle = await exportBundle({ template_ids: choice.templateIds, package_ids: choice.packageIds }).unwrap();
      download(bundle, `transfer-bundle-${getSession().customerCode ?? activeId}.json`);
      setExported(true);
    } catch {
      // Shown from exporting.error below; the choice is kept.
    }
  };

  return (
    <div className="bt-steps">
      <p>{t('transfer_bundle_only', '{{environment}} is another deployment: its content comes as a bundle file exported there.', { environment })}</p>
      <section className="bt-step" aria-label={t('transfer_import_title', 'Import a bundle file')}>
        <h3>{t('transfer_import_title', 'Import a bundle file')}</h3>
        <div className="ca-row">
          <label className="at-field">
            <span className="at-field__label">{t('transfer_bundle_file', 'Bundle file (.json)')}</span>
            <input
              type="file"
              accept="application/json,.json"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setImported(null);
              }}
            />
          </label>
          <Button variant="secondary" disabled={!file || importing.isLoading} onClick={() => void upload()}>
            {t('transfer_upload_preview', 'Upload and preview')}
          </Button>
        </div>
        {importing.isError ? (
          <div className="bt-error" role="alert">
            {transferErrorText(t, importing.error, 'transfer_import_failed', 'The bundle could not be imported.')}
          </div>
        ) : null}
        {imported ? (
          <>
            <TransferPreview model={imported} />
            <Button disabled={busy} onClick={() => onRun(imported.bundle_id)}>
              {t('transfer_run', 'Transfer')}
            </Button>
          </>
        ) : null}
      </section>
      <section className="bt-step" aria-label={t('transfer_export_title', 'Export this customer\'s content')}>
        <h3>{t('transfer_export_title', 'Export this customer\'s content')}</h3>
        <p>{t('transfer_export_help', 'Choose templates and packages, download the bundle and import it in the other environment.')}</p>
        {own.data ? <ContentPicker content={own.data} choice={choice} onChange={setChoice} /> : null}
        {own.isError ? <div className="bt-error" role="alert">{transferErrorText(t, own.error, 'transfer_content_unavailable', 'The templates and packages could not be loaded.')}</div> : null}
        <Button variant="secondary" disabled={exporting.isLoading || (!choice.templateIds.length && !choice.packageIds.length)} onClick={() => void doExport()}>
          {t('transfer_download_export', 'Download the export')}
        </Button>
        {exporting.isError ? (
          <div className="bt-error" role="alert">
            {transferErrorText(t, exporting.error, 'transfer_export_failed', 'The export failed.')}
          </div>
        ) : null}
        {exported ? <p role="status">{t('transfer_exported', 'The bundle was downloaded.')}</p> : null}
      </section>
    </div>
  );
}
