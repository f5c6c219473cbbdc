import { Module } from '@nestjs/common';
import { CustomersService } from '@attest/identity';
import { PublicJobsController } from './public-jobs.controller';
import { PublicJobsService } from './public-jobs.service';

/** The guest list of public jobs (decision 0042). */
@Module({ controllers: [PublicJobsController], providers: [PublicJobsService, CustomersService] })
export class PublicJobsModule {}
