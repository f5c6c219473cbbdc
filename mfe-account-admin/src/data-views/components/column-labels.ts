import type { DataViewColumn } from '@attest/contracts';
import type { useT } from '@attest/shared-ui';

type Translate = ReturnType<typeof useT>['t'];

/** A data view column's heading; literal keys so the Spanish coverage test sees them. */
export function columnLabel(t: Translate, column: DataViewColumn): string {
  switch (column) {
    case 'full_name':
      return t('dv_col_full_name', 'Name');
    case 'first_name':
      return t('dv_col_first_name', 'First name');
    case 'last_name':
      return t('dv_col_last_name', 'Last name');
    case 'email':
      return t('dv_col_email', 'Email');
    case 'primary_phone':
      return t('dv_col_primary_phone', 'Phone');
    case 'city':
      return t('dv_col_city', 'City');
    case 'state':
      return t('dv_col_state', 'State');
    case 'location_id':
      return t('dv_col_location', 'Location');
    case 'current_application_status':
      return t('dv_col_status', 'Application status');
    case 'date_registered':
      return t('dv_col_registered', 'Registered');
    case 'last_activity_date':
      return t('dv_col_last_activity', 'Last activity');
    case 'active':
      return t('dv_col_active', 'Active');
    case 'locked':
      return t('dv_col_locked', 'Locked');
    case 'verified':
      return t('dv_col_verified', 'Verified');
  }
}
