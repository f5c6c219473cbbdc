import { Module } from '@nestjs/common';
import { ActorService } from '../shared/actor';
import { TrailService } from '../trail/trail.service';
import { I9RecordsService } from './i9-records.service';
import { RevisionsService } from './revisions.service';

/** What every I-9 feature builds on: records (scoped, locked), revisions, the trail, the actor. */
@Module({
  providers: [I9RecordsService, RevisionsService, TrailService, ActorService],
  exports: [I9RecordsService, RevisionsService, TrailService, ActorService],
})
export class I9CoreModule {}
