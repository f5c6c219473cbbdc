import { APPLICATION_STATUS_ORDER, type ApplicationStatus } from '../enums/application-status';

/** One online-application section: its status, its route segment under `application/` and its title. */
export interface WizardSection {
  status: ApplicationStatus;
  /** Route segment: /{c}/{l}/application/{segment}. */
  segment: string;
  titleKey: string;
  title: string;
}

/** Every section in status order (spec applicant-side §4); SIGNUP is not a screen of the wizard. */
export const WIZARD_SECTIONS: readonly WizardSection[] = [
  { status: 'BASICINFO', segment: 'basic-info', titleKey: 'basic_info', title: 'Basic Info' },
  { status: 'TAXEXEMPT', segment: 'tax-exemptions', titleKey: 'tax_exemptions', title: 'Tax Exemptions' },
  { status: 'JOBPREFS', segment: 'job-preferences', titleKey: 'job_preferences', title: 'Job Preferences' },
  { status: 'EDUHIST', segment: 'education', titleKey: 'education_history', title: 'Education History' },
  { status: 'WORKHIST', segment: 'work-history', titleKey: 'work_history', title: 'Work History' },
  { status: 'SKILLCHECKLIST', segment: 'skills-checklists', titleKey: 'skills_checklists', title: 'Skills Checklists' },
  { status: 'TAXCREDIT', segment: 'tax-credit', titleKey: 'tax_credit_screening', title: 'Tax Credit Screening' },
  { status: 'PRESCREEN', segment: 'prescreen', titleKey: 'prescreen_questions', title: 'Prescreen Questions' },
  { status: 'COMPLETE', segment: 'complete', titleKey: 'complete', title: 'Complete' },
];

/** The short sequence and the 'next section' label shown for the current status. */
export const SHORT_SEQUENCE: readonly ApplicationStatus[] = ['SIGNUP', 'BASICINFO', 'JOBPREFS', 'EDUHIST', 'WORKHIST', 'COMPLETE'];

const NEXT_SECTION_LABELS: Partial<Record<ApplicationStatus, { key: string; label: string }>> = {
  SIGNUP: { key: 'basic_info', label: 'Basic Info' },
  BASICINFO: { key: 'job_preferences', label: 'Job Preferences' },
  JOBPREFS: { key: 'education_history', label: 'Education History' },
  EDUHIST: { key: 'work_history', label: 'Work History' },
};

/** WORKHIST, COMPLETE or any other status shows 'Complete'. */
export function nextSectionLabel(status: string | null | undefined): { key: string; label: string } {
  return (status && NEXT_SECTION_LABELS[status as ApplicationStatus]) || { key: 'complete', label: 'Complete' };
}

/** What decides which optional sections a customer's applicants see. */
export interface WizardSectionSwitches {
  /** enable_presceening_tax_exemptions */
  taxExemptions: boolean;
  /** not disable_job_preferences */
  jobPreferences: boolean;
  /** the applicant has skills checklists assigned */
  skillsChecklists: boolean;
  /** the customer has a WOTC adapter configured */
  taxCredit: boolean;
  /** the customer has a prescreen template */
  prescreen: boolean;
}

const OPTIONAL: Partial<Record<ApplicationStatus, keyof WizardSectionSwitches>> = {
  TAXEXEMPT: 'taxExemptions',
  JOBPREFS: 'jobPreferences',
  SKILLCHECKLIST: 'skillsChecklists',
  TAXCREDIT: 'taxCredit',
  PRESCREEN: 'prescreen',
};

/** The sections this applicant walks through, in order, ending with COMPLETE. */
export function wizardSections(switches: WizardSectionSwitches): WizardSection[] {
  return WIZARD_SECTIONS.filter((s) => {
    const key = OPTIONAL[s.status];
    return key === undefined || switches[key];
  });
}

/**
 * Where a returning applicant resumes: the section whose status is stored, or, when that section is
 * switched off for them, the first shown section after it. SIGNUP and unknown statuses (order 0) start at
 * the first section.
 */
export function resumeSection(status: string | null | undefined, sections: readonly WizardSection[]): WizardSection {
  const order = status && status in APPLICATION_STATUS_ORDER ? APPLICATION_STATUS_ORDER[status as ApplicationStatus] : 0;
  return sections.find((s) => APPLICATION_STATUS_ORDER[s.status] >= order) ?? sections[sections.length - 1];
}

/** The section after `status` in the applicant's list (COMPLETE stays COMPLETE). */
export function sectionAfter(status: ApplicationStatus, sections: readonly WizardSection[]): WizardSection {
  const order = APPLICATION_STATUS_ORDER[status];
  return sections.find((s) => APPLICATION_STATUS_ORDER[s.status] > order) ?? sections[sections.length - 1];
}
