import { Module } from '@nestjs/common';
import { PackageContentsService } from './package-contents.service';
import { PackagesAdminController } from './packages-admin.controller';
import { PackagesAdminService } from './packages-admin.service';

/** Content admin's packages (issue 16): query, read, create, edit, tags, template order, bulk actions. */
@Module({ controllers: [PackagesAdminController], providers: [PackagesAdminService, PackageContentsService] })
export class PackagesAdminModule {}
