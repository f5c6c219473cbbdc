import type { CstUserDto } from '@attest/contracts';
import { StatusBadge, useT, type Tone } from '@attest/shared-ui';
import { userStatus, type UserStatus } from '../api/users-api';

export function useStatusLabel() {
  const { t } = useT();
  return (status: UserStatus): string => {
    switch (status) {
      case 'active':
        return t('user_status_active', 'Active');
      case 'invited':
        return t('user_status_invited', 'Invited');
      case 'deactivated':
        return t('user_status_deactivated', 'Deactivated');
    }
  };
}

/** Active / Invited / Deactivated as a labelled badge (never the raw flags). */
export function UserStatusBadge({ user }: { user: Pick<CstUserDto, 'active' | 'invitation_pending'> }) {
  const label = useStatusLabel();
  const status = userStatus(user);
  const tones: Record<UserStatus, Tone> = { active: 'success', invited: 'info', deactivated: 'neutral' };
  return (
    <StatusBadge tone={tones[status]} status={status}>
      {label(status)}
    </StatusBadge>
  );
}
