import type { App } from '../../types';

/** Saved investments (issue 10). */
export default async function savedInvestmentRoutes(app: App) {
  void app;
}
