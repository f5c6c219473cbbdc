import { Module } from '@nestjs/common';
import { MapsModule } from '@attest/integrations';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

@Module({ imports: [MapsModule], controllers: [JobsController], providers: [JobsService] })
export class JobsModule {}
