import { Module } from '@nestjs/common';
import { EverifyCoreModule } from '../everify-core.module';
import { CasePrintController } from './case-print.controller';
import { CasePrintService } from './case-print.service';

/** The printable E-Verify case details (issue 13). */
@Module({
  imports: [EverifyCoreModule],
  controllers: [CasePrintController],
  providers: [CasePrintService],
  exports: [CasePrintService],
})
export class EverifyPrintModule {}
