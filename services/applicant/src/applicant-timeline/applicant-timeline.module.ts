import { Module } from '@nestjs/common';
import { ApplicantTimelineController } from './applicant-timeline.controller';
import { ApplicantTimelineService } from './applicant-timeline.service';

@Module({ controllers: [ApplicantTimelineController], providers: [ApplicantTimelineService] })
export class ApplicantTimelineModule {}
