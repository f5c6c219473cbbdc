import type { DataParts } from '@attest/platform';
import { PlacementEntity } from './placements/entities/placement.entity';
import { CreatePlacements1798100000200 } from './placements/migrations/1798100000200-create-placements';
import { ReferralEntity } from './referrals/entities/referral.entity';
import { CreateReferrals1798100000300 } from './referrals/migrations/1798100000300-create-referrals';
import { SurveyAnswerEntity } from './surveys/entities/survey-answer.entity';
import { CreateSurveyAnswers1798790000000 } from './surveys/migrations/1798790000000-create-survey-answers';

/** The talent service's tables (placements and referrals; jobs, interviews and pay arrive with their issues). */
export const talentDataParts: DataParts = {
  entities: [PlacementEntity, ReferralEntity, SurveyAnswerEntity],
  migrations: [CreatePlacements1798100000200, CreateReferrals1798100000300, CreateSurveyAnswers1798790000000],
};
