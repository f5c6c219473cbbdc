import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { boolean, object } from 'yup';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import type { I9PurgeLogEntity } from './i9-purge-log.entity';
import { RetentionService, type RetentionAnswer } from './retention.service';

const legalHoldSchema = object({ value: boolean().required('required_field').strict() }).noUnknown('unknown_field');

/** Retention of I-9 records (paths ours; see docs/api.md "I-9"). */
@ApiTags('i9')
@Controller('api/v1/i9')
export class RetentionController {
  constructor(private readonly retention: RetentionService) {}

  /** Compliance decides holds (litigation, investigation): i9.correct, held by Admin and Compliance officer. */
  @RequirePermission(PERMISSIONS.I9_CORRECT)
  @Put(':id/legal-hold')
  setLegalHold(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(legalHoldSchema)) body: { value: boolean }): Promise<RetentionAnswer> {
    return this.retention.setLegalHold(auth, id, body.value);
  }

  /** Destroying records is an account-level act: account.manage (Admin). The daily run is the same job. */
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post('retention/purge')
  @HttpCode(202)
  startPurge(@CurrentAuth() auth: AuthContext): Promise<{ job_id: string; as_of: string }> {
    return this.retention.startPurge(auth);
  }

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get('retention/purge-log')
  purgeLog(@CurrentAuth() auth: AuthContext): Promise<I9PurgeLogEntity[]> {
    return this.retention.purgeLog(auth);
  }
}
