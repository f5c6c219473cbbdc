import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, reportRangeSchema, resolveReportRange } from '@attest/contracts';
import { CurrentAuth, Parties, RequirePermission, validateWithYup, type AuthContext } from '@attest/platform';
import { FunnelReportService } from './funnel-report.service';
import { csvFile, csvTable } from './report-csv';

const FUNNEL_COLUMNS = ['kind', 'step', 'reached', 'percent_of_registered', 'drop_off', 'drop_off_percent', 'median_hours'] as const;

/** The onboarding funnel (issue 17; path chosen in decision 0036): from, to (registration days), location_id. */
@ApiTags('reports')
@Controller('api/v1/reports/funnel')
export class FunnelReportController {
  constructor(private readonly funnel: FunnelReportService) {}

  @Parties('user')
  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get()
  async report(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, string>) {
    return this.funnel.funnel(auth, resolveReportRange(await validateWithYup(reportRangeSchema, query)));
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get('csv')
  async csv(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, string>): Promise<StreamableFile> {
    const r = await this.funnel.funnel(auth, resolveReportRange(await validateWithYup(reportRangeSchema, query)));
    const rows = r.steps.map((s) => [s.kind, s.step, s.reached, s.percent_of_registered, s.drop_off, s.drop_off_percent, s.median_hours]);
    return csvFile(`onboarding-funnel-${r.from}-${r.to}.csv`, csvTable(FUNNEL_COLUMNS, [['registered', '', r.registered, r.registered ? 100 : 0, 0, 0, null], ...rows]));
  }
}
