import { Module } from '@nestjs/common';
import { EntityManagerController } from './entity-manager.controller';
import { EntityManagerService } from './entity-manager.service';

@Module({ controllers: [EntityManagerController], providers: [EntityManagerService], exports: [EntityManagerService] })
export class EntityManagerModule {}
