import { Module } from '@nestjs/common';
import { AdminLookupsController } from './admin-lookups.controller';

@Module({ controllers: [AdminLookupsController] })
export class AdminLookupsModule {}
