import { useState, type FormEvent } from 'react';
import { documentReference, type I9Attestation, type I9DocumentReference } from '@attest/contracts';
import { Button, ErrorPanel, LoadingBar, SelectField, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { apiErrorText, apiFieldErrors, i9ErrorText } from '../../i9-common/i9-text';
import type { EmployeeDocumentChoice } from '../../i9-common/image-capture/image-capture-types';
import { useGetI9DocumentReferencesQuery } from '../../record/api/record-api';
import { documentTitle } from '../../record/components/DocumentFields';
import { useSaveMyDocumentChoiceMutation } from '../api/my-documents-api';
import {
  choiceErrors,
  choiceValuesOf,
  chosenDocuments,
  type ChoiceErrors,
  type ChoiceKind,
  type ChoiceValues,
} from '../choice-values';

export interface DocumentChoiceFormProps {
  attestation: I9Attestation;
  everify: boolean;
  saved: EmployeeDocumentChoice | null;
  onSaved: () => void;
}

/**
 * The employee's choice: one List A document (or combination), or one List B and one List C document, from the
 * lists for their status; checked with the rules Section 2 runs before it is sent (PUT .../documents/choice).
 */
export function DocumentChoiceForm({ attestation, everify, saved, onSaved }: DocumentChoiceFormProps) {
  const { t } = useT();
  const toast = useToast();
  const references = useGetI9DocumentReferencesQuery(attestation);
  const [values, setValues] = useState<ChoiceValues>(() => choiceValuesOf(saved));
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSaveMyDocumentChoiceMutation();
  if (references.isError) {
    return (
      <ErrorPanel
        title={t('i9_references_unavailable', 'The lists of acceptable documents could not be loaded')}
        onRetry={() => void references.refetch()}
      />
    );
  }
  if (!references.data) {
    return <LoadingBar active />;
  }
  const lists = references.data;
  const change = (next: Partial<ChoiceValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
    setFailure(null);
  };
  const options = (refs: readonly Pick<I9DocumentReference, 'code' | 'titleKey' | 'title'>[]) =>
    refs.map((r) => ({ value: r.code, label: documentTitle(t, r) }));
  const optionalParts = documentReference(values.a)?.parts?.optional ?? [];
  const placeholder = t('i9_my_documents_select', 'Choose a document');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = choiceErrors(values, attestation, everify);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) {
      return;
    }
    try {
      await save({ documents: chosenDocuments(values) }).unwrap();
      toast.success(t('i9_my_documents_saved', 'Your documents are saved'));
      onSaved();
    } catch (error) {
      const documents = apiFieldErrors(error).documents;
      setErrors(documents ? { documents } : {});
      setFailure(apiErrorText(t, error));
    }
  };
  const groupError = i9ErrorText(t, errors.kind ?? errors.documents);
  const radio = (kind: ChoiceKind, label: string) => (
    <label className="i9-choice">
      <input
        type="radio"
        name="i9-my-documents-kind"
        value={kind}
        checked={values.kind === kind}
        aria-invalid={groupError ? true : undefined}
        onChange={() => change({ kind })}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <form
      noValidate
      aria-label={t('i9_my_documents_title', 'Documents you will present')}
      onSubmit={(e) => void submit(e)}
    >
      <fieldset className="i9-group">
        <legend>{t('i9_my_documents_kind', 'What will you present?')}</legend>
        {radio('A', t('i9_choice_a', 'One document from List A'))}
        {values.kind === 'A' ? (
          <div className="i9-subgrid">
            <SelectField
              label={t('i9_list_a_document', 'List A document')}
              required
              placeholder={placeholder}
              options={options(lists.A)}
              value={values.a}
              error={i9ErrorText(t, errors.a)}
              onChange={(e) => change({ a: e.target.value, aOptional: '' })}
            />
            {optionalParts.length ? (
              <SelectField
                label={t('i9_list_a_optional_part', 'Also presented (if any)')}
                placeholder={t('i9_my_documents_none', 'None')}
                options={options(
                  optionalParts.map(
                    (code) => documentReference(code) ?? { code, titleKey: code, title: code },
                  ),
                )}
                value={values.aOptional}
                onChange={(e) => change({ aOptional: e.target.value })}
              />
            ) : null}
          </div>
        ) : null}
        {radio('BC', t('i9_choice_bc', 'One document from List B and one from List C'))}
        {values.kind === 'BC' ? (
          <div className="i9-subgrid">
            <SelectField
              label={t('i9_list_b', 'List B: identity')}
              required
              placeholder={placeholder}
              options={options(lists.B)}
              value={values.b}
              error={i9ErrorText(t, errors.b)}
              onChange={(e) => change({ b: e.target.value })}
            />
            <SelectField
              label={t('i9_list_c', 'List C: employment authorization')}
              required
              placeholder={placeholder}
              options={options(lists.C)}
              value={values.c}
              error={i9ErrorText(t, errors.c)}
              onChange={(e) => change({ c: e.target.value })}
            />
          </div>
        ) : null}
        {groupError ? <p className="at-field__error">{groupError}</p> : null}
      </fieldset>
      <ErrorAlert message={failure} />
      <div className="at-form-actions i9-actions">
        <Button type="submit" loading={saving.isLoading}>
          {t('i9_my_documents_save', 'Save my documents')}
        </Button>
      </div>
    </form>
  );
}
