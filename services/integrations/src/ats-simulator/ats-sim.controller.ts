import { Body, Controller, Delete, Get, Headers, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@attest/platform';
import { AtsConnectorFactory } from '../ats/ats-connector.factory';
import type { AtsHttpRequest } from '../ats/ats-http';
import { AtsSimulatorServer } from './ats-sim-server';

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/**
 * The simulated ATS over HTTP (/_sim/ats/...), for tools and a connector pointed at it from outside. Public
 * on purpose like a vendor's API: the bearer token from /_sim/ats/oauth/token is the credential. An
 * account whose customer has another adapter configured answers 404 (mounted only for the simulator).
 */
@Public()
@ApiExcludeController()
@Controller('_sim/ats')
export class AtsSimController {
  constructor(
    @Inject(AtsSimulatorServer) private readonly sim: AtsSimulatorServer,
    @Inject(AtsConnectorFactory) private readonly connectors: AtsConnectorFactory,
  ) {}

  @Get('*')
  get(
    @Req() req: FastifyRequest,
    @Headers('authorization') authorization: string | undefined,
    @Query() query: Record<string, string>,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    return this.serve(req, authorization, query, body, reply);
  }

  @Post('*')
  post(
    @Req() req: FastifyRequest,
    @Headers('authorization') authorization: string | undefined,
    @Query() query: Record<string, string>,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    return this.serve(req, authorization, query, body, reply);
  }

  @Put('*')
  put(
    @Req() req: FastifyRequest,
    @Headers('authorization') authorization: string | undefined,
    @Query() query: Record<string, string>,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    return this.serve(req, authorization, query, body, reply);
  }

  @Delete('*')
  remove(
    @Req() req: FastifyRequest,
    @Headers('authorization') authorization: string | undefined,
    @Query() query: Record<string, string>,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    return this.serve(req, authorization, query, body, reply);
  }

  private async serve(req: FastifyRequest, authorization: string | undefined, query: Record<string, string>, body: unknown, reply: FastifyReply): Promise<unknown> {
    const path = (req.url.split('?')[0] ?? '').replace(/^\/_sim\/ats/, '') || '/';
    if (!METHODS.has(req.method)) {
      void reply.status(405);
      return { error: 'method_not_allowed' };
    }
    if (path === '/oauth/token') {
      const id = /^attest-sim-(\d+)$/.exec(String((body as Record<string, unknown> | null)?.client_id ?? ''))?.[1];
      if (id && (await this.connectors.adapter(Number(id))) !== 'simulator') {
        void reply.status(404);
        return { error: 'not_found' };
      }
    }
    const res = await this.sim.handle({ method: req.method as AtsHttpRequest['method'], path, query, headers: authorization ? { authorization } : {}, body });
    void reply.status(res.status);
    for (const [k, v] of Object.entries(res.headers)) {
      void reply.header(k, v);
    }
    void reply.header('Cache-Control', 'no-store');
    return res.body;
  }
}
