export { BasicInfoStep } from './BasicInfoStep';
