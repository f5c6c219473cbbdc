import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { CodeValuesModule } from './code-values/code-values.module';
import { EntitiesModule } from './entities/entities.module';
import { EntityCustomFieldsModule } from './entity-custom-fields/entity-custom-fields.module';
import { EntityManagerModule } from './entity-manager/entity-manager.module';
import { FormsModule } from './forms/forms.module';
import { HistoriesModule } from './histories/histories.module';
import { JobCategoriesModule } from './job-categories/job-categories.module';
import { SignatureRequestsModule } from './signature-requests/signature-requests.module';
import { SigningModule } from './signing/signing.module';
import { SkillChecklistsModule } from './skill-checklists/skill-checklists.module';
import { UploadsModule } from './uploads/uploads.module';

/**
 * The edocs domain: form templates, the form engine's stored values, code values, the entity manager
 * (generic store, work history, education), job categories, skills checklists, signature requests, uploads and our e-signature provider.
 */
@Module({
  imports: [
    FormsModule, CodeValuesModule, EntityCustomFieldsModule, EntityManagerModule, EntitiesModule,
    HistoriesModule, JobCategoriesModule, SkillChecklistsModule, SignatureRequestsModule,
    UploadsModule, SigningModule,
  ],
  controllers: [healthController('edocs')],
})
export class EdocsModule {}
