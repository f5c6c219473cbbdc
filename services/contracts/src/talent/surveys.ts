import { mixed, number, object, string, type InferType } from 'yup';
import type { SurveyKind } from '../reports/nps-report';

/** Survey types (applicant-side §3 "Survey"). */
export const SURVEY_TYPE = {
  JobInterviewSatisfactionSurvey: 0,
  JobPlacementEndSatisfactionSurvey: 1,
  JobPlacementFirstDayCheckupSurvey: 2,
  JobPlacementMidAssignmentSurvey: 3,
} as const;
export type SurveyType = (typeof SURVEY_TYPE)[keyof typeof SURVEY_TYPE];
export const SURVEY_TYPES: readonly SurveyType[] = Object.values(SURVEY_TYPE);

/**
 * The survey an applicant alert asks for (applicant-side §3 alert types; decision 0044): the first-day check-up (6)
 * the first-day survey, the placement end check-up (7) and rate-me (8) the end-of-placement survey, the interview
 * rate-me (13) the interview survey. Other alerts ask for none.
 */
export function surveyTypeOfAlert(alertType: number): SurveyType | null {
  switch (alertType) {
    case 6:
      return SURVEY_TYPE.JobPlacementFirstDayCheckupSurvey;
    case 7:
    case 8:
      return SURVEY_TYPE.JobPlacementEndSatisfactionSurvey;
    case 13:
      return SURVEY_TYPE.JobInterviewSatisfactionSurvey;
    default:
      return null;
  }
}

/** The NPS report's kind of a survey type: the interview survey, or one about a placement. */
export const surveyKindOf = (type: SurveyType): SurveyKind => (type === SURVEY_TYPE.JobInterviewSatisfactionSurvey ? 'interview' : 'placement');

/** The guest route a survey type's link opens (applicant-side §2 guest routes). */
export const surveyRouteOf = (type: SurveyType): 'interview-satisfaction-survey' | 'satisfaction-survey' =>
  type === SURVEY_TYPE.JobInterviewSatisfactionSurvey ? 'interview-satisfaction-survey' : 'satisfaction-survey';

/** A yes/no question of a survey; its text is the translation key `survey_q_<code>` (decision 0044). */
export interface SurveyQuestion {
  code: string;
  kind: 'yes_no';
}

/** Every survey asks the 0–10 "would you recommend us" score (the NPS) and a comment; these are asked besides. */
export const SURVEY_QUESTIONS: Readonly<Record<SurveyType, readonly SurveyQuestion[]>> = {
  0: [{ code: 'interview_as_expected', kind: 'yes_no' }, { code: 'interviewer_on_time', kind: 'yes_no' }],
  1: [{ code: 'would_work_there_again', kind: 'yes_no' }, { code: 'paid_as_agreed', kind: 'yes_no' }],
  2: [{ code: 'first_day_as_planned', kind: 'yes_no' }, { code: 'site_was_ready', kind: 'yes_no' }],
  3: [{ code: 'assignment_as_described', kind: 'yes_no' }, { code: 'feel_safe_at_work', kind: 'yes_no' }],
};

/** GET /api/v1/surveys/guest?token=: what the link's survey is about (no personal data beyond a first name). */
export interface GuestSurveyView {
  survey_type: SurveyType;
  kind: SurveyKind;
  customer_name: string;
  first_name: string | null;
  /** The job title and company of the placement or interview. */
  title: string | null;
  company: string | null;
  /** YYYY-MM-DD: the placement's start or the interview's day. */
  date: string | null;
  questions: SurveyQuestion[];
  /** Already answered: the page thanks instead of asking again. */
  answered: boolean;
}

const yesNo = mixed<'yes' | 'no'>().oneOf(['yes', 'no'], 'invalid_entry');

/** POST /api/v1/surveys/guest: the link's token, the 0–10 score, the yes/no answers and a comment. */
export const guestSurveyAnswerSchema = object({
  token: string().strict().typeError('invalid_entry').required('required_field').max(400, 'es_max'),
  score: number().strict().typeError('survey_score_required').integer('survey_score_required').min(0, 'survey_score_required').max(10, 'survey_score_required').required('survey_score_required'),
  answers: object().default({}).test('answers', 'invalid_entry', (v) => {
    const entries = Object.entries((v ?? {}) as Record<string, unknown>);
    return entries.length <= 10 && entries.every(([k, a]) => /^[a-z_]{1,40}$/.test(k) && yesNo.isValidSync(a));
  }),
  comment: string().strict().typeError('invalid_entry').max(2000, 'es_max').nullable().optional(),
}).noUnknown(true, 'unknown_field');
export type GuestSurveyAnswerInput = InferType<typeof guestSurveyAnswerSchema>;

/** GET /api/v1/surveys/link?survey_type=&entity_id=: the applicant's own survey link (for alerts and the portal). */
export const surveyLinkQuerySchema = object({
  survey_type: number().typeError('invalid_entry').integer('invalid_entry').oneOf([...SURVEY_TYPES], 'invalid_entry').required('required_field'),
  entity_id: number().typeError('invalid_entry').integer('invalid_entry').positive('invalid_entry').required('required_field'),
}).noUnknown(true, 'unknown_field');
export type SurveyLinkQuery = InferType<typeof surveyLinkQuerySchema>;

/** Survey status of an iframe provider's order (applicant-side §4). */
export const SURVEY_ORDER_STATUSES = ['COMPLETE', 'ERROR', 'IN_PROGRESS', 'FAILURE', 'WAITING'] as const;
export type SurveyOrderStatus = (typeof SURVEY_ORDER_STATUSES)[number];

/** POST /api/v1/integrations/iframe/survey {SurveyProviderAdapterName}: start (or reuse) an order with a provider. */
export const iframeSurveyStartSchema = object({
  SurveyProviderAdapterName: string().strict().typeError('invalid_entry').trim().required('required_field').max(64, 'es_max'),
  survey_type: number().strict().typeError('invalid_entry').oneOf([...SURVEY_TYPES], 'invalid_entry').optional(),
  entity_id: number().strict().typeError('invalid_entry').integer('invalid_entry').positive('invalid_entry').nullable().optional(),
}).noUnknown(true, 'unknown_field');
export type IframeSurveyStartInput = InferType<typeof iframeSurveyStartSchema>;

/** The portal's iframe survey: the order, its status and (while unfinished) the provider's page to frame. */
export interface IframeSurveyState {
  survey_order_id: string;
  provider: string;
  status: SurveyOrderStatus;
  url: string | null;
}
