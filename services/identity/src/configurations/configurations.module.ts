import { Module } from '@nestjs/common';
import { ConfigurationsController } from './configurations.controller';

@Module({ controllers: [ConfigurationsController] })
export class ConfigurationsModule {}
