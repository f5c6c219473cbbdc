import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { badRequest, CurrentAuth, IdParam, Parties, readMultipartUpload, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { BulkTransferService, MAX_BUNDLE_BYTES } from './bulk-transfer.service';
import {
  exportBundleSchema, sourceEnvSchema, transferSelectionSchema, type SourceEnvInput, type TransferContentInput, type TransferSelectionInput,
} from './dto/transfer-dtos';

/** Bulk transfer between customers and environments (staff-side §7 "Blueprints and bulk transfer"); content.manage throughout. */
@ApiTags('bulk-transfer')
@Controller()
@Parties('user')
export class BulkTransferController {
  constructor(private readonly transfer: BulkTransferService) {}

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Get('api/v1/customerEnvironment')
  environments() {
    return this.transfer.environments();
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('api/v2/bulktransfer/getCustomersForSourceEnv')
  @HttpCode(200)
  customers(@CurrentAuth() auth: AuthContext, @Body(new YupBody(sourceEnvSchema)) body: SourceEnvInput) {
    return this.transfer.customersForSourceEnv(auth, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('api/v2/customers/:targetCustomerId/bulktransfer/getTransferModelForTransferView')
  @HttpCode(200)
  model(@CurrentAuth() auth: AuthContext, @Param('targetCustomerId', IdParam) targetCustomerId: number, @Body(new YupBody(transferSelectionSchema)) body: TransferSelectionInput) {
    return this.transfer.transferModel(auth, targetCustomerId, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('api/v2/customers/:customerId/bulktransfer/transferTemplatesAndPackages')
  @HttpCode(202)
  start(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body(new YupBody(transferSelectionSchema)) body: TransferSelectionInput) {
    return this.transfer.start(auth, customerId, body);
  }

  /** The signed bundle of the active customer's chosen templates and packages, for another deployment to import. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('api/v2/customers/:customerId/bulktransfer/export')
  @HttpCode(200)
  export(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body(new YupBody(exportBundleSchema)) body: TransferContentInput) {
    return this.transfer.exportBundle(auth, customerId, body);
  }

  /** Multipart, the bundle file in `bundle`: checked (signature, version) and kept; answers its id and the preview. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('api/v2/customers/:customerId/bulktransfer/import')
  @HttpCode(200)
  async import(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Req() req: FastifyRequest) {
    const { file } = await readMultipartUpload(req, 'bundle', MAX_BUNDLE_BYTES);
    if (file?.truncated) {
      throw badRequest('bundle_too_large');
    }
    return this.transfer.importBundle(auth, customerId, file?.bytes);
  }
}
