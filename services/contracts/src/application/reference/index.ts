export * from './country-states';
export * from './countries';
export * from './timezones';
export * from './time-zone-labels';
