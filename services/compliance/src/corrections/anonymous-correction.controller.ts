import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { fieldErrors, IdParam, Public } from '@attest/platform';
import { AnonymousCorrectionService, type AnonymousCorrectionStatus } from './anonymous-correction.service';

const EXTERNAL_ID_MAX = 128;

/** staff-side §7 `GET /api/v1/corrections/anonymous/{id}?externalId={x}`: public on purpose (decision 0011). */
@ApiTags('i9')
@Public()
@Controller('api/v1/corrections/anonymous')
export class AnonymousCorrectionController {
  constructor(private readonly corrections: AnonymousCorrectionService) {}

  @Get(':id')
  status(@Param('id', IdParam) id: number, @Query('externalId') externalId: unknown, @Req() req: FastifyRequest): Promise<AnonymousCorrectionStatus> {
    if (typeof externalId !== 'string' || !externalId.trim()) {
      throw fieldErrors({ externalId: 'required_field' });
    }
    if (externalId.length > EXTERNAL_ID_MAX) {
      throw fieldErrors({ externalId: 'es_max' });
    }
    return this.corrections.status(id, externalId.trim(), req.ip ?? null);
  }
}
