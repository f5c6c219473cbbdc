import { Module } from '@nestjs/common';
import { MapsModule } from '@attest/integrations';
import { ApplicantJobsController } from './applicant-jobs.controller';
import { ApplicantJobsService } from './applicant-jobs.service';
import { JobAdminService } from './job-admin.service';
import { JobClientsController } from './job-clients.controller';
import { JobPostingsController } from './job-postings.controller';

/** Staff job administration: clients, postings, and an applicant's jobs on the applicant page (decision 0042). */
@Module({ imports: [MapsModule], controllers: [JobClientsController, JobPostingsController, ApplicantJobsController], providers: [JobAdminService, ApplicantJobsService] })
export class JobAdminModule {}
