import { JOB_PREF_CONFIG_KEYS as K } from './job-preferences-constants';

/** Which parts of the job preferences form are shown, from the customer's flags and the applicant's props. */
export interface JobPreferenceSwitches {
  /** Category is hidden when hide_cat_if_applied_to_job is on and the applicant came from the job board. */
  category: boolean;
  categoryMultiSelect: boolean;
  skills: boolean;
  /** The specialties list (replaced by the primary and secondary selects when those are on). */
  specialtiesList: boolean;
  primaryAndSecondary: boolean;
  shifts: boolean;
  days: boolean;
  jobAlerts: boolean;
  payHistory: boolean;
}

/**
 * The switches for one applicant. `isOn` reads a customer flag (unset = off); isApplyingFromJobBoard is
 * the applicant prop, '1' when they applied from the job board.
 */
export function jobPreferenceSwitches(
  isOn: (key: string) => boolean,
  props: { isApplyingFromJobBoard?: string | null } = {},
): JobPreferenceSwitches {
  const primaryAndSecondary = isOn(K.primaryAndSecondary);
  return {
    category: !(isOn(K.hideCategoryIfApplied) && props.isApplyingFromJobBoard === '1'),
    categoryMultiSelect: isOn(K.categoryMultiSelect),
    skills: isOn(K.skills),
    specialtiesList: isOn(K.specialties) && !primaryAndSecondary,
    primaryAndSecondary,
    shifts: !isOn(K.hideShifts),
    days: isOn(K.days),
    jobAlerts: isOn(K.jobAlerts),
    payHistory: !isOn(K.disablePayHistory),
  };
}
