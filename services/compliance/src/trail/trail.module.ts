import { Module } from '@nestjs/common';
import { I9CoreModule } from '../records/i9-core.module';
import { TrailExportService } from './trail-export.service';
import { TrailViewService } from './trail-view.service';
import { TrailController } from './trail.controller';

@Module({ imports: [I9CoreModule], controllers: [TrailController], providers: [TrailViewService, TrailExportService] })
export class TrailModule {}
