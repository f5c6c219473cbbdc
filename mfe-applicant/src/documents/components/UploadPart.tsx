import { useId, useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import { UPLOAD_EXTENSIONS, type SigRequestTemplate } from '@attest/contracts';
import { Button, useT } from '@attest/shared-ui';
import { invalidateSigRequests } from '../api/documents-api';
import { uploadDocument, uploadErrorKey } from '../api/upload-document';
import { uploadErrorText, uploadRefusal } from '../upload-rules';

export interface UploadPartProps {
  applicantId: string;
  sigRequestId: number;
  template: SigRequestTemplate;
  docType: 'paper_sign' | 'file_upload';
  label: string;
}

/** Choose a file and send it (paper-sign: the signed paper; file-upload: the document asked for). */
export function UploadPart({ applicantId, sigRequestId, template, docType, label }: UploadPartProps) {
  const { t } = useT();
  const dispatch = useDispatch();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const refusal = chosen ? uploadRefusal(chosen) : null;
    setDone(false);
    setError(refusal ? uploadErrorText(t, refusal) : null);
    setFile(refusal ? null : chosen);
  };

  const send = async () => {
    if (!file) {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await uploadDocument({ applicantId, file, docType, templateId: template.template_id, sigRequestId, fieldName: template.name });
      setDone(true);
      setFile(null);
      dispatch(invalidateSigRequests());
    } catch (failure) {
      setError(uploadErrorText(t, uploadErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="at-field applicant-upload">
      <label className="at-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} type="file" accept={UPLOAD_EXTENSIONS.join(',')} disabled={busy} onChange={choose} />
      <Button onClick={() => void send()} disabled={!file} loading={busy}>
        {t('upload', 'Upload')}
      </Button>
      {template.uploaded || done ? <p role="status">{t('upload_received', 'Received. You can upload again to replace it.')}</p> : null}
      {error ? (
        <p className="at-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
