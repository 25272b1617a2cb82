export * from './advisory-locks';
export * from './client';
export * as schema from './schema/index';
export * from './schema/index';
export { DEMO_LOGINS, DEMO_PASSWORD, demoInvestmentPlan, seedDemoData, type DemoInvestment } from './seed/index';
