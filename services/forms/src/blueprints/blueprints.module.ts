import { Module } from '@nestjs/common';
import { BlueprintsController } from './blueprints.controller';
import { BlueprintsService } from './blueprints.service';

/** Blueprints and promotion (issue 16): templates, external code maps and code values from a blueprint into a customer. */
@Module({ controllers: [BlueprintsController], providers: [BlueprintsService], exports: [BlueprintsService] })
export class BlueprintsModule {}
