import type { ChangeEvent } from 'react';
import { useT } from '../../i18n/useT';
import { ClearButton } from '../components/ClearButton';
import { asText, type FieldInputProps } from './field-input-props';

/** Spec §5 "Uploads and image capture": accepted document types when the field names none. */
export const DEFAULT_DOCUMENT_TYPES = '.doc,.docx,.pdf,.txt,.rtf,.jpg,.png,.jpeg';

export interface DocumentCaptureInputProps extends FieldInputProps {
  /**
   * Uploads the file and answers the stored reference. Without it the value is the file name
   * (the spec names no upload call for dynamic forms; the host decides where the file goes).
   */
  onFileSelected?: (file: File) => Promise<string> | string;
}

/** Datatype 22: a file input; the value is the uploaded file's name or upload reference. */
export function DocumentCaptureInput(props: DocumentCaptureInputProps) {
  const { field, inputId, label, value, onChange, onBlur, disabled, workflowReadOnly, invalid, describedBy, onFileSelected } = props;
  const { t } = useT();
  const current = asText(value);
  const accept = typeof field.params?.file_type === 'string' && field.params.file_type ? field.params.file_type : DEFAULT_DOCUMENT_TYPES;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    onChange(onFileSelected ? await onFileSelected(file) : file.name);
    onBlur();
  };

  return (
    <div className="at-dyn-upload">
      <input
        id={inputId}
        name={field.name}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy}
        onChange={(event) => void onFile(event)}
      />
      {current ? (
        <>
          <span className="at-dyn-upload__name" data-testid={`upload-${field.name}`}>
            {t('uploaded_file', 'Uploaded: {{name}}', { name: current })}
          </span>
          <ClearButton label={label} disabled={workflowReadOnly || disabled} onClear={() => onChange('')} />
        </>
      ) : null}
    </div>
  );
}
