import { Module } from '@nestjs/common';
import { ApplicationStatusController } from './application-status.controller';
import { ApplicationStatusService } from './application-status.service';
import { ApplicationsController } from './applications.controller';
import { ApplicationsQueryService } from './applications-query.service';

@Module({
  controllers: [ApplicationStatusController, ApplicationsController],
  providers: [ApplicationStatusService, ApplicationsQueryService],
  exports: [ApplicationStatusService],
})
export class ApplicationStatusModule {}
