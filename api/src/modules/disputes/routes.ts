import type { App } from '../../types';
import type { PaymentRoutes } from '../payment-gateways/index';

/** The disputes calls (issue 11: being built). */
export default async function disputesRoutes(app: App, options: { payments: PaymentRoutes }) {
  void app;
  void options;
}
