import { Module } from '@nestjs/common';
import { PlacementsController } from './placements.controller';
import { PlacementsQueryService } from './placements-query.service';

@Module({ controllers: [PlacementsController], providers: [PlacementsQueryService] })
export class PlacementsModule {}
