import { PHOTO_MATCH_ANSWERS, type PhotoMatchAnswer } from '@attest/contracts';
import { Button, Card, LoadingBar, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../i9-common/i9-text';
import { useAnswerPhotoMutation, useGetCasePhotoQuery, type EverifyCase } from '../api/everify-cases-api';
import { photoAnswerText } from '../everify-labels';

/**
 * Photo matching: the photo E-Verify holds for the document (I-551, I-766, U.S. passport) beside the copy the
 * employer kept; staff answer whether they match. E-Verify decides from the answer.
 */
export function PhotoMatchPanel({ c, canManage, onChanged }: { c: EverifyCase; canManage: boolean; onChanged: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const photo = useGetCasePhotoQuery(c.id, { skip: !c.photo_available });
  const [answer, answering] = useAnswerPhotoMutation();
  const send = async (value: PhotoMatchAnswer) => {
    try {
      await answer({ id: c.id, answer: value }).unwrap();
      toast.success(t('everify_request_sent', 'Sent to E-Verify. The case updates when E-Verify answers.'));
      onChanged();
    } catch (error) {
      toast.danger(apiErrorText(t, error));
    }
  };
  return (
    <Card title={t('everify_photo_title', 'Photo matching')}>
      {!c.photo_available ? <p className="i9-muted">{t('everify_photo_waiting', 'The photo from E-Verify is on its way.')}</p> : null}
      <LoadingBar active={photo.isFetching} />
      {photo.data ? (
        <img className="everify-photo" src={`data:${photo.data.contentType};base64,${photo.data.data}`} alt={t('everify_photo_alt', 'Photo from E-Verify for this case')} />
      ) : null}
      {canManage && c.allowed_actions.includes('photo') ? (
        <>
          <p>{t('everify_photo_question', "Does this photo match the photo on the employee's document?")}</p>
          <div className="i9-actions">
            {PHOTO_MATCH_ANSWERS.map((a) => (
              <Button key={a} variant={a === 'MATCH' ? 'primary' : 'secondary'} loading={answering.isLoading} onClick={() => void send(a)}>
                {photoAnswerText(t, a)}
              </Button>
            ))}
          </div>
        </>
      ) : null}
    </Card>
  );
}
