export * from './forms.module';
export * from './forms-data';
export * from './applicant-port/applicant-port';
export * from './applicant-port/sig-request-form-hook';
export * from './forms/entities';
export * from './code-values/code-value.entity';
export * from './entity-custom-fields/entity-custom-field.entity';
export * from './entity-custom-fields/entity-custom-field-value.entity';
export * from './entity-custom-fields/entity-custom-fields.module';
export * from './entity-custom-fields/entity-custom-fields.service';
export * from './entity-manager/entity-manager-config.entity';
export * from './entities/entity-record.entity';
export * from './job-categories/job-category.entity';
export * from './job-categories/job-category-option.entity';
// What signature requests (edocs) build on: loading templates, their stored values, requester values.
export { loadTemplate, loadTags } from './forms/template-loader';
export { formValueRows, storedValues, needsApplicant } from './forms/stored-values';
export { toTemplateSummary } from './forms/to-form-template';
export { writeFormValues } from './forms/form-value-writer';
export { planRequesterValues } from './forms/requester-values';
export { isFormValues } from './forms/dto/submit-form.dto';
export { customFieldValueSchema, type CustomFieldValueInput } from './entity-custom-fields/dto/save-custom-field-values.dto';
export { CreateFormEngine1795600000000 } from './migrations/1795600000000-create-form-engine';
export { CreateJobCategories1795720001000 } from './migrations/1795720001000-create-job-categories';
export * from './code-maps/external-code-map.entity';
export { CreateExternalCodeMaps1798710050000 } from './code-maps/migrations/1798710050000-create-external-code-maps';
// Template administration (issue 16): the module and its wire shapes.
export { TemplateAdminModule } from './template-admin/template-admin.module';
// The form builder (issue 16, part 3): template versions a signature request is pinned to.
export { FormBuilderModule } from './form-builder/form-builder.module';
export { TemplateVersionEntity } from './form-builder/entities/template-version.entity';
export { loadTemplateVersion } from './forms/template-version-loader';
export { pinTemplateVersions, currentVersion as currentTemplateVersion } from './form-builder/template-versions';
export { CreateTemplateVersions1798720000000 } from './migrations/1798720000000-create-template-versions';
export type * from './form-builder/form-builder.types';
// Blueprints and promotion (issue 16); templates as portable content for bulk transfer (edocs).
export * from './blueprints';
// Entity-manager configurations (issue 16, part 5): saved versions and the editor's wire shapes.
export { EntityManagerConfigVersionEntity } from './entity-manager/entity-manager-config-version.entity';
export { CreateEntityManagerConfigVersions1798740000000 } from './entity-manager/migrations/1798740000000-create-entity-manager-config-versions';
export type * from './entity-manager/dto/entity-manager-config-admin.types';
