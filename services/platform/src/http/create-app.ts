import fastifyMultipart from '@fastify/multipart';
import { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { UPLOAD_MAX_BYTES } from '@attest/contracts';
import type { AppConfig } from '../config/app-config';
import { HttpErrorFilter } from '../errors/http-error.filter';
import { createRootLogger, PinoNestLogger, rootLogger, setRootLogger, type RootLogger } from '../observability/logger';
import { MetricsService } from '../observability/metrics.service';
import { installRequestObservability, requestIdFor } from '../observability/request-observability';
import { installBodyLimits, installSecurityHeaders } from './security-headers';

export interface CreateAppOptions {
  /**
   * false: silent (the integration tests' default); a logger: that one becomes the process's root logger
   * (tests capture lines with it); unset: the root JSON logger on stdout at LOG_LEVEL (decision 0047).
   */
  logger?: boolean | RootLogger;
  openApiTitle?: string;
}

/** Every service process starts the same way: Fastify, one error shape, shutdown hooks, OpenAPI, JSON logs, metrics. */
export async function createApp(module: Type<unknown> | DynamicModule, config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const logger = appLogger(config, options.logger);
  // The request id: the caller's x-request-id when sane, else a new one (echoed by the hooks below).
  const adapter = new FastifyAdapter({ bodyLimit: config.bodyLimitBytes, trustProxy: config.trustProxy, genReqId: requestIdFor, requestIdHeader: false });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    // Nest's own lines go through the root logger; its start-up chatter (one line per route) only at debug.
    logger: options.logger === false ? false : new PinoNestLogger(() => logger),
    bufferLogs: false,
    abortOnError: false,
  });
  installRequestObservability(app.getHttpAdapter().getInstance(), { logger: () => logger, metrics: metricsOf(app) });
  // nosniff, referrer policy, HSTS behind TLS, a default CSP/frame rule per kind of answer; larger bodies only where listed (decision 0049).
  installSecurityHeaders(app.getHttpAdapter().getInstance());
  installBodyLimits(app.getHttpAdapter().getInstance());
  const routes: RegisteredRoute[] = [];
  ROUTES.set(app, routes);
  app.getHttpAdapter().getInstance().addHook('onRoute', (r: { method: string | string[]; url: string }) => {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') {
        routes.push({ method, url: r.url });
      }
    }
  });
  // Multipart bodies stream past the JSON body limit; each file is capped here (30 MB, decision 0005)
  // and readers may cap lower. Fields stay small.
  // The cast: Nest's adapter bundles its own fastify typings, structurally the same plugin API.
  await app.register(fastifyMultipart as unknown as Parameters<NestFastifyApplication['register']>[0], {
    limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 5, fields: 50, fieldSize: 64 * 1024, parts: 60 },
  });
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();
  if (options.openApiTitle) {
    const doc = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle(options.openApiTitle).addBasicAuth().build());
    SwaggerModule.setup('api/docs', app, doc, { jsonDocumentUrl: 'api/docs/openapi.json' });
  }
  return app;
}

/** The module's MetricsService (PlatformModule brings it); a bare module has none and is simply not measured. */
function metricsOf(app: NestFastifyApplication): MetricsService | undefined {
  try {
    return app.get(MetricsService, { strict: false });
  } catch {
    return undefined;
  }
}

function appLogger(config: AppConfig, option: CreateAppOptions['logger']): RootLogger {
  if (option === false) {
    return createRootLogger({ level: 'silent' });
  }
  if (option && option !== true) {
    setRootLogger(option);
    return option;
  }
  const logger = rootLogger();
  logger.level = config.logLevel ?? 'info';
  return logger;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

const ROUTES = new WeakMap<object, RegisteredRoute[]>();

/** Every route registered on the app (filled as Nest registers them): used by the route-walk test. */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  return ROUTES.get(app) ?? [];
}
