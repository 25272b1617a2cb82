import type { App } from '../../types';

/** The investor's portfolio: my-investment/* (issue 10). */
export default async function portfolioRoutes(app: App) {
  void app;
}
