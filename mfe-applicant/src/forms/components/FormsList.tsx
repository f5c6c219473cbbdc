import { Link, useParams } from 'react-router-dom';
import { Card, useContentText, useT } from '@attest/shared-ui';
import { useListApplicantFormsQuery } from '../api/forms-list-api';

/** The forms an applicant can fill, each linking to `forms/:formId`. */
export function FormsList() {
  const { t } = useT();
  const text = useContentText();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const { data, isError } = useListApplicantFormsQuery();
  if (isError) {
    return null;
  }
  return (
    <Card title={t('my_forms', 'My forms')}>
      {data && data.length === 0 ? <p>{t('no_forms', 'There are no forms for you right now.')}</p> : null}
      <ul className="applicant-forms">
        {(data ?? []).map((form) => (
          <li key={form.template_id}>
            <Link to={`/${customerCode}/${locationCode}/forms/${form.template_id}`}>{text.content('template', form.name)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
