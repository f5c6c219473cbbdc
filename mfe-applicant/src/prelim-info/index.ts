export * from './PrelimInfoPage';
export * from './usePrelimInfoGate';
