import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';

/**
 * The reporting domain service (decision 0032): what staff read about their account rather than about one
 * applicant: staff alerts, schedules that run exports, reports and reminders, the exports list, reports and
 * custom data views.
 */
@Module({ imports: [], controllers: [healthController('reporting')] })
export class ReportingModule {}
