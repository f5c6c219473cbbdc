import { useCallback } from 'react';
import { useFormikContext } from 'formik';
import { documentReference, i9RequiredSides, type I9ImageSide, type I9List } from '@attest/contracts';
import { apiFetch, useT } from '@attest/shared-ui';
import type { Section2Values } from '../../record/section2-values';
import { useI9Form } from '../form/I9FormContext';
import { uploadDocumentImage, useGetDocumentImagesAtQuery } from './image-capture-api';
import { useImageEndpoints } from './image-endpoints';
import { policyOf, sidesOf } from './image-capture-types';
import { DocumentImageCapture } from './DocumentImageCapture';
import { MobileHandoff } from './MobileHandoff';

interface Slot {
  /** The form path of the document's row (aDocs[i] or bcDocs[i]). */
  path: string;
  list: I9List;
  index: number;
  documentType: string;
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
  const policy = policyOf(answer.policy);
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
      {slotsOf(values).map((slot) => {
        const required = i9RequiredSides(slot.documentType, policy, values.alt_procedure_used);
        const ref = documentReference(slot.documentType);
        const title = ref
          ? t(ref.titleKey, { defaultValue: ref.title })
          : t('i9_capture_document_n', 'List {{list}} document {{n}}', {
              list: slot.list,
              n: slot.index + 1,
            });
        const errorOf = (side: I9ImageSide) => form.serverErrors[`${slot.path}.${side}_image`] ?? null;
        const upload = async (side: I9ImageSide, file: File) => {
          await uploadDocumentImage(
            endpoints.uploadUrl,
            { list: slot.list, index: String(slot.index), side },
            file,
            { session: endpoints.session },
          );
          form.clearServerError(`${slot.path}.${side}_image`);
          refresh();
        };
        const remove = async (side: I9ImageSide) => {
          await apiFetch(endpoints.deleteUrl(slot.list, slot.index, side), { method: 'DELETE' });
          refresh();
        };
        return (
          <DocumentImageCapture
            key={slot.path}
            list={slot.list}
            index={slot.index}
            title={title}
            images={sidesOf(answer.images, slot.list, slot.index)}
            required={required}
            showBack={
              required.back ||
              answer.policy.alt_procedure_enabled ||
              answer.policy.two_sided_documents.includes(slot.documentType)
            }
            maxMb={answer.policy.max_mb}
            errors={{ front: errorOf('front'), back: errorOf('back') }}
            onUpload={upload}
            onRemove={remove}
          >
            {endpoints.handoffRecordId !== null ? (
              <MobileHandoff
                recordId={endpoints.handoffRecordId}
                list={slot.list}
                index={slot.index}
                onArrived={refresh}
              />
            ) : null}
          </DocumentImageCapture>
        );
      })}
    </div>
  );
}
