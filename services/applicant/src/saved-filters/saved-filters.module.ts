import { Module } from '@nestjs/common';
import { SavedFiltersController } from './saved-filters.controller';
import { SavedFiltersService } from './saved-filters.service';

@Module({ controllers: [SavedFiltersController], providers: [SavedFiltersService] })
export class SavedFiltersModule {}
