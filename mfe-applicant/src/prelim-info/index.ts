export * from './PrelimInfoPage';
