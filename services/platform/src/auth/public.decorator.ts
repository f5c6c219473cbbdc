import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Marks a route as reachable without a session. Use on purpose only: the route-walk test lists them. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
