import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, useT } from '@attest/shared-ui';
import { I9Styles } from '../../i9-common/I9Styles';
import { useGetSimulatorCasesQuery, useGetSimulatorPersonasQuery } from '../api/simulator-api';
import { statusText } from '../status-text';
import { SimulatorCasesTable } from './SimulatorCasesTable';
import { SimulatorSwitches } from './SimulatorSwitches';

/**
 * `admin/everify/simulator`: the E-Verify simulator's operator page (issue 13). Switch the service down (this
 * account or all), lose the next answers, and push a case to a result E-Verify could give; the product's
 * cases pick the change up on their next status refresh.
 */
export function SimulatorPage() {
  return (
    <RequirePermission permission={PERMISSIONS.EVERIFY_MANAGE}>
      <I9Styles />
      <SimulatorOperator />
    </RequirePermission>
  );
}

function SimulatorOperator() {
  const { t } = useT();
  const cases = useGetSimulatorCasesQuery(undefined, { refetchOnMountOrArgChange: true });
  const personas = useGetSimulatorPersonasQuery();
  if (cases.isError) {
    return (
      <div className="i9-page">
        <ErrorPanel
          title={t('everify_sim_unavailable', 'The E-Verify simulator is not available (another E-Verify adapter is active).')}
          onRetry={() => void cases.refetch()}
        />
      </div>
    );
  }
  return (
    <div className="i9-page">
      <Card title={t('everify_sim_title', 'E-Verify simulator')}>
        <p className="i9-muted">
          {t(
            'everify_sim_intro',
            'The simulator stands in for E-Verify. Cases get their result from the last four digits of the SSN.',
          )}
        </p>
        <SimulatorSwitches />
      </Card>
      <Card title={t('everify_sim_cases', 'Cases at E-Verify')}>
        <div className="i9-toolbar">
          <Button variant="secondary" onClick={() => void cases.refetch()}>
            {t('everify_sim_reload', 'Reload')}
          </Button>
        </div>
        <LoadingBar active={cases.isFetching} />
        {cases.data ? <SimulatorCasesTable cases={cases.data} onPushed={() => void cases.refetch()} /> : null}
      </Card>
      <Card title={t('everify_sim_personas', 'Test personas')}>
        <ul aria-label={t('everify_sim_personas', 'Test personas')}>
          {(personas.data ?? []).map((p) => (
            <li key={p.ssn_ending}>
              {t('everify_sim_persona_line', 'SSN ending in {{ending}}: {{result}}', {
                ending: p.ssn_ending,
                result: statusText(t, p.result),
              })}
              {p.after_referral
                ? ` — ${t('everify_sim_after_referral', 'after a referral: {{result}}', { result: statusText(t, p.after_referral) })}`
                : null}
            </li>
          ))}
          <li>{t('everify_sim_persona_default', 'Any other ending: Employment authorized')}</li>
          <li>
            {t(
              'everify_sim_persona_duplicates',
              'The same SSN twice within 30 days: duplicate case alert (for any ending)',
            )}
          </li>
        </ul>
      </Card>
    </div>
  );
}
