import { Module } from '@nestjs/common';
import { FunnelReportController } from './funnel-report.controller';
import { FunnelReportService } from './funnel-report.service';
import { NpsReportController } from './nps-report.controller';
import { NpsReportService } from './nps-report.service';

/** The NPS and onboarding funnel reports: read models over other services' tables (decision 0032). */
@Module({ controllers: [NpsReportController, FunnelReportController], providers: [NpsReportService, FunnelReportService] })
export class ReportsModule {}
