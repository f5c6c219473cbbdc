import { useState, type FormEvent } from 'react';
import { eadExtendedUntil, PERMISSIONS } from '@attest/contracts';
import {
  Button,
  Card,
  formatDate,
  SelectField,
  TextField,
  toServerDate,
  useCan,
  useT,
} from '@attest/shared-ui';
import { eadCategoryText } from '../../everify-ead-admin/ead-category-label';
import { useEadCategoryCodes } from '../../everify-ead-admin/useEadCategoryCodes';
import type { I9RecordView } from '../../i9-common/i9-record';
import { apiErrorText, apiFieldErrors, i9MessageText, type Translate } from '../../i9-common/i9-text';
import { useExtendI9EadMutation, type EadExtensionAnswer } from '../api/ead-api';

type Data = Record<string, unknown>;
type Field = 'category' | 'card_expiration' | 'renewal_filed_on' | 'receipt_number';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The EAD (Form I-766) recorded as Section 2's List A document, if that is what the employee presented. */
export function eadCardOf(record: I9RecordView): Data | null {
  const docs = record.section2.current?.value.documents;
  const listAC = Array.isArray(docs) ? (docs as Data[]).find((d) => d.list !== 'B') : undefined;
  return listAC && listAC.document_type === 'EAD_I766' ? listAC : null;
}

/** A category's label from contracts' messages (i9_ead_category_<code>), or its code when the customer added it. */
export const eadCategoryLabel = (t: Translate, code: string): string => eadCategoryText(t, code);

/**
 * The automatic extension of the employee's EAD (staff-side §9): shown on a record whose Section 2 recorded
 * an EAD. The card's category, its date and the Form I-797C of the renewal; the server applies contracts'
 * rule, records a new Section 2 revision and moves the reverification date. Only for i9.section2.sign.
 */
export function EadExtensionPanel({ record, onExtended }: { record: I9RecordView; onExtended: () => void }) {
  const { t } = useT();
  const canSign = useCan(PERMISSIONS.I9_SECTION2_SIGN);
  const card = eadCardOf(record);
  if (!card) {
    return null;
  }
  const category = str(card.ead_extension_category).trim() || null;
  const cardDate = str(card.expiration_date);
  return (
    <Card title={t('i9_ead_title', 'Automatic EAD extension')}>
      {category && cardDate ? (
        <p className="i9-ok">
          {t('i9_ead_extended', 'Extended until {{date}} ({{category}})', {
            date: formatDate(eadExtendedUntil(cardDate)),
            category: eadCategoryLabel(t, category),
          })}
        </p>
      ) : (
        <p className="i9-muted">
          {t(
            'i9_ead_intro',
            'When the employee shows the Form I-797C receipt for a timely filed renewal, the card may be extended automatically.',
          )}
        </p>
      )}
      {canSign ? (
        <EadExtensionForm
          recordId={record.id}
          cardDate={cardDate}
          category={category}
          onExtended={onExtended}
        />
      ) : null}
    </Card>
  );
}

function EadExtensionForm({
  recordId,
  cardDate,
  category,
  onExtended,
}: {
  recordId: number;
  cardDate: string;
  category: string | null;
  onExtended: () => void;
}) {
  const { t } = useT();
  const [values, setValues] = useState({
    category: category ?? '',
    card_expiration: formatDate(cardDate),
    renewal_filed_on: '',
    receipt_number: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<EadExtensionAnswer | null>(null);
  const [extend, { isLoading }] = useExtendI9EadMutation();
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const cardExpiration = toServerDate(values.card_expiration);
    const filedOn = toServerDate(values.renewal_filed_on);
    const local: Partial<Record<Field, string>> = {};
    if (!values.category) {
      local.category = 'required_field';
    }
    if (!cardExpiration) {
      local.card_expiration = values.card_expiration ? 'i9_invalid_date' : 'required_field';
    }
    if (!filedOn) {
      local.renewal_filed_on = values.renewal_filed_on
        ? 'i9_invalid_date'
        : 'i9_ead_extension_filing_date_required';
    }
    setErrors(local);
    if (Object.keys(local).length || !cardExpiration || !filedOn) {
      return;
    }
    const body = {
      category: values.category,
      card_expiration: cardExpiration,
      renewal_filed_on: filedOn,
      receipt_number: values.receipt_number.trim() || null,
    };
    try {
      setDone(await extend({ id: recordId, body }).unwrap());
      onExtended();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields as Partial<Record<Field, string>>);
      setFailure(Object.keys(fields).length ? null : apiErrorText(t, error));
    }
  };
  const errorOf = (field: Field) => (errors[field] ? i9MessageText(t, errors[field] as string) : undefined);
  // The customer's list (GET /api/v1/admin/ead), the 14 defaults until it answers.
  const options = useEadCategoryCodes().map((code) => ({ value: code, label: eadCategoryLabel(t, code) }));

  return (
    <form className="i9-group" onSubmit={(e) => void submit(e)} noValidate>
      <SelectField
        label={t('i9_ead_category', 'Category on the card')}
        options={options}
        placeholder={t('i9_choose', 'Choose…')}
        required
        value={values.category}
        onChange={set('category')}
        error={errorOf('category')}
      />
      <TextField
        label={t('i9_ead_card_expiration', 'Expiration date on the card')}
        placeholder="MM/DD/YYYY"
        inputMode="numeric"
        required
        value={values.card_expiration}
        onChange={set('card_expiration')}
        error={errorOf('card_expiration')}
      />
      <TextField
        label={t('i9_ead_renewal_filed_on', 'Received date on the Form I-797C')}
        placeholder="MM/DD/YYYY"
        inputMode="numeric"
        required
        value={values.renewal_filed_on}
        onChange={set('renewal_filed_on')}
        error={errorOf('renewal_filed_on')}
      />
      <TextField
        label={t('i9_ead_receipt_number', 'Receipt number on the Form I-797C (optional)')}
        autoComplete="off"
        value={values.receipt_number}
        onChange={set('receipt_number')}
        error={errorOf('receipt_number')}
      />
      <div className="i9-actions">
        <Button type="submit" loading={isLoading}>
          {t('i9_ead_submit', 'Record the extension')}
        </Button>
      </div>
      {failure ? (
        <p className="i9-error" role="alert">
          {failure}
        </p>
      ) : null}
      {done ? (
        <p className="i9-ok" role="status">
          {t(
            'i9_ead_done',
            'Recorded: the card is extended until {{date}}; reverification is now due {{due}}.',
            {
              date: formatDate(done.extended_until),
              due: formatDate(done.work_auth_until, t('i9_na', 'N/A')),
            },
          )}
        </p>
      ) : null}
    </form>
  );
}
