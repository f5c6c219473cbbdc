import type { DataParts } from '@attest/platform';
import { AdapterPropertyEntity } from './adapter-properties/adapter-property.entity';
import { FieldMappingEntity } from './field-mappings/field-mapping.entity';
import { ExternalRequestEntity } from './request-logs/external-request.entity';
import { CreateRequestLogsMappingsProperties1798855000000 } from './request-logs/migrations/1798855000000-create-request-logs-mappings-properties';
import { ApplicantSyncEntity } from './applicant-sync/applicant-sync.entity';
import { CreateApplicantSyncs1798860000000 } from './applicant-sync/migrations/1798860000000-create-applicant-syncs';
import { AtsSimChangeEntity, AtsSimControlEntity, AtsSimRecordEntity, AtsSimTokenEntity } from './ats-simulator/ats-sim.entities';
import { CreateAtsSimulator1798850000000 } from './ats-simulator/migrations/1798850000000-create-ats-simulator';
import { CreateSyncRuns1798850000100 } from './sync/migrations/1798850000100-create-sync-runs';
import { AtsCursorEntity, AtsIndustryEntity, AtsRefEntity, SyncDeadLetterEntity, SyncRunEntity } from './sync/sync.entities';
import { CreateWotcOrders1795730000000 } from './migrations/1795730000000-create-wotc-orders';
import { CreateSurveyOrders1798845000300 } from './survey-provider/migrations/1798845000300-create-survey-orders';
import { SurveySimOrderEntity } from './survey-provider/simulator/survey-sim-order.entity';
import { SurveyOrderEntity } from './survey-provider/survey-order.entity';
import { WotcSimOrderEntity } from './wotc/simulator/wotc-sim-order.entity';
import { WotcOrderEntity } from './wotc/wotc-order.entity';

/** The integrations tables: WOTC orders and the WOTC simulator's own records. */
export const integrationsDataParts: DataParts = {
  entities: [
    WotcOrderEntity, WotcSimOrderEntity, SurveyOrderEntity, SurveySimOrderEntity,
    AtsSimRecordEntity, AtsSimChangeEntity, AtsSimTokenEntity, AtsSimControlEntity,
    SyncRunEntity, SyncDeadLetterEntity, AtsRefEntity, AtsIndustryEntity, AtsCursorEntity,
    ExternalRequestEntity, FieldMappingEntity, AdapterPropertyEntity,
    ApplicantSyncEntity,
  ],
  migrations: [CreateWotcOrders1795730000000, CreateSurveyOrders1798845000300, CreateAtsSimulator1798850000000, CreateSyncRuns1798850000100, CreateRequestLogsMappingsProperties1798855000000, CreateApplicantSyncs1798860000000],
};
