import { useMemo } from 'react';
import { Card, useT } from '@attest/shared-ui';
import type { ApplicantProfile } from '../../profile/api/applicant-api';
import { BasicField } from './BasicField';
import { criminalFields, federalTaxFields, type BasicInfoFieldContext } from './basic-info-fields';
import { fedIdOnFile } from './basic-info-values';

/** Federal id (concealed, masked by country), date of birth, filing status and allowances. */
export function FederalTaxCard({ ctx, onFile }: { ctx: BasicInfoFieldContext; onFile: ApplicantProfile }) {
  const { t } = useT();
  const fields = useMemo(() => federalTaxFields(ctx), [ctx]);
  const stored = fedIdOnFile(onFile);
  const tail = stored ? stored.replace(/[^A-Za-z0-9]/g, '').slice(-4) : '';
  return (
    <Card title={t('federal_tax_information', 'Federal tax information')}>
      <div className="at-dyn-grid">
        <BasicField field={fields[0]} />
      </div>
      {stored ? (
        <p className="aw-hint" data-testid="fed-id-on-file">
          {t('fed_id_on_file', 'A number ending in {{tail}} is on file. Leave this empty to keep it.', { tail })}
        </p>
      ) : null}
      <div className="at-dyn-grid">
        {fields.slice(1).map((f) => (
          <BasicField key={f.name} field={f} />
        ))}
      </div>
    </Card>
  );
}

/** Criminal-history self-disclosure: the details are asked (and required) only when the answer is yes. */
export function CriminalHistoryCard({ ctx, convicted }: { ctx: BasicInfoFieldContext; convicted: boolean }) {
  const { t } = useT();
  const fields = useMemo(() => criminalFields(ctx, convicted), [ctx, convicted]);
  return (
    <Card title={t('criminal_history', 'Criminal history')}>
      <div className="at-dyn-grid">
        {fields.map((f) => (
          <BasicField key={f.name} field={f} />
        ))}
      </div>
    </Card>
  );
}
