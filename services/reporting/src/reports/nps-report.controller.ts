import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { npsTimelineQuerySchema, PERMISSIONS, reportRangeSchema, resolveReportRange, surveyListQuerySchema } from '@attest/contracts';
import { CurrentAuth, Parties, RequirePermission, validateWithYup, type AuthContext } from '@attest/platform';
import { csvFile, csvTable } from './report-csv';
import { NpsReportService } from './nps-report.service';

const PERCENT_COLUMNS = ['from', 'to', 'location_id', 'count', 'promoters', 'passives', 'detractors', 'percent_promoters', 'percent_detractors', 'nps'] as const;
const TIMELINE_COLUMNS = ['period', 'count', 'promoters', 'detractors', 'percent_promoters', 'percent_detractors', 'nps'] as const;

/**
 * The NPS reports (staff-side §7 "NPS percents report, NPS timeline, surveys list": paths not shown, chosen in
 * decision 0036). Query: from, to (YYYY-MM-DD, inclusive), location_id; each also as a streamed CSV.
 */
@ApiTags('reports')
@Controller('api/v1/reports/nps')
export class NpsReportController {
  constructor(private readonly nps: NpsReportService) {}

  @Parties('user')
  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get('percents')
  async percents(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, string>) {
    return this.nps.percents(auth, resolveReportRange(await validateWithYup(reportRangeSchema, query)));
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get('percents/csv')
  async percentsCsv(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, string>): Promise<StreamableFile> {
    const r = await this.nps.percents(auth, resolveReportRange(await validateWithYup(reportRangeSchema, query)));
    const row = [r.from, r.to, r.location_id, r.count, r.promoters, r.passives, r.detractors, r.percent_promoters, r.percent_detractors, r.nps];
    return csvFile(`nps-${r.from}-${r.to}.csv`, csvTable(PERCENT_COLUMNS, [row]));
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get('timeline')
  async timeline(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, string>) {
    const q = await validateWithYup(npsTimelineQuerySchema, query);
    return this.nps.timeline(auth, resolveReportRange(q), q.interval ?? 'month');
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get('timeline/csv')
  async timelineCsv(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, string>): Promise<StreamableFile> {
    const q = await validateWithYup(npsTimelineQuerySchema, query);
    const r = await this.nps.timeline(auth, resolveReportRange(q), q.interval ?? 'month');
    const rows = r.points.map((p) => [p.period, p.count, p.promoters, p.detractors, p.percent_promoters, p.percent_detractors, p.nps]);
    return csvFile(`nps-timeline-${r.interval}-${r.from}-${r.to}.csv`, csvTable(TIMELINE_COLUMNS, rows));
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get('surveys')
  async surveys(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, string>) {
    const q = await validateWithYup(surveyListQuerySchema, query);
    return this.nps.surveys(auth, resolveReportRange(q), q);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get('surveys/csv')
  async surveysCsv(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, string>): Promise<StreamableFile> {
    const q = await validateWithYup(surveyListQuerySchema, query);
    const range = resolveReportRange(q);
    return csvFile(`nps-surveys-${range.from}-${range.to}.csv`, this.nps.surveysCsv(auth, range, q.hidden));
  }
}
