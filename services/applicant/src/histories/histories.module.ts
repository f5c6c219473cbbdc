import { Module } from '@nestjs/common';
import { EntityCustomFieldsModule } from '@attest/forms';
import { HistoriesController } from './histories.controller';
import { HistoriesService } from './histories.service';

@Module({ imports: [EntityCustomFieldsModule], controllers: [HistoriesController], providers: [HistoriesService] })
export class HistoriesModule {}
