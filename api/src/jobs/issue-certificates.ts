import type { Database } from '@cf/db';
import { issuePendingCertificates } from '../modules/certificates/index';

/**
 * Every few minutes: the share certificates of the equity campaigns the close job settled as
 * successful (numbered per campaign, in payment order). Idempotent: a campaign that has its
 * certificates is not looked at again.
 */
export const runIssueCertificates = (deps: { db: Database }) => issuePendingCertificates(deps.db);
