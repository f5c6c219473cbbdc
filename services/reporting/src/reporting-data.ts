import type { DataParts } from '@attest/platform';
import { AlertChannelEntity } from './alerts/entities/alert-channel.entity';
import { AlertEntity } from './alerts/entities/alert.entity';
import { CreateAdmAlerts1798780000100 } from './alerts/migrations/1798780000100-create-adm-alerts';
import { ScheduleEntity } from './schedules/entities/schedule.entity';
import { CreateAdmSchedules1798780000200 } from './schedules/migrations/1798780000200-create-adm-schedules';
import { CustomDataViewEntity } from './data-views/entities/custom-data-view.entity';
import { CreateCustomDataViews1798790000100 } from './data-views/migrations/1798790000100-create-custom-data-views';

/** The reporting service's tables (alerts, schedules, reports and data views arrive with issue 17's parts). */
export const reportingDataParts: DataParts = {
  entities: [CustomDataViewEntity, AlertEntity, AlertChannelEntity, ScheduleEntity],
  migrations: [CreateCustomDataViews1798790000100, CreateAdmAlerts1798780000100, CreateAdmSchedules1798780000200],
};
