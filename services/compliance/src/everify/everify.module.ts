import { Module } from '@nestjs/common';
import { EverifyCaseActionsController } from './cases/everify-case-actions.controller';
import { EverifyCaseActionsService } from './cases/everify-case-actions.service';
import { EverifyCaseDraftsService } from './cases/everify-case-drafts.service';
import { EverifyCaseQueryService } from './cases/everify-case-query.service';
import { EverifyCaseReadsService } from './cases/everify-case-reads.service';
import { EverifyCasesController } from './cases/everify-cases.controller';
import { EverifyCoreModule } from './everify-core.module';
import { EverifyDocumentsModule } from './documents/everify-documents.module';
import { EverifyPrintModule } from './print/everify-print.module';
import { EverifyTncModule } from './tnc/everify-tnc.module';
import { SimulatorOperatorController } from './simulator/simulator-operator.controller';
import { SimulatorOperatorService } from './simulator/simulator-operator.service';

/** E-Verify cases (issue 13): the case routes and the simulator's operator API, on the core (adapter, queue). */
@Module({
  imports: [EverifyCoreModule, EverifyTncModule, EverifyDocumentsModule, EverifyPrintModule],
  controllers: [SimulatorOperatorController, EverifyCasesController, EverifyCaseActionsController],
  providers: [EverifyCaseDraftsService, EverifyCaseReadsService, EverifyCaseActionsService, EverifyCaseQueryService, SimulatorOperatorService],
  exports: [EverifyCoreModule, EverifyCaseReadsService, EverifyCaseActionsService],
})
export class EverifyModule {}
