export * from './applicant.entity';
export * from './applicant-fed-tax.entity';
export * from './applicant-eeoc.entity';
export * from './applicant-admission.entity';
export * from './applicant-alt-id.entity';
export * from './applicant-prop.entity';
