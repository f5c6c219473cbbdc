import { useCallback } from 'react';
import { useFormikContext } from 'formik';
import { useT } from '@attest/shared-ui';
import type { Section2Values } from '../../record/section2-values';
import { useI9Form } from '../form/I9FormContext';
import { useGetDocumentImagesAtQuery } from './image-capture-api';
import { useImageEndpoints } from './image-endpoints';
import { SlotCapture, type CaptureSlot } from './SlotCapture';

interface Slot extends CaptureSlot {
  /** The form path of the document's row (aDocs[i] or bcDocs[i]). */
  path: string;
}

function slotsOf(values: Section2Values): Slot[] {
  if (values.choice === 'A') {
    return values.aDocs.map((d, i) => ({
      path: `aDocs[${i}]`,
      list: 'A',
      index: i,
      documentType: d.document_type,
    }));
  }
  if (values.choice === 'BC') {
    return values.bcDocs.map((d, i) => ({
      path: `bcDocs[${i}]`,
      list: d.list,
      index: 0,
      documentType: d.document_type,
    }));
  }
  return [];
}

/**
 * Section 2's document copies (staff on `admin/i9/:recordId`, or the representative's link: see image-endpoints): one DocumentImageCapture per document the form
 * holds, when the customer keeps copies (or uses the alternative procedure / photo matching). Which sides are
 * required follows contracts' i9RequiredSides, as the server checks when Section 2 is signed.
 */
export function Section2Images() {
  const { t } = useT();
  const endpoints = useImageEndpoints();
  const { values } = useFormikContext<Section2Values>();
  const form = useI9Form();
  const images = useGetDocumentImagesAtQuery(endpoints?.listUrl ?? '', { skip: !endpoints });
  const refetch = images.refetch;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const answer = images.data;
  if (!endpoints || !answer || !answer.editable || !answer.policy.uploads_allowed) {
    return null;
  }
  return (
    <div className="i9-capture-list">
      <h3 className="i9-row__title">{t('i9_capture_title', 'Copies of the documents')}</h3>
      <p className="i9-capture__hint">
        {answer.policy.copies === 'all'
          ? t('i9_capture_policy_all', 'Your company keeps a copy of the documents of every employee.')
          : t(
              'i9_capture_policy_some',
              'Copies are needed when the alternative procedure or E-Verify photo matching is used.',
            )}
      </p>
      {slotsOf(values).map((slot) => (
        <SlotCapture
          key={slot.path}
          slot={slot}
          answer={answer}
          endpoints={endpoints}
          altUsed={values.alt_procedure_used}
          errors={{
            front: form.serverErrors[`${slot.path}.front_image`] ?? null,
            back: form.serverErrors[`${slot.path}.back_image`] ?? null,
          }}
          onUploaded={(side) => form.clearServerError(`${slot.path}.${side}_image`)}
          refresh={refresh}
        />
      ))}
    </div>
  );
}
