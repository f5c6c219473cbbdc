import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { CasePrintService } from './case-print.service';

/** staff-side §7 `GET /api/v1/everify/printcasedetails/{id}`: the case as a printable PDF (no SSN). */
@ApiTags('everify')
@Controller('api/v1/everify/printcasedetails')
export class CasePrintController {
  constructor(private readonly prints: CasePrintService) {}

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get(':id')
  async print(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<StreamableFile> {
    const { pdf, filename } = await this.prints.print(auth, id);
    return new StreamableFile(Buffer.from(pdf), { type: 'application/pdf', disposition: `inline; filename="${filename}"` });
  }
}
