import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { BlueprintsModule } from './blueprints/blueprints.module';
import { CodeMapsModule } from './code-maps/code-maps.module';
import { CodeValuesModule } from './code-values/code-values.module';
import { EntitiesModule } from './entities/entities.module';
import { EntityCustomFieldsModule } from './entity-custom-fields/entity-custom-fields.module';
import { EntityManagerModule } from './entity-manager/entity-manager.module';
import { FormBuilderModule } from './form-builder/form-builder.module';
import { FormTemplatesModule } from './forms/form-templates.module';
import { JobCategoriesModule } from './job-categories/job-categories.module';
import { TemplateAdminModule } from './template-admin/template-admin.module';

/**
 * The form engine: templates, fields, codes and triggers, the values forms store, code values, entity
 * custom fields, the entity manager's configurations and its generic entity store, job categories.
 * Needs ApplicantPort (from ApplicantPortModule) and SigRequestFormHook (from edocs) in the process.
 */
@Module({
  imports: [FormTemplatesModule, CodeValuesModule, EntityCustomFieldsModule, EntityManagerModule, EntitiesModule, JobCategoriesModule, CodeMapsModule, TemplateAdminModule, FormBuilderModule, BlueprintsModule],
  controllers: [healthController('forms')],
})
export class FormsModule {}
