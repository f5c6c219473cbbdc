/**
 * Shapes of the applicant-portal endpoints (issue 4). Paths are listed in docs/application-portal.md.
 * Dates travel as YYYY-MM-DD strings.
 */
import type { ApplicationStatus } from '../enums/application-status';

/** PUT /api/v1/applicants/application-status (body); GET answers the record. */
export interface ApplicationStatusUpdate {
  applicant_id: number;
  session_token: string;
  current_application_status: ApplicationStatus;
}

export interface ApplicationStatusRecord {
  applicant_id: number;
  status: ApplicationStatus;
  start_date: string;
  last_modified: string;
  location: number | null;
  /** The short-sequence label of the section after this one. */
  next_section: { key: string; label: string };
}

/** One item of PATCH /api/v1/properties/multi. state '' or null for a general property. */
export interface PropertyWrite {
  code: string;
  value: string | null;
  state?: string | null;
}

/** GET /api/v1/properties answers { props, state_props }. */
export interface ApplicantProperties {
  props: Record<string, string | null>;
  state_props: Record<string, Record<string, string | null>>;
}

export interface CountryReference {
  id: number;
  code: string;
  name: string;
  states: { code: string; name: string }[];
}

export interface TimeZoneOption {
  /** English display label with the UTC offset (other languages: timeZoneOptions). */
  name?: string;
  code: string;
}

/** GET /api/v1/applicants/prelim-info and PUT (body). */
export interface PrelimInfo {
  first_name: string | null;
  last_name: string | null;
  mobile_phone: string | null;
  home_phone: string | null;
  country: string | null;
  home_location: number | null;
  location_code: string | null;
  time_zone: string | null;
  language: string | null;
  opt_in_text: boolean;
  /** True once the page was saved; the portal sends an applicant here until then. */
  prelim_info_complete: boolean;
}

export interface ProfessionalLicense {
  license_id: number | null;
  applicant_id: number;
  license_type: string;
  license_number: string | null; // masked in answers
  state: string | null;
  expiration_date: string | null;
  active: 0 | 1;
  notes: string | null;
  external_id: string | null;
  deleted?: boolean;
}

export interface ApplicantReference {
  ref_id: number | null;
  applicant_id: number;
  customer_id: number;
  created: string | null;
  company: string | null;
  active: 0 | 1;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  comment: string | null;
  status: number;
}

export interface EmergencyContact {
  contact_id: number | null;
  applicant_id: number;
  name: string;
  relationship: string | null;
  phone: string;
  email: string | null;
  deleted?: boolean;
}

export interface WorkHistoryRecord {
  work_history_id: number | null;
  temp_id: number;
  applicant_id: number;
  active: 0 | 1;
  employer: string | null;
  city: string | null;
  state: string | null;
  title: string | null;
  starting_wage: string | null;
  hourly_wage: string | null;
  supervisor: string | null;
  supervisor_phone: string | null;
  contact_supervisor: 0 | 1 | null;
  start_date: string | null;
  end_date: string | null;
  current: 0 | 1 | null;
  temp_job: 0 | 1 | null;
  temp_agency: string | null;
  num_temps: number | null;
  desc: string | null;
  reason_for_leaving: string | null;
  custom_fields: import('../forms/entity-manager-types').EntityCustomFieldValue[];
  deleted?: boolean;
}

export interface EducationRecord {
  education_id: number | null;
  temp_id: number;
  applicant_id: number;
  active: 0 | 1;
  school: string | null;
  degree: string | null;
  major: string | null;
  city: string | null;
  state: string | null;
  grad_year: string | null;
  start_date: string | null;
  end_date: string | null;
  custom_fields: import('../forms/entity-manager-types').EntityCustomFieldValue[];
  deleted?: boolean;
}

/** GET /api/v2/customers/{c}/jobcategories */
export interface JobCategory {
  category_id: number;
  name: string;
  skills: { code: string; name: string }[];
  specialties: { code: string; name: string }[];
}

export type SkillChecklistState = 'ADDED' | 'STARTED' | 'SAVED' | 'SAVED_WITH_SIGNATURE' | 'COMPLETED' | 'SKIPPED';

export interface SkillChecklistItem {
  item_id: string;
  section: string;
  skill: string;
}

/** GET /api/v1/ApplicantSkillChecklist (list) and /{id} (with items and answers). */
export interface ApplicantSkillChecklist {
  id: number;
  checklist_id: number;
  name: string;
  description: string | null;
  state: SkillChecklistState;
  assigned_date: string;
  completed_date: string | null;
  has_signature: boolean;
  has_pdf: boolean;
  items?: SkillChecklistItem[];
  /** item_id → proficiency 1..4 (1 none … 4 expert) */
  answers?: Record<string, number>;
}

export type WotcStatus = 'INIT' | 'COMPLETE' | 'OPTED_OUT' | 'ERROR';

/** POST /api/v1/wotc/survey answers, and GET /api/v1/wotc/status. */
export interface WotcSurveyState {
  status: WotcStatus | null;
  order_id: string | null;
  survey_url: string | null;
  error_code: string | null;
  /** The customer offers the WOTC screening (customer config wotc_enabled); false → status null and POST answers 404. */
  enabled: boolean;
}

/** GET /api/v1/maps/autocomplete?input=&country= */
export interface PlacePrediction {
  place_id: string;
  description: string;
}

/** GET /api/v1/maps/place/{placeId}: a place in the maps service's own shape. */
export interface PlaceResult {
  place_id: string;
  formatted_address: string;
  address_components: { long_name: string; short_name: string; types: string[] }[];
  geometry?: { location: { lat: number; lng: number } };
}

export interface SelfServiceTask {
  key: string;
  titleKey: string;
  title: string;
  /** Portal path under /{c}/{l}/ */
  path: string;
  done: boolean;
  completed_date?: string | null;
}

/** GET /api/v1/applicants/self-service */
export interface SelfServiceOverview {
  tasks: SelfServiceTask[] | null; // null when enable_self_service_tasks is off
  completed: SelfServiceTask[] | null; // null when enable_completed_tasks_view is off
  instructions_html: string | null; // sanitised; null unless enable_applicant_instructions
}
