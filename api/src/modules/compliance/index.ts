/** Investor protection by jurisdiction (issue 16): the rules engine the investing core calls, settings and rates. */
export { checkCompliance, ComplianceRefusal, type ComplianceCampaign } from './engine';
export { readComplianceSettings } from './settings';
export { rateOn, convertBy } from './rates';
export { regCfPosition } from './rules/reg-cf';
