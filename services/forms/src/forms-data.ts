import type { DataParts } from '@attest/platform';
import { BlueprintCustomerEntity } from './blueprints/entities/blueprint-customer.entity';
import { BlueprintEntity } from './blueprints/entities/blueprint.entity';
import { CreateBlueprints1798730000000 } from './blueprints/migrations/1798730000000-create-blueprints';
import { ExternalCodeMapEntity } from './code-maps/external-code-map.entity';
import { CreateExternalCodeMaps1798710050000 } from './code-maps/migrations/1798710050000-create-external-code-maps';
import { CodeValueEntity } from './code-values/code-value.entity';
import { TemplateVersionEntity } from './form-builder/entities/template-version.entity';
import { CreateTemplateVersions1798720000000 } from './migrations/1798720000000-create-template-versions';
import { EntityRecordEntity } from './entities/entity-record.entity';
import { EntityManagerConfigVersionEntity } from './entity-manager/entity-manager-config-version.entity';
import { CreateEntityManagerConfigVersions1798740000000 } from './entity-manager/migrations/1798740000000-create-entity-manager-config-versions';
import { EntityCustomFieldValueEntity } from './entity-custom-fields/entity-custom-field-value.entity';
import { EntityCustomFieldEntity } from './entity-custom-fields/entity-custom-field.entity';
import { EntityManagerConfigEntity } from './entity-manager/entity-manager-config.entity';
import {
  FieldCodeEntity, FieldEntity, FieldTriggerActionEntity, FieldTriggerEntity, FormValueEntity, TemplateEntity, TemplateTagEntity,
} from './forms/entities';
import { JobCategoryOptionEntity } from './job-categories/job-category-option.entity';
import { JobCategoryEntity } from './job-categories/job-category.entity';
import { CreateFormEngine1795600000000 } from './migrations/1795600000000-create-form-engine';
import { CreateJobCategories1795720001000 } from './migrations/1795720001000-create-job-categories';

/** The form engine's tables (their names and migrations as when they lived in edocs). */
export const formsDataParts: DataParts = {
  entities: [
    TemplateEntity, TemplateTagEntity, FieldEntity, FieldCodeEntity, FieldTriggerEntity, FieldTriggerActionEntity, FormValueEntity,
    CodeValueEntity, EntityCustomFieldEntity, EntityCustomFieldValueEntity, EntityManagerConfigEntity, EntityRecordEntity,
    JobCategoryEntity, JobCategoryOptionEntity, ExternalCodeMapEntity, BlueprintEntity, BlueprintCustomerEntity, TemplateVersionEntity,
    EntityManagerConfigVersionEntity,
  ],
  migrations: [CreateFormEngine1795600000000, CreateJobCategories1795720001000, CreateExternalCodeMaps1798710050000, CreateTemplateVersions1798720000000, CreateBlueprints1798730000000, CreateEntityManagerConfigVersions1798740000000],
};
