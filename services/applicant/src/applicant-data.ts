import type { DataParts } from '@attest/platform';
import {
  ApplicantAdmissionEntity,
  ApplicantAltIdEntity,
  ApplicantEeocEntity,
  ApplicantEntity,
  ApplicantFedTaxEntity,
  ApplicantPropEntity,
} from './applicant-record/entities';
import { CreateApplicants1795500000000 } from './applicant-record/migrations/1795500000000-create-applicants';
import { ApplicationStatusEntity } from './application-status/entities/application-status.entity';
import { CreateApplicationStatus1795710000010 } from './application-status/migrations/1795710000010-create-application-status';
import { EmergencyContactEntity } from './emergency-contacts/entities/emergency-contact.entity';
import { CreateEmergencyContacts1795710000030 } from './emergency-contacts/migrations/1795710000030-create-emergency-contacts';
import { LicenseEntity } from './licenses/entities/license.entity';
import { CreateLicenses1795710000020 } from './licenses/migrations/1795710000020-create-licenses';
import { ReferenceEntity } from './references/entities/reference.entity';
import { CreateReferences1795710000040 } from './references/migrations/1795710000040-create-references';
import { BulkUploadEntity } from './bulk-upload/entities/bulk-upload.entity';
import { BulkUploadRowEntity } from './bulk-upload/entities/bulk-upload-row.entity';
import { CreateBulkUploads1798300000000 } from './bulk-upload/migrations/1798300000000-create-bulk-uploads';
import { AddApplicantListIndexes1798100000000 } from './applicant-search/migrations/1798100000000-add-applicant-list-indexes';
import { AddApplicantTermIndexes1798110000000 } from './applicant-search/migrations/1798110000000-add-applicant-term-indexes';
import { WidenApplicantListIndexes1798110000100 } from './applicant-search/migrations/1798110000100-widen-applicant-list-indexes';
import { AddApplicantStatusSortIndex1798610000000 } from './applicant-search/migrations/1798610000000-add-applicant-status-sort-index';
import { SavedFilterEntity } from './saved-filters/entities/saved-filter.entity';
import { CreateSavedFilters1798100000100 } from './saved-filters/migrations/1798100000100-create-saved-filters';
import { AtsAssociationEntity } from './ats-association/entities/ats-association.entity';
import { CreateAtsAssociations1798400000000 } from './ats-association/migrations/1798400000000-create-ats-associations';
import { ApplicantAdminColumns1798200000000 } from './applicant-admin/migrations/1798200000000-applicant-admin-columns';
import { ApplicantNoteEntity } from './applicant-notes/entities/applicant-note.entity';
import { NoteTypeEntity } from './applicant-notes/entities/note-type.entity';
import { CreateApplicantNotes1798200000010 } from './applicant-notes/migrations/1798200000010-create-applicant-notes';

import { EducationEntity } from './histories/education.entity';
import { WorkHistoryEntity } from './histories/work-history.entity';
import { CreateHistories1795720000000 } from './histories/migrations/1795720000000-create-histories';
import { ApplicantSkillChecklistEntity } from './skill-checklists/entities/applicant-skill-checklist.entity';
import { SkillChecklistItemEntity } from './skill-checklists/entities/skill-checklist-item.entity';
import { SkillChecklistEntity } from './skill-checklists/entities/skill-checklist.entity';
import { CreateSkillChecklists1795720002000 } from './skill-checklists/migrations/1795720002000-create-skill-checklists';
import { SkillChecklistAssignmentEntity } from './skill-checklist-admin/entities/skill-checklist-assignment.entity';
import { SkillChecklistAdmin1798740010000 } from './skill-checklist-admin/migrations/1798740010000-skill-checklist-admin';

export const applicantDataParts: DataParts = {
  entities: [
    ApplicantEntity, ApplicantFedTaxEntity, ApplicantEeocEntity, ApplicantAdmissionEntity, ApplicantAltIdEntity, ApplicantPropEntity,
    BulkUploadEntity, BulkUploadRowEntity,
    ApplicationStatusEntity, LicenseEntity, EmergencyContactEntity, ReferenceEntity, SavedFilterEntity, AtsAssociationEntity, NoteTypeEntity, ApplicantNoteEntity,
    WorkHistoryEntity, EducationEntity, SkillChecklistEntity, SkillChecklistItemEntity, ApplicantSkillChecklistEntity, SkillChecklistAssignmentEntity,
  ],
  migrations: [
    CreateApplicants1795500000000,
    CreateHistories1795720000000, CreateSkillChecklists1795720002000,
    CreateBulkUploads1798300000000,
    CreateApplicationStatus1795710000010, CreateLicenses1795710000020, CreateEmergencyContacts1795710000030, CreateReferences1795710000040,
    AddApplicantListIndexes1798100000000, CreateSavedFilters1798100000100, AddApplicantTermIndexes1798110000000, WidenApplicantListIndexes1798110000100,
    AddApplicantStatusSortIndex1798610000000,
    ApplicantAdminColumns1798200000000, CreateApplicantNotes1798200000010,
    CreateAtsAssociations1798400000000,
    SkillChecklistAdmin1798740010000,
  ],
};
