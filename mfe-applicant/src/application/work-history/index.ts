export { WorkHistoryStep } from './components/WorkHistoryStep';
export { EntitySectionStep, type EntitySectionStepProps } from './components/EntitySectionStep';
