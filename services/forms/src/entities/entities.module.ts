import { Module } from '@nestjs/common';
import { EntityCustomFieldsModule } from '../entity-custom-fields/entity-custom-fields.module';
import { EntitiesController } from './entities.controller';
import { EntitiesService } from './entities.service';

@Module({ imports: [EntityCustomFieldsModule], controllers: [EntitiesController], providers: [EntitiesService] })
export class EntitiesModule {}
