import { useId, useState } from 'react';
import type { VerifyResult } from '@attest/contracts';
import { Button, applySessionHeaders, useT } from '@attest/shared-ui';
import { GuestCard } from '../components/GuestCard';
import { FormError } from '../components/FormError';

async function verify(file: File): Promise<VerifyResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  // Plain fetch: a multipart body needs the browser's boundary, which apiFetch's JSON body would replace.
  const response = await fetch('/api/v1/verify', { method: 'POST', headers: applySessionHeaders(new Headers(), 'POST'), body });
  if (!response.ok) {
    throw new Error(`HTTP ${response.status}`);
  }
  return (await response.json()) as VerifyResult;
}

/** `/{c}/{l}/verify-document`: anyone checks whether a PDF is one we produced, unchanged. */
export function VerifyDocumentPage() {
  const { t } = useT();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const check = async () => {
    if (!file) {
      return;
    }
    setBusy(true);
    setFailed(false);
    setResult(null);
    try {
      setResult(await verify(file));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  let verdict: string | null = null;
  if (result) {
    verdict = !result.produced_by_us
      ? t('verify_not_ours', 'This is not a document produced by Attest.')
      : result.unchanged
        ? t('verify_unchanged', 'This document was produced by Attest and is unchanged.')
        : t('verify_changed', 'This document was produced by Attest but has been changed.');
  }

  return (
    <GuestCard title={t('verify_document', 'Verify a document')}>
      <p>{t('verify_intro', 'Choose a signed PDF to check that it was produced by Attest and has not been changed.')}</p>
      <label className="at-field__label" htmlFor={inputId}>
        {t('verify_choose_pdf', 'PDF file')}
      </label>
      <input id={inputId} type="file" accept=".pdf,application/pdf" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      <Button loading={busy} disabled={!file} onClick={() => void check()}>
        {t('verify', 'Verify')}
      </Button>
      {verdict ? (
        <p role="status" data-verdict={result?.produced_by_us ? (result.unchanged ? 'unchanged' : 'changed') : 'not-ours'}>
          {verdict}
        </p>
      ) : null}
      {result?.produced_by_us && result.signer_name ? (
        <p>{t('verify_signed_by', 'Signed by {{name}} on {{date}}', { name: result.signer_name, date: result.signed_at ?? '' })}</p>
      ) : null}
      <FormError message={failed ? t('verify_failed', 'The document could not be checked. Please try again.') : null} />
    </GuestCard>
  );
}
