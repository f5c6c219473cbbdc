import { useT } from '@attest/shared-ui';
import type { ImageEndpoints } from '../../i9-common/image-capture/image-endpoints';
import type {
  DocumentImagesAnswer,
  EmployeeDocumentChoice,
} from '../../i9-common/image-capture/image-capture-types';
import { SlotCapture } from '../../i9-common/image-capture/SlotCapture';
import { slotsOfChoice } from '../choice-values';

/**
 * Pictures of the documents the employee chose, on their own I-9 (webcam, phone camera, file, or the phone
 * hand-off): the same record's copies staff and the representative see in Section 2, slot for slot.
 */
export function MyDocumentImages({
  answer,
  endpoints,
  choice,
  refresh,
}: {
  answer: DocumentImagesAnswer;
  endpoints: ImageEndpoints;
  choice: EmployeeDocumentChoice;
  refresh: () => void;
}) {
  const { t } = useT();
  return (
    <div className="i9-capture-list">
      <h3 className="i9-row__title">{t('i9_my_documents_pictures', 'Pictures of your documents')}</h3>
      <p className="i9-capture__hint">
        {answer.policy.copies === 'all'
          ? t(
              'i9_my_documents_pictures_all',
              'Your employer keeps a copy of the documents every employee presents. You can take the pictures now, or your employer takes them when you meet.',
            )
          : t(
              'i9_my_documents_pictures_some',
              'Your employer may need copies of these documents. You can take the pictures now.',
            )}
      </p>
      {slotsOfChoice(choice).map((slot) => (
        <SlotCapture
          key={`${slot.list}${slot.index}`}
          slot={slot}
          answer={answer}
          endpoints={endpoints}
          altUsed={false}
          refresh={refresh}
        />
      ))}
    </div>
  );
}
