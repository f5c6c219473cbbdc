export * from './applicant.module';
export * from './applicant-data';
export * from './applicant-record/entities';
export * from './applicant-record/applicant-record.service';
export * from './applicant-record/applicant-view';
export * from './applicant-export/export-applicants.processor';
export * from './applicant-export/jobs/export-applicants.job';
export * from './application-status/application-status.service';
export * from './application-status/entities/application-status.entity';
export * from './properties/properties.service';
export * from './shared/applicant-scope';
export * from './terms-of-service/record-terms-acceptance';
export * from './bulk-upload/jobs/invite-applicant.job';
export * from './shared/resolve-applicant';
export * from './forms-port/applicant-port.module';
export { HistoriesModule } from './histories/histories.module';
export * from './histories/education.entity';
export * from './histories/work-history.entity';
export { SkillChecklistsModule } from './skill-checklists/skill-checklists.module';
export { renderChecklistPdf } from './skill-checklists/checklist-pdf-renderer';
export * from './skill-checklists/entities/skill-checklist.entity';
export * from './skill-checklists/entities/skill-checklist-item.entity';
export * from './skill-checklists/entities/applicant-skill-checklist.entity';
// The skills checklists manager (issue 16, part 5).
export { SkillChecklistAdminModule } from './skill-checklist-admin/skill-checklist-admin.module';
export { SkillChecklistAssignmentEntity } from './skill-checklist-admin/entities/skill-checklist-assignment.entity';
export type * from './skill-checklist-admin/skill-checklist-admin.types';
// The ATS candidate ↔ applicant link (integrations' applicant sync keeps the external id here; decision 0051).
export { AtsAssociationEntity } from './ats-association/entities/ats-association.entity';
