import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { object, string } from 'yup';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import type { I9RecordView } from '../records/i9-record-view';
import { isYmdDate } from '../shared/i9-rules';
import { EmploymentService, type EmploymentBody } from './employment.service';

const ymd = () => string().nullable().strict().test('es_date', 'es_date', (v) => v == null || isYmdDate(v));
const employmentSchema = object({ first_day_of_employment: ymd(), termination_date: ymd() }).noUnknown('unknown_field');

/** The employment dates of an I-9 (path ours; see docs/api.md "I-9"). */
@ApiTags('i9')
@Controller('api/v1/i9')
export class EmploymentController {
  constructor(private readonly employment: EmploymentService) {}

  @RequirePermission(PERMISSIONS.I9_SECTION2_SIGN)
  @Put(':id/employment')
  set(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(employmentSchema)) body: EmploymentBody): Promise<I9RecordView> {
    return this.employment.set(auth, id, body);
  }
}
