export * from './skill-checklist-transitions';
export * from './skill-checklist-answers';
export * from './skill-checklist-signature';
