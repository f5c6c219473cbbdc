import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { applicantDataParts } from '@attest/applicant';
import { AlertsModule, complianceDataParts, EverifyCoreModule, EverifyLettersModule, EverifyListJobsModule, RetentionModule, SubmissionsExportModule } from '@attest/compliance';
import { EdocsModule, edocsDataParts } from '@attest/edocs';
import { formsDataParts } from '@attest/forms';
import { ActivationModule, identityDataParts, UsersModule } from '@attest/identity';
import { AtsSyncModule, integrationsDataParts } from '@attest/integrations';
import { loadConfig, PinoNestLogger, PlatformModule } from '@attest/platform';
import { ReportingModule, reportingDataParts } from '@attest/reporting';
import { AtsPortModule, talentDataParts } from '@attest/talent';
import { WorkerModule } from './worker.module';

// The worker alone: no HTTP, consumes the queues; SIGTERM lets running jobs finish (shutdown hooks).
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) {
    new Logger('Worker').warn('REDIS_URL is not set: a separate worker needs Redis to share jobs with the API.');
  }
  // EdocsModule brings the edocs processors (the signed-PDF render registers itself when its module loads);
  // RetentionModule the I-9 purge (registered the same way) and its daily scheduling.
  // AlertsModule the daily I-9 overdue digest, SubmissionsExportModule the I-9 submissions CSV (the same way).
  // EverifyCoreModule the E-Verify calls and their refresh rounds, EverifyLettersModule the FAN/referral letters and case ZIPs, EverifyListJobsModule the case and revocation exports (the same way).
  // ReportingModule the schedules' runs (re-synced from adm_schedules at boot) and the expired exports removal.
  // AtsSyncModule the ATS syncs and their 15-minute schedule, writing job postings through talent's AtsPortModule.
  // ActivationModule the bulk upload's invitations (identity's tables and its global UsersModule: the customer, its locations, the staff user).
  @Module({
    imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, formsDataParts, edocsDataParts, complianceDataParts, reportingDataParts, integrationsDataParts, talentDataParts], { realtimeGateway: false }), EdocsModule, UsersModule, ActivationModule, RetentionModule, AlertsModule, SubmissionsExportModule, EverifyCoreModule, EverifyLettersModule, EverifyListJobsModule, ReportingModule, AtsSyncModule, AtsPortModule, WorkerModule],
  })
  class WorkerServiceModule {}
  // JSON lines through the process's pino logger, like the API (decision 0047); start-up chatter at debug.
  const app = await NestFactory.createApplicationContext(WorkerServiceModule, { logger: new PinoNestLogger() });
  app.enableShutdownHooks();
}

void main();
