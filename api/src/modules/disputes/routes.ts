import type { App } from '../../types';
import type { PaymentRoutes } from '../payment-gateways/index';

/**
 * Disputes have no public calls: providers report them to their webhooks (openDispute,
 * closeDispute), staff see and decide them in the console (api/src/console/resources/disputes.ts),
 * and owners and payers are told by notification and e-mail. The plugin stays registered so a
 * later owner-facing view (what the owner owes) has its place.
 */
export default async function disputesRoutes(app: App, options: { payments: PaymentRoutes }) {
  void app;
  void options;
}
