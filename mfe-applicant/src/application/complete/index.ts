export { ApplicationCompleteStep } from './ApplicationCompleteStep';
