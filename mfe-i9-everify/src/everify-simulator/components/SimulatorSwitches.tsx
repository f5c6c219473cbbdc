import { useState } from 'react';
import { Button, TextField, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { apiErrorText } from '../../i9-common/i9-text';
import {
  useGetSimulatorStatusQuery,
  useSetSimulatorStatusMutation,
  type SimulatorStatusChange,
} from '../api/simulator-api';

/** The simulator's switches: down for this account or for all, and answers lost after E-Verify acted. */
export function SimulatorSwitches() {
  const { t } = useT();
  const toast = useToast();
  const status = useGetSimulatorStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setStatus, saving] = useSetSimulatorStatusMutation();
  const [lose, setLose] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const s = status.data;

  const change = async (body: SimulatorStatusChange) => {
    setError(null);
    try {
      await setStatus(body).unwrap();
      await status.refetch();
      toast.success(t('everify_sim_saved', 'The simulator’s switches are saved.'));
    } catch (err) {
      setError(apiErrorText(t, err));
    }
  };

  const loseCount = Number(lose);
  const loseValid = Number.isInteger(loseCount) && loseCount >= 0 && loseCount <= 20;
  return (
    <section aria-label={t('everify_sim_switches', 'Switches')}>
      <p role="status" data-testid="sim-state">
        {!s
          ? '…'
          : s.down
            ? t('everify_sim_state_down', 'E-Verify is down: calls answer “unavailable” and cases wait.')
            : t('everify_sim_state_up', 'E-Verify is up.')}
        {s && s.lose_answers > 0
          ? ` ${t('everify_sim_state_losing', 'The next {{count}} answers will be lost.', { count: s.lose_answers })}`
          : null}
      </p>
      <div className="i9-toolbar">
        <Button disabled={!s || saving.isLoading} onClick={() => void change({ down: !s?.customer_down })}>
          {s?.customer_down
            ? t('everify_sim_bring_up', 'Bring E-Verify back up for this account')
            : t('everify_sim_take_down', 'Take E-Verify down for this account')}
        </Button>
        <Button
          variant="secondary"
          disabled={!s || saving.isLoading}
          onClick={() => void change({ scope: 'global', down: !s?.global_down })}
        >
          {s?.global_down
            ? t('everify_sim_bring_up_all', 'Bring E-Verify back up for every account')
            : t('everify_sim_take_down_all', 'Take E-Verify down for every account')}
        </Button>
      </div>
      <div className="i9-toolbar">
        <TextField
          label={t('everify_sim_lose_answers', 'Answers to lose (E-Verify acts, the answer never arrives)')}
          type="number"
          min={0}
          max={20}
          value={lose}
          onChange={(e) => setLose(e.target.value)}
          error={loseValid ? undefined : t('everify_sim_lose_invalid', 'Enter a number from 0 to 20')}
        />
        <Button
          variant="secondary"
          disabled={!loseValid || saving.isLoading}
          onClick={() => void change({ lose_answers: loseCount })}
        >
          {t('everify_sim_lose_apply', 'Apply')}
        </Button>
      </div>
      <ErrorAlert message={error} />
    </section>
  );
}
