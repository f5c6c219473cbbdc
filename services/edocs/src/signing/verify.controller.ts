import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import type { VerifyResult } from '@attest/contracts';
import { AppException, badRequest, Public, RATE_LIMITER, readMultipartUpload, type RateLimiter } from '@attest/platform';
import { SignedDocumentEntity } from '../signature-requests/entities';
import { verifyPdf } from './verify-logic';

const VERIFY_MAX_BYTES = 30 * 1024 * 1024;
const LIMIT_PER_MINUTE = 20;

/** Public: was this PDF produced by us, and is it unchanged since? (guest page /{c}/{l}/verify-document) */
@ApiTags('signing')
@Public()
@Controller('api/v1/verify')
export class VerifyController {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @HttpCode(200)
  async verify(@Req() req: FastifyRequest): Promise<VerifyResult> {
    if (!(await this.limiter.hit(`verify:${req.ip}`, LIMIT_PER_MINUTE, 60))) {
      throw new AppException(429, 'too_many_requests');
    }
    const { file } = await readMultipartUpload(req, 'file', VERIFY_MAX_BYTES);
    if (!file || file.truncated || file.bytes.length === 0) {
      throw badRequest(file?.truncated ? 'upload_too_large' : 'file_required');
    }
    const repo = this.ds.getRepository(SignedDocumentEntity);
    return verifyPdf(file.bytes, { byFinalHash: (sha256) => repo.findOne({ where: { sha256 } }) });
  }
}
