export { z, issueKey } from './zod-setup';
export * from './constants';
export * from './errors';
export * from './display-mode';
export * from './header-menu';
export * from './maintenance';
export * from './currency-format';
export * from './schemas/index';
export * from './campaign-status';
