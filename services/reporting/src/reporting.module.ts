import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { DataViewsModule } from './data-views/data-views.module';
import { ReportsModule } from './reports/reports.module';
import { StaffAlertsModule } from './alerts/staff-alerts.module';
import { ExportsModule } from './exports/exports.module';
import { SchedulesModule } from './schedules/schedules.module';

/**
 * The reporting domain service (decision 0032): what staff read about their account rather than about one
 * applicant: staff alerts, schedules that run exports, reports and reminders, the exports list, reports and
 * custom data views.
 */
@Module({ imports: [ReportsModule, DataViewsModule, StaffAlertsModule, ExportsModule, SchedulesModule], controllers: [healthController('reporting')] })
export class ReportingModule {}
