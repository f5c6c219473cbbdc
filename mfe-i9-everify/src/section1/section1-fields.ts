import { useMemo } from 'react';
import { DATATYPE, SSN_MASK, type DynamicField } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import { dropdown, i9Field, i9StateOptions } from '../i9-common/i9-fields';
import type { CountryReference } from './api/section1-api';

export interface Section1Fields {
  name: DynamicField[];
  address: DynamicField[];
  dob: DynamicField;
  ssn: DynamicField;
  contact: DynamicField[];
  uscisLawres: DynamicField;
  uscisAlien: DynamicField;
  workAuthUntil: DynamicField;
  i94: DynamicField;
  passport: DynamicField;
  country: DynamicField;
  preparer: DynamicField[];
}

/** The fields of Section 1 and Supplement A in the official form's order, with the form's labels. */
export function useSection1Fields(
  today: string,
  ssnRequired: boolean,
  countries: CountryReference[] | undefined,
): Section1Fields {
  const { t } = useT();
  return useMemo(() => {
    const states = i9StateOptions({ can: t('i9_state_can', 'Canada'), mex: t('i9_state_mex', 'Mexico') });
    const max = (n: number) => ({ max_length: n });
    const wide = { colMdWidth: 12, colLgWidth: 8 };
    const countryList = (countries ?? []).map((c) => ({ code: c.value, value: c.value }));
    return {
      name: [
        i9Field('i9_last_name', t('i9_last_name', 'Last Name (Family Name)'), {
          required: true,
          params: max(40),
        }),
        i9Field('i9_first_name', t('i9_first_name', 'First Name (Given Name)'), {
          required: true,
          params: max(40),
        }),
        i9Field('i9_middle_initial', t('i9_middle_initial', 'Middle Initial (if any)'), { params: max(1) }),
        i9Field('i9_other_last_names', t('i9_other_last_names', 'Other Last Names Used (if any)'), {
          params: max(100),
          ...wide,
        }),
      ],
      address: [
        i9Field('i9_address1', t('i9_address1', 'Address (Street Number and Name)'), {
          required: true,
          params: max(100),
          ...wide,
        }),
        i9Field('i9_address2', t('i9_address2', 'Apt. Number (if any)'), { params: max(50) }),
        i9Field('i9_city', t('i9_city', 'City or Town'), { required: true, params: max(60) }),
        dropdown('i9_state', t('i9_state', 'State'), states, { required: true }),
        i9Field('i9_zip', t('i9_zip', 'ZIP Code'), { required: true, params: max(10) }),
      ],
      dob: i9Field('i9_dob', t('i9_dob', 'Date of Birth'), {
        datatype_id: DATATYPE.DATE,
        required: true,
        params: { max_date: today },
      }),
      ssn: i9Field('i9_ssn', t('i9_ssn', 'U.S. Social Security Number'), {
        required: ssnRequired,
        mask: SSN_MASK,
      }),
      contact: [
        i9Field('i9_email', t('i9_email', "Employee's Email Address"), {
          params: { input_kind: 'email', max_length: 254 },
        }),
        i9Field('i9_phone', t('i9_phone', "Employee's Telephone Number"), { datatype_id: DATATYPE.PHONE }),
      ],
      uscisLawres: i9Field('uscis_number', t('i9_uscis_number_lawres', 'USCIS or A-Number'), {
        required: true,
        params: max(12),
      }),
      uscisAlien: i9Field('uscis_number', t('i9_uscis_number', 'A-Number/USCIS Number'), {
        required: true,
        params: max(12),
      }),
      workAuthUntil: i9Field(
        'work_auth_until_date',
        t('i9_work_auth_until', 'Work authorization expiration date'),
        {
          datatype_id: DATATYPE.DATE,
          params: { min_date: today },
        },
      ),
      i94: i9Field('form_i94_num', t('i9_form_i94_num', 'Form I-94 Admission Number'), {
        required: true,
        params: max(11),
      }),
      passport: i9Field('foreign_passport_num', t('i9_foreign_passport_num', 'Foreign Passport Number'), {
        required: true,
        params: max(20),
      }),
      country: countryList.length
        ? dropdown('foreign_country', t('i9_foreign_country', 'Country of Issuance'), countryList, {
            required: true,
          })
        : i9Field('foreign_country', t('i9_foreign_country', 'Country of Issuance'), {
            required: true,
            params: max(100),
          }),
      preparer: [
        i9Field('last_name', t('i9_preparer_last_name', 'Last Name (Family Name)'), {
          required: true,
          params: max(40),
        }),
        i9Field('first_name', t('i9_preparer_first_name', 'First Name (Given Name)'), {
          required: true,
          params: max(40),
        }),
        i9Field('middle_initial', t('i9_preparer_middle_initial', 'Middle Initial (if any)'), {
          params: max(1),
        }),
        i9Field('address', t('i9_preparer_address', 'Address (Street Number and Name)'), {
          required: true,
          params: max(100),
          ...wide,
        }),
        i9Field('city', t('i9_preparer_city', 'City or Town'), { required: true, params: max(60) }),
        dropdown('state', t('i9_preparer_state', 'State'), states, { required: true }),
        i9Field('zip', t('i9_preparer_zip', 'ZIP Code'), { required: true, params: max(10) }),
        i9Field('email', t('i9_preparer_email', 'Email (not printed on the form)'), {
          params: { input_kind: 'email', max_length: 254 },
        }),
      ],
    };
  }, [t, today, ssnRequired, countries]);
}
