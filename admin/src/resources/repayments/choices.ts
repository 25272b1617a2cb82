import { REPAYMENT_KINDS, REPAYMENT_STATUSES } from '@cf/domain/repayments';

/** Choices labelled from the repayments namespace (react-admin translates the names). */
export const statusChoices = REPAYMENT_STATUSES.map((id) => ({ id, name: `repayments.statuses.${id}` }));
export const kindChoices = REPAYMENT_KINDS.map((id) => ({ id, name: `repayments.kinds.${id}` }));
export const routeLabel = (value: unknown) => `repayments.routes.${String(value)}`;
