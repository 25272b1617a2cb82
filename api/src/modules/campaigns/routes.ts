import type { App } from '../../types';
import faqRoutes from './routes-faqs';
import mediaRoutes from './routes-media';
import partRoutes from './routes-parts';
import teamRoutes from './routes-team';
import updateRoutes from './routes-updates';
import wizardRoutes from './routes-wizard';

/** The campaign owner side: creation wizard, steps, checklist, submission, parts, uploads (issue 4 §1–§3). */
export default async function campaignsRoutes(app: App) {
  await app.register(wizardRoutes);
  await app.register(teamRoutes);
  await app.register(partRoutes);
  await app.register(faqRoutes);
  await app.register(mediaRoutes);
  await app.register(updateRoutes);
}
