import { useFormikContext } from 'formik';
import { I9_ATTESTATION_CODES, I9_ATTESTATION_LABEL_KEYS, I9_MESSAGES_EN } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import type { Section1Fields } from '../section1-fields';
import type { AlienNumberKind, Section1Values } from '../section1-values';
import { I9Check, I9Field, I9Radios } from '../../i9-common/form/I9Field';

/**
 * "I attest, under penalty of perjury, that I am (check one of the following boxes)": the four statuses in the
 * form's order. A lawful permanent resident gives the A-Number/USCIS number; a noncitizen authorized to work
 * gives the date the authorization ends (or N/A) and one of: A-Number/USCIS number, Form I-94 admission
 * number, or foreign passport number with its country.
 */
export function AttestationFields({ fields }: { fields: Section1Fields }) {
  const { t } = useT();
  const { values, setFieldValue } = useFormikContext<Section1Values>();
  const statuses = I9_ATTESTATION_CODES.map((code, i) => {
    const key = I9_ATTESTATION_LABEL_KEYS[code];
    return {
      value: String(i + 1) as Section1Values['attest_type'],
      label: `${i + 1}. ${t(key, I9_MESSAGES_EN[key])}`,
    };
  });
  const kinds: { value: AlienNumberKind; label: string; after: JSX.Element }[] = [
    {
      value: 'uscis',
      label: t('i9_kind_uscis', 'A-Number/USCIS Number'),
      after: <I9Field field={fields.uscisAlien} />,
    },
    {
      value: 'i94',
      label: t('i9_kind_i94', 'Form I-94 Admission Number'),
      after: <I9Field field={fields.i94} />,
    },
    {
      value: 'passport',
      label: t('i9_kind_passport', 'Foreign Passport Number and Country of Issuance'),
      after: (
        <div className="at-dyn-grid">
          <I9Field field={fields.passport} />
          <I9Field field={fields.country} />
        </div>
      ),
    },
  ];
  const lawres = (
    <div className="at-dyn-grid">
      <I9Field field={fields.uscisLawres} />
    </div>
  );
  const alien = (
    <>
      <div className="at-dyn-grid">
        <I9Field field={fields.workAuthUntil} disabled={values.work_auth_na} />
      </div>
      <I9Check
        path="work_auth_na"
        label={t('i9_work_auth_na', 'N/A: my work authorization does not expire')}
        onChanged={(checked) => checked && void setFieldValue('work_auth_until_date', '', false)}
      />
      <I9Radios
        path="alien_number_kind"
        legend={t('i9_alien_number_legend', 'Enter one of these')}
        options={kinds}
        value={values.alien_number_kind}
        onChoose={(kind) => void setFieldValue('alien_number_kind', kind, false)}
      />
    </>
  );
  return (
    <I9Radios
      path="attest_type"
      legend={t(
        'i9_attest_legend',
        'I attest, under penalty of perjury, that I am (check one of the following boxes):',
      )}
      options={statuses.map((s) => ({
        ...s,
        after: s.value === '3' ? lawres : s.value === '4' ? alien : undefined,
      }))}
      value={values.attest_type}
      onChoose={(value) => void setFieldValue('attest_type', value, false)}
    />
  );
}
