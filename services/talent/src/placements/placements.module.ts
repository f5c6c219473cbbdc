import { Module } from '@nestjs/common';
import { MyPlacementsController } from './my-placements.controller';
import { MyPlacementsService } from './my-placements.service';
import { PlacementsController } from './placements.controller';
import { PlacementsQueryService } from './placements-query.service';

@Module({ controllers: [PlacementsController, MyPlacementsController], providers: [PlacementsQueryService, MyPlacementsService] })
export class PlacementsModule {}
