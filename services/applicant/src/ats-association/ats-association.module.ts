import { Module } from '@nestjs/common';
import { AtsAssociationController } from './ats-association.controller';
import { AtsAssociationService } from './ats-association.service';

@Module({ controllers: [AtsAssociationController], providers: [AtsAssociationService] })
export class AtsAssociationModule {}
