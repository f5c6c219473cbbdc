import { Module } from '@nestjs/common';
import { I9CoreModule } from '../records/i9-core.module';
import { TrailViewService } from './trail-view.service';
import { TrailController } from './trail.controller';

@Module({ imports: [I9CoreModule], controllers: [TrailController], providers: [TrailViewService] })
export class TrailModule {}
