export * from './alert-age';
export * from './alerts';
export * from './export-models';
export * from './exports';
export * from './schedules';
