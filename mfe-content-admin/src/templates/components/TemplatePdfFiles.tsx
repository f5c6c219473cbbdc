import { useRef, useState } from 'react';
import { applySessionHeaders, Button, useT, useToast } from '@attest/shared-ui';
import type { TemplateDetail } from '../api/template-types';
import { customerPath, useUploadTemplatePdfMutation, type TemplatePdfKind } from '../api/templates-api';
import { apiErrorText } from './error-text';

/** Opens a stored PDF in a new tab: the file answers only with the session's headers, so it is fetched first. */
async function openPdf(templateId: number): Promise<void> {
  const res = await fetch(customerPath(`forms/${templateId}/pdf`), { headers: applySessionHeaders(new Headers(), 'GET') });
  if (res.ok) {
    window.open(URL.createObjectURL(await res.blob()), '_blank', 'noopener');
  }
}

function PdfUpload({ template, kind, readOnly }: { template: TemplateDetail; kind: TemplatePdfKind; readOnly: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [upload, state] = useUploadTemplatePdfMutation();
  const isMain = kind === 'pdf';
  const stored = isMain ? template.has_pdf : template.has_paper_sign_pdf;
  const name = isMain ? template.pdf_file_name : template.paper_sign_pdf_file_name;
  const title = isMain ? t('template_pdf', 'Template PDF') : t('template_paper_pdf', 'Paper-sign PDF');
  const inputId = `template-${kind}-file`;

  const onUpload = async () => {
    if (!file) {
      return;
    }
    const result = await upload({ id: template.template_id, kind, file });
    if ('data' in result) {
      toast.success(t('template_pdf_uploaded', '{{name}} was uploaded.', { name: file.name }));
      setFile(null);
      if (input.current) {
        input.current.value = '';
      }
    }
  };

  return (
    <fieldset className="ta-fieldset" aria-label={title}>
      <legend>{title}</legend>
      <p className="ta-help">
        {isMain
          ? t('template_pdf_help', 'The document the applicant signs: the form builder places each field on its pages, and the signed PDF is drawn on it.')
          : t('template_paper_pdf_help', 'The blank form an applicant may print, sign on paper and upload instead of signing online.')}
      </p>
      <p data-testid={`template-${kind}-state`}>
        {stored ? t('template_pdf_stored', 'Stored: {{name}}', { name: name ?? t('template_pdf_unnamed', 'a PDF') }) : t('template_pdf_missing', 'No file yet.')}
        {stored && isMain ? (
          <>
            {' '}
            <Button variant="link" onClick={() => void openPdf(template.template_id)}>
              {t('template_pdf_view', 'View')}
            </Button>
          </>
        ) : null}
      </p>
      {readOnly ? null : (
        <div className="ta-inline">
          <label className="at-field" htmlFor={inputId}>
            <span className="at-field__label">{stored ? t('template_pdf_replace', 'Replace with (.pdf)') : t('template_pdf_choose', 'PDF file (.pdf)')}</span>
            <input id={inputId} ref={input} type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </label>
          <Button disabled={!file} loading={state.isLoading} onClick={() => void onUpload()}>
            {t('template_pdf_upload', 'Upload')}
          </Button>
        </div>
      )}
      {state.error ? (
        <p role="alert" className="ta-error">
          {apiErrorText(t, state.error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The template's two files (spec staff-side §2 "upload PDF and paper-sign PDF"), checked by content on the server. */
export function TemplatePdfFiles({ template, readOnly }: { template: TemplateDetail; readOnly: boolean }) {
  return (
    <>
      <PdfUpload template={template} kind="pdf" readOnly={readOnly} />
      <PdfUpload template={template} kind="paperSignPdf" readOnly={readOnly} />
    </>
  );
}
