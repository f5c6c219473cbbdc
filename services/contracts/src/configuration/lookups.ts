/** GET /api/v1/admin/date-formats: the date formats a customer or user may show dates in. */
export interface DateFormatDto {
  format: string;
  /** 25 December 2026 in that format, for the choice's label. */
  example: string;
}

export const DATE_FORMATS: readonly DateFormatDto[] = [
  { format: 'MM/DD/YYYY', example: '12/25/2026' },
  { format: 'DD/MM/YYYY', example: '25/12/2026' },
  { format: 'YYYY-MM-DD', example: '2026-12-25' },
  { format: 'MM-DD-YYYY', example: '12-25-2026' },
  { format: 'DD.MM.YYYY', example: '25.12.2026' },
  { format: 'MMM D, YYYY', example: 'Dec 25, 2026' },
];
