import { Module } from '@nestjs/common';
import { EntityManagerAdminController } from './entity-manager-admin.controller';
import { EntityManagerAdminService } from './entity-manager-admin.service';
import { EntityManagerController } from './entity-manager.controller';
import { EntityManagerService } from './entity-manager.service';

@Module({
  controllers: [EntityManagerController, EntityManagerAdminController],
  providers: [EntityManagerService, EntityManagerAdminService],
  exports: [EntityManagerService],
})
export class EntityManagerModule {}
