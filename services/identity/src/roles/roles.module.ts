import { Module } from '@nestjs/common';
import { RolesController } from './roles.controller';
import { RolesService } from './roles.service';
import { UserRolesController } from './user-roles.controller';
import { UserRolesService } from './user-roles.service';

/** Roles, the permission catalogue and user roles (the tables are the platform's; this is their only writer). */
@Module({
  controllers: [RolesController, UserRolesController],
  providers: [RolesService, UserRolesService],
  exports: [RolesService, UserRolesService],
})
export class RolesModule {}
