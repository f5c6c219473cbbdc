import { documentReference } from '@attest/contracts';
import { formatDate, useT } from '@attest/shared-ui';
import { documentTitle } from './DocumentFields';

type Data = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A signed Section 2: the documents (numbers masked unless revealed), the first day and the certification. */
export function Section2Summary({ data }: { data: Data }) {
  const { t } = useT();
  const docs = Array.isArray(data.documents) ? (data.documents as Data[]) : [];
  const rows: [string, string][] = [];
  docs.forEach((d) => {
    const ref = documentReference(str(d.document_type));
    const list = t('i9_list_n', 'List {{list}}', { list: str(d.list) });
    rows.push([list, ref ? documentTitle(t, ref) : str(d.document_title)]);
    rows.push([t('i9_issuing_authority', 'Issuing Authority'), str(d.issuing_authority)]);
    rows.push([
      t('i9_document_number', 'Document Number (if any)'),
      str(d.document_number) || t('i9_none', 'None'),
    ]);
    rows.push([
      t('i9_expiration_date', 'Expiration Date (if any)'),
      formatDate(str(d.expiration_date), t('i9_na', 'N/A')),
    ]);
  });
  rows.push([t('i9_first_day', 'First Day of Employment'), formatDate(str(data.first_day_of_employment))]);
  if (data.alt_procedure_used === true) {
    rows.push([
      t('i9_alt_procedure_short', 'Alternative procedure'),
      t('i9_alt_procedure_used', 'Documents examined with the DHS alternative procedure'),
    ]);
  }
  rows.push([
    t('i9_employer_name', 'Employer or authorized representative'),
    [str(data.employer_first_name), str(data.employer_last_name)].filter(Boolean).join(' '),
  ]);
  rows.push([t('i9_employer_title_short', 'Title'), str(data.employer_title)]);
  rows.push([
    t('i9_business', 'Business'),
    [
      str(data.business_name),
      str(data.business_address),
      str(data.business_city),
      `${str(data.business_state)} ${str(data.business_zip)}`.trim(),
    ]
      .filter(Boolean)
      .join(', '),
  ]);
  if (str(data.additional_info)) {
    rows.push([t('i9_additional_info', 'Additional Information'), str(data.additional_info)]);
  }
  return (
    <dl className="i9-values">
      {rows.map(([label, value], i) => (
        <div key={`${label}-${i}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
