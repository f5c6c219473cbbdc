export * from './report-range';
export * from './nps-report';
export * from './funnel-report';
export * from './data-views';
