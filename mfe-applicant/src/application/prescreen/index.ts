export { PrescreenStep } from './PrescreenStep';
