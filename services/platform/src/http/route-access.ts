import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { Party } from '../auth/auth-context';
import { ALLOWED_PARTIES } from '../auth/parties.decorator';
import { IS_PUBLIC } from '../auth/public.decorator';
import { REQUIRED_PERMISSION } from '../auth/require-permission.decorator';

/** What the AuthGuard will ask of each controller route: read from the decorators, not guessed. */
export interface RouteAccess {
  method: string;
  /** Fastify form: `/api/v1/users/:id`. */
  url: string;
  isPublic: boolean;
  /** Parties allowed (after the guard's rule that a permission alone means staff only). */
  parties: Party[];
  permission: string | undefined;
}

const joinPath = (...parts: string[]) => '/' + parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');

function meta<T>(key: string, handler: object, cls: object): T | undefined {
  return (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, cls) as T | undefined);
}

/** Every controller route of the app with its declared access (used by the route-walk and permission tests). */
export function routeAccessTable(app: INestApplication): RouteAccess[] {
  const out: RouteAccess[] = [];
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const cls = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!cls) {
        continue;
      }
      const bases = [Reflect.getMetadata(PATH_METADATA, cls) as string | string[] | undefined].flat().map((b) => b ?? '');
      for (const name of Object.getOwnPropertyNames(cls.prototype)) {
        const handler = (cls.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') {
          continue;
        }
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (paths === undefined || method === undefined) {
          continue;
        }
        const permission = meta<string>(REQUIRED_PERMISSION, handler, cls);
        const declared = meta<Party[]>(ALLOWED_PARTIES, handler, cls);
        const parties: Party[] = declared ?? (permission ? ['user'] : ['applicant', 'user']);
        const isPublic = !!meta<boolean>(IS_PUBLIC, handler, cls);
        for (const base of bases) {
          for (const p of [paths].flat()) {
            out.push({ method: RequestMethod[method], url: joinPath(base, p).replace(/\/\*$/, '/*'), isPublic, parties, permission });
          }
        }
      }
    }
  }
  return out;
}
