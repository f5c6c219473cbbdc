import { useFormikContext } from 'formik';
import type { I9DocumentReference } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import { I9Radios } from '../../i9-common/form/I9Field';
import { DocumentFields } from '../../record/components/DocumentFields';
import { emptyDoc } from '../../record/section2-values';
import type { SupplementBValues } from '../supplement-b-values';

type DocList = 'A' | 'C';

/**
 * The one document of a Supplement B entry: List A or List C only (never List B, M-274 §6.1), quick-selected
 * from the lists the employee's status allows, with its title, issuing authority, number and expiration.
 */
export function SupplementBDocument({
  choices,
  everify,
}: {
  choices: { A: I9DocumentReference[]; C: I9DocumentReference[] };
  everify: boolean;
}) {
  const { t } = useT();
  const { values, setFieldValue } = useFormikContext<SupplementBValues>();
  const list: DocList = values.document.list === 'C' ? 'C' : 'A';
  return (
    <>
      <I9Radios<DocList>
        path="document.list"
        legend={t('i9_supb_document_list', 'Document the employee presented')}
        value={list}
        onChoose={(next) => void setFieldValue('document', emptyDoc(next), false)}
        options={[
          { value: 'A', label: t('i9_supb_list_a', 'A document from List A') },
          { value: 'C', label: t('i9_supb_list_c', 'A document from List C') },
        ]}
      />
      <DocumentFields
        key={values.document._key}
        path="document"
        options={list === 'A' ? choices.A : choices.C}
        everify={everify}
        heading={
          list === 'A'
            ? t('i9_supb_document_a', 'List A document')
            : t('i9_supb_document_c', 'List C document')
        }
      />
    </>
  );
}
