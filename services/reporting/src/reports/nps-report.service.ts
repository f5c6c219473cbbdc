import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  NPS_DETRACTOR_MAX,
  NPS_PROMOTER_MIN,
  npsFigures,
  type NpsInterval,
  type NpsPercentsReport,
  type NpsTimelinePoint,
  type NpsTimelineReport,
  type ReportRange,
  type SurveyAnswerDto,
  type SurveyAnswerPage,
  type SurveyKind,
  type SurveyListQuery,
} from '@attest/contracts';
import { csvRows, type AuthContext } from '@attest/platform';
import { applicantScope, num, rangeBounds, rawTime, type SqlPart } from './report-sql';

const COUNTS = `COUNT(*) AS n, SUM(CASE WHEN s.score >= ${NPS_PROMOTER_MIN} THEN 1 ELSE 0 END) AS p, SUM(CASE WHEN s.score <= ${NPS_DETRACTOR_MAX} THEN 1 ELSE 0 END) AS d`;
const CSV_BATCH = 1000;
export const SURVEY_CSV_COLUMNS = ['id', 'created_at', 'applicant_id', 'applicant_name', 'kind', 'entity_id', 'score', 'comment', 'hidden'] as const;

interface CountRow {
  n: unknown;
  p: unknown;
  d: unknown;
}

interface SurveyRow {
  id: unknown;
  applicant_id: unknown;
  kind: string;
  entity_id: unknown;
  score: unknown;
  comment: string | null;
  hidden: unknown;
  created_at: unknown;
  first_name: string | null;
  last_name: string | null;
}

/** Monday of the day's week (UTC), as YYYY-MM-DD. */
function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * The NPS report (staff-side §2, §9): survey answers (talent's tal_survey_answers, read with raw SQL as decision
 * 0032 says) of the applicants the caller may see, hidden answers left out of the figures.
 */
@Injectable()
export class NpsReportService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** The answers in the range (`s`, joined to their applicant `a`), optionally visible ones only. */
  private answers(auth: AuthContext, range: ReportRange, visibleOnly: boolean): SqlPart {
    const scope = applicantScope(auth, range);
    const [from, to] = rangeBounds(range);
    return {
      sql: `FROM tal_survey_answers s INNER JOIN applicants a ON a.applicant_id = s.applicant_id AND a.customer_id = s.customer_id
        WHERE s.customer_id = ? AND s.created_at >= ? AND s.created_at < ?${visibleOnly ? ' AND s.hidden = 0' : ''} AND ${scope.sql}`,
      params: [auth.customerId, from, to, ...scope.params],
    };
  }

  async percents(auth: AuthContext, range: ReportRange): Promise<NpsPercentsReport> {
    const from = this.answers(auth, range, true);
    const [row] = (await this.ds.query(`SELECT ${COUNTS} ${from.sql}`, from.params)) as CountRow[];
    const figures = npsFigures(num(row?.n), num(row?.p), num(row?.d));
    return { ...range, ...figures, passives: figures.count - figures.promoters - figures.detractors };
  }

  /** Per week (Monday) or month: the answers of each period that has any, oldest first. */
  async timeline(auth: AuthContext, range: ReportRange, interval: NpsInterval): Promise<NpsTimelineReport> {
    const from = this.answers(auth, range, true);
    const days = (await this.ds.query(`SELECT DATE(s.created_at) AS day, ${COUNTS} ${from.sql} GROUP BY DATE(s.created_at)`, from.params)) as (CountRow & { day: unknown })[];
    const periods = new Map<string, { n: number; p: number; d: number }>();
    for (const row of days) {
      const day = String(row.day).slice(0, 10);
      const key = interval === 'month' ? day.slice(0, 7) : weekOf(day);
      const acc = periods.get(key) ?? { n: 0, p: 0, d: 0 };
      periods.set(key, { n: acc.n + num(row.n), p: acc.p + num(row.p), d: acc.d + num(row.d) });
    }
    const points: NpsTimelinePoint[] = [...periods.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, c]) => ({ period, ...npsFigures(c.n, c.p, c.d) }));
    return { ...range, interval, points };
  }

  /** A page of the answers, newest first, hidden ones included (flagged) unless `hidden` filters them. */
  async surveys(auth: AuthContext, range: ReportRange, q: Pick<SurveyListQuery, 'hidden' | 'page' | 'take'>): Promise<SurveyAnswerPage> {
    const from = this.listed(auth, range, q.hidden);
    const [rows, [count]] = await Promise.all([
      this.ds.query(`SELECT ${SELECT_SURVEY} ${from.sql} ORDER BY s.created_at DESC, s.id DESC LIMIT ${q.take} OFFSET ${(q.page - 1) * q.take}`, from.params) as Promise<SurveyRow[]>,
      this.ds.query(`SELECT COUNT(*) AS n ${from.sql}`, from.params) as Promise<{ n: unknown }[]>,
    ]);
    return { items: rows.map(surveyDto), total: num(count?.n) };
  }

  /** The surveys list as CSV lines, read in keyset batches (by id) so a large list never sits in memory. */
  surveysCsv(auth: AuthContext, range: ReportRange, hidden: boolean | undefined): AsyncGenerator<string> {
    return csvRows<SurveyAnswerDto>({ columns: SURVEY_CSV_COLUMNS, nextBatch: (after) => this.surveyBatch(auth, range, hidden, after), cursorOf: (row) => row.id, cellsOf: surveyCells });
  }

  /** One keyset batch of the surveys list (ids above `after`): the CSV download's and the scheduled export's. */
  async surveyBatch(auth: AuthContext, range: ReportRange, hidden: boolean | undefined, after: number): Promise<SurveyAnswerDto[]> {
    const from = this.listed(auth, range, hidden);
    return ((await this.ds.query(`SELECT ${SELECT_SURVEY} ${from.sql} AND s.id > ? ORDER BY s.id LIMIT ${CSV_BATCH}`, [...from.params, after])) as SurveyRow[]).map(surveyDto);
  }

  private listed(auth: AuthContext, range: ReportRange, hidden: boolean | undefined): SqlPart {
    const from = this.answers(auth, range, false);
    return hidden === undefined ? from : { sql: `${from.sql} AND s.hidden = ?`, params: [...from.params, hidden ? 1 : 0] };
  }
}

/** One surveys CSV line's cells, in SURVEY_CSV_COLUMNS order. */
export const surveyCells = (r: SurveyAnswerDto): unknown[] => [r.id, r.created_at, r.applicant_id, r.applicant_name, r.kind, r.entity_id, r.score, r.comment, r.hidden ? 1 : 0];

const SELECT_SURVEY = 's.id, s.applicant_id, s.kind, s.entity_id, s.score, s.comment, s.hidden, s.created_at, a.first_name, a.last_name';

function surveyDto(r: SurveyRow): SurveyAnswerDto {
  return {
    id: num(r.id),
    applicant_id: num(r.applicant_id),
    applicant_name: [r.first_name, r.last_name].filter(Boolean).join(' '),
    kind: r.kind as SurveyKind,
    entity_id: r.entity_id === null ? null : num(r.entity_id),
    score: num(r.score),
    comment: r.comment,
    hidden: num(r.hidden) === 1,
    created_at: new Date(rawTime(r.created_at) ?? 0).toISOString(),
  };
}
