import { documentReference, i9RequiredSides, type I9ImageSide, type I9List } from '@attest/contracts';
import { apiFetch, useT } from '@attest/shared-ui';
import { uploadDocumentImage } from './image-capture-api';
import type { ImageEndpoints } from './image-endpoints';
import { policyOf, sidesOf, type DocumentImagesAnswer } from './image-capture-types';
import { DocumentImageCapture } from './DocumentImageCapture';
import { MobileHandoff } from './MobileHandoff';

/** One presented document's place: its list and place in the list (List A 0..2, B and C 0) and its type. */
export interface CaptureSlot {
  list: I9List;
  index: number;
  documentType: string;
}

export interface SlotCaptureProps {
  slot: CaptureSlot;
  answer: DocumentImagesAnswer;
  endpoints: ImageEndpoints;
  /** The DHS alternative procedure is ticked (front and back of every document). */
  altUsed: boolean;
  /** Message keys per side (a refused signature's i9_front_image_required). */
  errors?: Partial<Record<I9ImageSide, string | null>>;
  /** After a side was sent (the caller clears its error). */
  onUploaded?: (side: I9ImageSide) => void;
  /** Asks for the list again (a side was sent, removed, or arrived from the phone). */
  refresh: () => void;
}

/**
 * The pictures of one document through the given endpoints: the sides contracts' i9RequiredSides asks for (as
 * the server checks when Section 2 is signed), upload, remove, and "continue on your phone" where offered.
 */
export function SlotCapture({
  slot,
  answer,
  endpoints,
  altUsed,
  errors,
  onUploaded,
  refresh,
}: SlotCaptureProps) {
  const { t } = useT();
  const required = i9RequiredSides(slot.documentType, policyOf(answer.policy), altUsed);
  const ref = documentReference(slot.documentType);
  const title = ref
    ? t(ref.titleKey, { defaultValue: ref.title })
    : t('i9_capture_document_n', 'List {{list}} document {{n}}', { list: slot.list, n: slot.index + 1 });
  const upload = async (side: I9ImageSide, file: File) => {
    await uploadDocumentImage(
      endpoints.uploadUrl,
      { list: slot.list, index: String(slot.index), side },
      file,
      {
        session: endpoints.session,
      },
    );
    onUploaded?.(side);
    refresh();
  };
  const remove = async (side: I9ImageSide) => {
    await apiFetch(endpoints.deleteUrl(slot.list, slot.index, side), { method: 'DELETE' });
    refresh();
  };
  return (
    <DocumentImageCapture
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
      errors={errors}
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
}
