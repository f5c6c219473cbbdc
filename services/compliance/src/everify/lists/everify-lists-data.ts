import type { DataParts } from '@attest/platform';
import { EverifyAssessmentEntity } from '../assessment/entities/everify-assessment.entity';
import { CreateEverifyAssessments1797200000220 } from '../assessment/migrations/1797200000220-create-everify-assessments';
import { EadCategoryOverrideEntity } from '../ead-admin/entities/ead-category-override.entity';
import { CreateEadCategoryOverrides1797200000210 } from '../ead-admin/migrations/1797200000210-create-ead-category-overrides';
import { EadRevocationEntity, EadRevocationUploadEntity, I9ReverifyTaskEntity } from '../revocations/entities';
import { CreateEadRevocations1797200000200 } from '../revocations/migrations/1797200000200-create-ead-revocations';

/** The tables of EAD revocations (and the reverification tasks they open), EAD extension categories and assessments. */
export const everifyListsDataParts: DataParts = {
  entities: [EadRevocationUploadEntity, EadRevocationEntity, I9ReverifyTaskEntity, EadCategoryOverrideEntity, EverifyAssessmentEntity],
  migrations: [CreateEadRevocations1797200000200, CreateEadCategoryOverrides1797200000210, CreateEverifyAssessments1797200000220],
};
