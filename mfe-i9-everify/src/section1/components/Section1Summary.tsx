import {
  attestationCode,
  formatANumber,
  formatSsn,
  I9_ATTESTATION_LABEL_KEYS,
  I9_MESSAGES_EN,
  isI9Attestation,
  type I9Preparer,
} from '@attest/contracts';
import { formatDate, useT } from '@attest/shared-ui';
import { isMaskedValue } from '../../i9-common/i9-record';
import type { Translate } from '../../i9-common/i9-text';
import { maskedSsnText } from './SsnField';

type Data = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A number as the form prints it; a masked one (the server's `*****6789`) as it came. */
const numberText = (v: unknown, format: (s: string) => string) =>
  isMaskedValue(v) ? v : str(v) ? format(str(v)) : '';

function preparerText(p: I9Preparer): string {
  const name = [p.first_name, p.middle_initial, p.last_name].filter(Boolean).join(' ');
  return [name, p.address, p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The rows of a Section 1 in the form's order: what the employee entered (masked numbers stay masked). */
export function section1Rows(t: Translate, d: Data): [string, string][] {
  const none = t('i9_none', 'None');
  const attest = d.attest_type;
  const code = isI9Attestation(attest) ? attestationCode(attest) : null;
  const ssn =
    d.i9_no_ssn === true
      ? t('i9_ssn_waiting', 'Applied for, not received yet')
      : isMaskedValue(d.i9_ssn)
        ? maskedSsnText(d.i9_ssn)
        : str(d.i9_ssn)
          ? formatSsn(str(d.i9_ssn))
          : t('i9_not_given', 'Not given');
  const rows: [string, string][] = [
    [t('i9_last_name', 'Last Name (Family Name)'), str(d.i9_last_name)],
    [t('i9_first_name', 'First Name (Given Name)'), str(d.i9_first_name)],
    [
      t('i9_middle_initial', 'Middle Initial (if any)'),
      d.i9_no_middle_name === true
        ? t('i9_no_middle_name', 'No middle name')
        : str(d.i9_middle_initial) || none,
    ],
    [t('i9_other_last_names', 'Other Last Names Used (if any)'), str(d.i9_other_last_names) || none],
    [t('i9_address1', 'Address (Street Number and Name)'), str(d.i9_address1)],
    [t('i9_address2', 'Apt. Number (if any)'), str(d.i9_address2) || none],
    [t('i9_city', 'City or Town'), str(d.i9_city)],
    [t('i9_state', 'State'), str(d.i9_state)],
    [t('i9_zip', 'ZIP Code'), str(d.i9_zip)],
    [t('i9_dob', 'Date of Birth'), formatDate(str(d.i9_dob), str(d.i9_dob))],
    [t('i9_ssn', 'U.S. Social Security Number'), ssn],
    [t('i9_email', "Employee's Email Address"), str(d.i9_email) || none],
    [t('i9_phone', "Employee's Telephone Number"), str(d.i9_phone) || none],
    [
      t('i9_status', 'Citizenship or immigration status'),
      code ? t(I9_ATTESTATION_LABEL_KEYS[code], I9_MESSAGES_EN[I9_ATTESTATION_LABEL_KEYS[code]]) : none,
    ],
  ];
  if (code === 'LAWRES' || (code === 'ALIEN' && str(d.uscis_number))) {
    rows.push([t('i9_uscis_number', 'A-Number/USCIS Number'), numberText(d.uscis_number, formatANumber)]);
  }
  if (code === 'ALIEN') {
    const until =
      d.work_auth_na === true
        ? t('i9_na', 'N/A')
        : formatDate(str(d.work_auth_until_date), str(d.work_auth_until_date));
    rows.push([t('i9_work_auth_until', 'Work authorization expiration date'), until]);
    if (str(d.form_i94_num)) {
      rows.push([t('i9_form_i94_num', 'Form I-94 Admission Number'), numberText(d.form_i94_num, (s) => s)]);
    }
    if (str(d.foreign_passport_num)) {
      rows.push([
        t('i9_foreign_passport_num', 'Foreign Passport Number'),
        numberText(d.foreign_passport_num, (s) => s),
      ]);
      rows.push([t('i9_foreign_country', 'Country of Issuance'), str(d.foreign_country)]);
    }
  }
  const preparers =
    d.i9_use_preparer === true && Array.isArray(d.preparers) ? (d.preparers as I9Preparer[]) : [];
  if (preparers.length === 0) {
    rows.push([
      t('i9_supplement_a', 'Preparer and/or translator (Supplement A)'),
      t('i9_preparer_no', 'I did not use a preparer or translator.'),
    ]);
  }
  preparers.forEach((p, i) =>
    rows.push([t('i9_preparer_n', 'Preparer or translator {{n}}', { n: i + 1 }), preparerText(p)]),
  );
  return rows;
}

/** A Section 1 as a list of labelled values (the review step and the signed view). */
export function Section1Summary({ data }: { data: Data }) {
  const { t } = useT();
  return (
    <dl className="i9-values">
      {section1Rows(t, data).map(([label, value], i) => (
        <div key={`${label}-${i}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
