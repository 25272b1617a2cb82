import type { App } from '../../types';

/** Share certificates and the shareholder register (issue 10). */
export default async function certificateRoutes(app: App) {
  void app;
}
