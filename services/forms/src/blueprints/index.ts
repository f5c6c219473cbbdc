// What bulk transfer (edocs) builds on: templates as portable content, planned and applied the same way promotion does.
export * from './template-content';
export * from './template-plan';
export * from './template-apply';
export { BlueprintsModule } from './blueprints.module';
export { BlueprintEntity } from './entities/blueprint.entity';
export { BlueprintCustomerEntity } from './entities/blueprint-customer.entity';
export { CreateBlueprints1798730000000 } from './migrations/1798730000000-create-blueprints';
export type { BlueprintOptions, BlueprintView } from './blueprint-view';
export type { PromotionResult, PromotionTemplateItem } from './blueprints.service';
export type { CodeMapPlanItem, CodeValuePlanItem } from './code-content';
