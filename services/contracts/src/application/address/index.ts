export * from './place-to-address';
export * from './maps-countries';
