import { boolean, mixed, number, object, type InferType } from 'yup';
import { reportRangeFields, type ReportRange } from './report-range';

/** The survey kinds an NPS answer comes from (applicant-side: interview and placement satisfaction surveys). */
export const SURVEY_KINDS = ['interview', 'placement'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** The standard NPS rule (decision 0036): promoters score 9–10, passives 7–8, detractors 0–6. */
export const NPS_PROMOTER_MIN = 9;
export const NPS_DETRACTOR_MAX = 6;
export type NpsGroup = 'promoter' | 'passive' | 'detractor';

export function npsGroup(score: number): NpsGroup {
  return score >= NPS_PROMOTER_MIN ? 'promoter' : score <= NPS_DETRACTOR_MAX ? 'detractor' : 'passive';
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export interface NpsFigures {
  count: number;
  promoters: number;
  detractors: number;
  percent_promoters: number;
  percent_detractors: number;
  /** percent_promoters − percent_detractors (staff-side §9), from -100 to 100. */
  nps: number;
}

/** The percents (one decimal) and NPS of a set of answers; no answers is 0 everywhere. */
export function npsFigures(count: number, promoters: number, detractors: number): NpsFigures {
  const percent_promoters = count ? oneDecimal((promoters * 100) / count) : 0;
  const percent_detractors = count ? oneDecimal((detractors * 100) / count) : 0;
  return { count, promoters, detractors, percent_promoters, percent_detractors, nps: oneDecimal(percent_promoters - percent_detractors) };
}

/** The NPS percents report: every visible answer in the range. */
export interface NpsPercentsReport extends ReportRange, NpsFigures {
  passives: number;
}

export const NPS_INTERVALS = ['week', 'month'] as const;
export type NpsInterval = (typeof NPS_INTERVALS)[number];

export const npsTimelineQuerySchema = object({
  ...reportRangeFields,
  interval: mixed<NpsInterval>().oneOf([...NPS_INTERVALS, undefined], 'invalid_entry').optional(),
}).noUnknown(true, 'unknown_field');
export type NpsTimelineQuery = InferType<typeof npsTimelineQuerySchema>;

/** One period of the timeline: `period` is the week's Monday (YYYY-MM-DD) or the month (YYYY-MM). */
export interface NpsTimelinePoint extends NpsFigures {
  period: string;
}

export interface NpsTimelineReport extends ReportRange {
  interval: NpsInterval;
  /** Periods with answers only, oldest first. */
  points: NpsTimelinePoint[];
}

export const surveyListQuerySchema = object({
  ...reportRangeFields,
  hidden: boolean().typeError('invalid_entry').optional(),
  page: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').default(1),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(200, 'es_max').default(50),
}).noUnknown(true, 'unknown_field');
export type SurveyListQuery = InferType<typeof surveyListQuerySchema>;

export interface SurveyAnswerDto {
  id: number;
  applicant_id: number;
  applicant_name: string;
  kind: SurveyKind;
  entity_id: number | null;
  score: number;
  comment: string | null;
  hidden: boolean;
  created_at: string;
}

export interface SurveyAnswerPage {
  items: SurveyAnswerDto[];
  total: number;
}

export const hideSurveySchema = object({
  hidden: boolean().strict().typeError('invalid_entry').required('required_field'),
}).noUnknown(true, 'unknown_field');
export type HideSurveyInput = InferType<typeof hideSurveySchema>;
