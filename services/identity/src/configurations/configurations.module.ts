import { Module } from '@nestjs/common';
import { ConfigurationCatalogService } from './configuration-catalog.service';
import { ConfigurationsController } from './configurations.controller';

@Module({ controllers: [ConfigurationsController], providers: [ConfigurationCatalogService] })
export class ConfigurationsModule {}
