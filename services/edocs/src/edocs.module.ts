import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { CodeValuesModule } from './code-values/code-values.module';
import { EntitiesModule } from './entities/entities.module';
import { EntityCustomFieldsModule } from './entity-custom-fields/entity-custom-fields.module';
import { EntityManagerModule } from './entity-manager/entity-manager.module';
import { FormsModule } from './forms/forms.module';

/** The edocs domain: form templates, the form engine's stored values, code values and the entity manager. */
@Module({
  imports: [FormsModule, CodeValuesModule, EntityCustomFieldsModule, EntityManagerModule, EntitiesModule],
  controllers: [healthController('edocs')],
})
export class EdocsModule {}
