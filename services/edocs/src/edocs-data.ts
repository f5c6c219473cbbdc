import type { DataParts } from '@attest/platform';
import { CodeValueEntity } from './code-values/code-value.entity';
import { EntityRecordEntity } from './entities/entity-record.entity';
import { EntityCustomFieldValueEntity } from './entity-custom-fields/entity-custom-field-value.entity';
import { EntityCustomFieldEntity } from './entity-custom-fields/entity-custom-field.entity';
import { EntityManagerConfigEntity } from './entity-manager/entity-manager-config.entity';
import {
  FieldCodeEntity,
  FieldEntity,
  FieldTriggerActionEntity,
  FieldTriggerEntity,
  FormValueEntity,
  TemplateEntity,
  TemplateTagEntity,
} from './forms/entities';
import { EducationEntity } from './histories/education.entity';
import { WorkHistoryEntity } from './histories/work-history.entity';
import { JobCategoryOptionEntity } from './job-categories/job-category-option.entity';
import { JobCategoryEntity } from './job-categories/job-category.entity';
import { CreateFormEngine1795600000000 } from './migrations/1795600000000-create-form-engine';
import { CreateHistories1795720000000 } from './migrations/1795720000000-create-histories';
import { CreateJobCategories1795720001000 } from './migrations/1795720001000-create-job-categories';
import { CreateSkillChecklists1795720002000 } from './migrations/1795720002000-create-skill-checklists';
import { CreateSignatureRequests1795800000000 } from './migrations/1795800000000-create-signature-requests';
import { CreateApplicantDocuments1795800001000 } from './migrations/1795800001000-create-applicant-documents';
import { AddReusedFromSigRequest1795900000000 } from './migrations/1795900000000-add-reused-from-sig-request';
import { PackageEntity, PackageTemplateEntity } from './packages/entities';
import {
  SigRequestEntity, SigRequestEventEntity, SigRequestTemplateEntity, SignedDocumentEntity, SignFailureEntity,
} from './signature-requests/entities';
import { ApplicantSkillChecklistEntity } from './skill-checklists/entities/applicant-skill-checklist.entity';
import { SkillChecklistItemEntity } from './skill-checklists/entities/skill-checklist-item.entity';
import { SkillChecklistEntity } from './skill-checklists/entities/skill-checklist.entity';
import { ApplicantDocumentEntity } from './uploads/applicant-document.entity';
import { SigningTokenEntity } from './signing/signing-token.entity';
import { CreateSigningTokens1795800100000 } from './signing/migrations/1795800100000-create-signing-tokens';
import { AddSigningTokenGroup1795900100000 } from './signing/migrations/1795900100000-add-signing-token-group';

/** The edocs tables: form templates and everything the form engine stores, histories, job categories, skills checklists. */
export const edocsDataParts: DataParts = {
  entities: [
    TemplateEntity, TemplateTagEntity, FieldEntity, FieldCodeEntity, FieldTriggerEntity, FieldTriggerActionEntity, FormValueEntity,
    CodeValueEntity, EntityCustomFieldEntity, EntityCustomFieldValueEntity, EntityManagerConfigEntity, EntityRecordEntity,
    WorkHistoryEntity, EducationEntity, JobCategoryEntity, JobCategoryOptionEntity,
    SkillChecklistEntity, SkillChecklistItemEntity, ApplicantSkillChecklistEntity,
    PackageEntity, PackageTemplateEntity, SigRequestEntity, SigRequestTemplateEntity, SigRequestEventEntity, SignFailureEntity, SignedDocumentEntity,
    ApplicantDocumentEntity, SigningTokenEntity,
  ],
  migrations: [
    CreateFormEngine1795600000000, CreateHistories1795720000000, CreateJobCategories1795720001000, CreateSkillChecklists1795720002000,
    CreateSignatureRequests1795800000000,
    CreateApplicantDocuments1795800001000, CreateSigningTokens1795800100000, AddSigningTokenGroup1795900100000,
    AddReusedFromSigRequest1795900000000,
  ],
};
