import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AppException, Public, RATE_LIMITER, readMultipartUpload, YupBody, type RateLimiter } from '@attest/platform';
import type { DocumentImagesAnswer } from '../documents/document-images.service';
import { parseImageTarget } from '../documents/dto/image-target.dto';
import { megabytes } from '../documents/image-check';
import type { DocumentImageView } from '../documents/image-view';
import { signSection2Schema, type SignSection2Body } from '../section2/dto/section2-body';
import { SecondSignerGuestService, type SecondSignerGuestView, type SecondSignerSigned } from './second-signer-guest.service';
import { SecondSignerImagesService } from './second-signer-images.service';

const LIMIT_PER_MINUTE = 60;

/**
 * The authorized representative's guest calls: the link's token in the path is the credential (256 random
 * bits, only its hash stored). Public on purpose (the route walk lists it); never logged; the caller's IP
 * goes into the I-9 trail.
 */
@ApiTags('i9')
@Public()
@Controller('api/v1/second-signer')
export class SecondSignerGuestController {
  constructor(
    private readonly guest: SecondSignerGuestService,
    private readonly images: SecondSignerImagesService,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  private async ipOf(req: FastifyRequest): Promise<string | null> {
    const ip = req.ip ?? null;
    if (!(await this.limiter.hit(`second-signer:${ip ?? 'unknown'}`, LIMIT_PER_MINUTE, 60))) {
      throw new AppException(429, 'too_many_requests');
    }
    return ip;
  }

  @Get(':token')
  @Header('Cache-Control', 'private, no-store')
  async open(@Param('token') token: string, @Req() req: FastifyRequest): Promise<SecondSignerGuestView> {
    return this.guest.open(token, await this.ipOf(req));
  }

  @Put(':token/section2')
  @Header('Cache-Control', 'private, no-store')
  async saveDraft(@Param('token') token: string, @Body() body: unknown, @Req() req: FastifyRequest): Promise<SecondSignerGuestView> {
    return this.guest.saveDraft(token, body, await this.ipOf(req));
  }

  @Post(':token/section2/sign')
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  async sign(@Param('token') token: string, @Body(new YupBody(signSection2Schema)) body: SignSection2Body, @Req() req: FastifyRequest): Promise<SecondSignerSigned> {
    return this.guest.sign(token, body, await this.ipOf(req));
  }

  @Get(':token/documents')
  @Header('Cache-Control', 'private, no-store')
  async listImages(@Param('token') token: string, @Req() req: FastifyRequest): Promise<DocumentImagesAnswer> {
    return this.images.list(token, await this.ipOf(req));
  }

  /** Multipart `{ list, index, side, file }`: the link and the copies policy are checked before the body is read. */
  @Post(':token/documents')
  @Header('Cache-Control', 'private, no-store')
  async uploadImage(@Param('token') token: string, @Req() req: FastifyRequest): Promise<DocumentImageView> {
    const ip = await this.ipOf(req);
    const maxMb = await this.images.uploadLimitMb(token, ip);
    return this.images.upload(token, await readMultipartUpload(req, 'file', megabytes(maxMb)), ip);
  }

  @Delete(':token/documents/:list/:index/:side')
  @Header('Cache-Control', 'private, no-store')
  async removeImage(@Param('token') token: string, @Param() params: Record<string, string>, @Req() req: FastifyRequest): Promise<{ removed: number }> {
    return this.images.remove(token, parseImageTarget(params), await this.ipOf(req));
  }
}
