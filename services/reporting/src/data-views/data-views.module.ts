import { Module } from '@nestjs/common';
import { DataViewsController } from './data-views.controller';
import { DataViewsService } from './data-views.service';

@Module({ controllers: [DataViewsController], providers: [DataViewsService] })
export class DataViewsModule {}
