export { HUB_PATH, isValidEventName, randomEventName } from './event-name';
export { OWNER_TTL_SECONDS, LAST_MESSAGE_TTL_SECONDS, type RealtimeModuleOptions, type RealtimeEnvelope } from './realtime.types';
export { RealtimeService } from './realtime.service';
export { HubGateway } from './hub.gateway';
export { SubscriptionsController } from './subscriptions.controller';
export { RealtimeModule } from './realtime.module';
