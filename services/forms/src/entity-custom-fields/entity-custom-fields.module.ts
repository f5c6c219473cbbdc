import { Module } from '@nestjs/common';
import { EntityCustomFieldsController } from './entity-custom-fields.controller';
import { EntityCustomFieldsService } from './entity-custom-fields.service';

@Module({ controllers: [EntityCustomFieldsController], providers: [EntityCustomFieldsService], exports: [EntityCustomFieldsService] })
export class EntityCustomFieldsModule {}
