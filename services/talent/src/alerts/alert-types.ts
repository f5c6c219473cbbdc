/** Alert types (applicant-side §3, staff-side §3 AdmAlert types 0–16). */
export const ALERT_TYPE = {
  JobPlacementCreate: 0,
  JobPlacementUpdate: 1,
  JobPlacement48Hour: 2,
  JobPlacement24Hour: 3,
  JobPlacement3Hour: 4,
  JobPlacement30Min: 5,
  JobPlacementFirstDayCheckup: 6,
  JobPlacementEndCheckup: 7,
  JobPlacementRateMe: 8,
  JobInterview24Hour: 9,
  JobInterview3Hour: 10,
  JobInterview30Min: 11,
  JobInterviewEndCheckup: 12,
  JobInterviewRateMe: 13,
  JobInterviewCreate: 14,
  JobInterviewUpdate: 15,
  AplReferralCreate: 16,
} as const;

/** Types 1–8 are placement alerts, 9–15 interview alerts (§3); type 0 is treated as a placement alert (decision 0040). */
export const alertKind = (type: number): 'placement' | 'interview' | 'referral' =>
  type <= 8 ? 'placement' : type <= 15 ? 'interview' : 'referral';

/** Status 0 or 1 unread, 2 read (§4). */
export const ALERT_READ = 2;
