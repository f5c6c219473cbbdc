import { documentReference, type ReverifyReason } from '@attest/contracts';
import { formatDate, useT } from '@attest/shared-ui';
import { documentTitle } from '../../record/components/DocumentFields';
import { reasonLabel } from './SupplementBForm';

type Data = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const REASONS: readonly string[] = ['rehire', 'name_change', 'reverification'];

/** One signed Supplement B entry, read only (the document number masked as the server answers it). */
export function SupplementBSummary({ data }: { data: Data }) {
  const { t } = useT();
  const rows: [string, string][] = [];
  const reason = str(data.reason);
  rows.push([
    t('i9_supb_reason', 'Reason'),
    REASONS.includes(reason) ? reasonLabel(t, reason as ReverifyReason) : t('i9_status_other', 'In progress'),
  ]);
  if (reason === 'name_change') {
    rows.push([
      t('i9_supb_new_name', 'New name'),
      [str(data.new_first_name), str(data.new_middle_initial), str(data.new_last_name)]
        .filter(Boolean)
        .join(' '),
    ]);
  }
  if (reason === 'rehire') {
    rows.push([t('i9_supb_date_of_rehire', 'Date of Rehire'), formatDate(str(data.date_of_rehire))]);
  }
  const doc = typeof data.document === 'object' && data.document !== null ? (data.document as Data) : null;
  if (doc) {
    const ref = documentReference(str(doc.document_type));
    rows.push([
      t('i9_list_n', 'List {{list}}', { list: str(doc.list) }),
      ref ? documentTitle(t, ref) : str(doc.document_title),
    ]);
    rows.push([t('i9_issuing_authority', 'Issuing Authority'), str(doc.issuing_authority)]);
    rows.push([
      t('i9_document_number', 'Document Number (if any)'),
      str(doc.document_number) || t('i9_none', 'None'),
    ]);
    rows.push([
      t('i9_expiration_date', 'Expiration Date (if any)'),
      formatDate(str(doc.expiration_date), t('i9_na', 'N/A')),
    ]);
  }
  if (str(data.additional_info)) {
    rows.push([t('i9_additional_info', 'Additional Information'), str(data.additional_info)]);
  }
  if (data.alt_procedure_used === true) {
    rows.push([
      t('i9_alt_procedure_short', 'Alternative procedure'),
      t('i9_alt_procedure_used', 'Documents examined with the DHS alternative procedure'),
    ]);
  }
  rows.push([t('i9_employer_name', 'Employer or authorized representative'), str(data.employer_name)]);
  rows.push([t('i9_supb_date_signed', 'Date signed'), formatDate(str(data.signed_date))]);
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
