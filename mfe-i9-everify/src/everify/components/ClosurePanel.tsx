import { useState } from 'react';
import type { ClosureStatement } from '@attest/contracts';
import { Button, Card, SelectField, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../i9-common/i9-text';
import { useCloseCaseMutation, type EverifyCase } from '../api/everify-cases-api';
import { closureText } from '../everify-labels';

/** Closing the case with one of the closure statements its result allows (contracts' closureStatementsFor, from the server). */
export function ClosurePanel({ c, onChanged }: { c: EverifyCase; onChanged: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const [statement, setStatement] = useState<ClosureStatement | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [close, closing] = useCloseCaseMutation();
  const submit = async () => {
    if (!statement) {
      setError(t('everify_closure_required', 'Choose the closure statement'));
      return;
    }
    try {
      await close({ id: c.id, statement }).unwrap();
      setError(null);
      toast.success(t('everify_request_sent', 'Sent to E-Verify. The case updates when E-Verify answers.'));
      onChanged();
    } catch (err) {
      setError(apiErrorText(t, err));
    }
  };
  return (
    <Card title={t('everify_close_title', 'Close the case')}>
      <SelectField
        label={t('everify_closure_statement', 'Closure statement')}
        placeholder={t('everify_choose_closure', 'Choose a statement')}
        value={statement}
        options={c.allowed_closure_statements.map((s) => ({ value: s, label: closureText(t, s) }))}
        onChange={(e) => setStatement(e.target.value as ClosureStatement | '')}
        error={error}
      />
      <Button variant="secondary" loading={closing.isLoading} onClick={() => void submit()}>
        {t('everify_close', 'Close the case')}
      </Button>
    </Card>
  );
}
