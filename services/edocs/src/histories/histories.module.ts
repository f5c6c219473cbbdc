import { Module } from '@nestjs/common';
import { EntityCustomFieldsModule } from '../entity-custom-fields/entity-custom-fields.module';
import { HistoriesController } from './histories.controller';
import { HistoriesService } from './histories.service';

@Module({ imports: [EntityCustomFieldsModule], controllers: [HistoriesController], providers: [HistoriesService] })
export class HistoriesModule {}
