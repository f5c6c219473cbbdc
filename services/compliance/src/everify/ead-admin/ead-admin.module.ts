import { Module } from '@nestjs/common';
import { EadAdminController } from './ead-admin.controller';
import { EadAdminService } from './ead-admin.service';

/** The customer's EAD automatic extension categories (/api/v1/admin/ead). */
@Module({ controllers: [EadAdminController], providers: [EadAdminService] })
export class EadAdminModule {}
