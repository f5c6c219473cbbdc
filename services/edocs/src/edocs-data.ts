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
import { CreateFormEngine1795600000000 } from './migrations/1795600000000-create-form-engine';

/** The edocs tables: form templates and everything the form engine stores. */
export const edocsDataParts: DataParts = {
  entities: [
    TemplateEntity, TemplateTagEntity, FieldEntity, FieldCodeEntity, FieldTriggerEntity, FieldTriggerActionEntity, FormValueEntity,
    CodeValueEntity, EntityCustomFieldEntity, EntityCustomFieldValueEntity, EntityManagerConfigEntity, EntityRecordEntity,
  ],
  migrations: [CreateFormEngine1795600000000],
};
