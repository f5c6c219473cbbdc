export { JobPreferencesStep } from './components/JobPreferencesStep';
