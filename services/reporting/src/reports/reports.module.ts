import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { ExportNpsSurveysProcessor } from './export-nps-surveys.processor';
import { FunnelReportController } from './funnel-report.controller';
import { FunnelReportService } from './funnel-report.service';
import { NpsReportController } from './nps-report.controller';
import { NpsReportService } from './nps-report.service';

/** The NPS and onboarding funnel reports: read models over other services' tables (decision 0032). */
@Module({ controllers: [NpsReportController, FunnelReportController], providers: [NpsReportService, FunnelReportService, ExportNpsSurveysProcessor] })
export class ReportsModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly exportNpsSurveys: ExportNpsSurveysProcessor,
  ) {}

  /** The NPS answers export a schedule may run (model nps_surveys). */
  onModuleInit(): void {
    this.queue.registerProcessor(this.exportNpsSurveys as unknown as JobProcessor);
  }
}
