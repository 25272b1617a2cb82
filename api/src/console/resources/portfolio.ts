import { users } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { portfolioTotalsOut } from '@cf/domain/schemas/portfolio';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { portfolioTotals } from '../../modules/portfolio/totals';
import type { App } from '../../types';

const portfolioRecord = z.object({ id: z.string(), totals: z.array(portfolioTotalsOut) });

/**
 * A person's portfolio for staff (issue 10 §8): GET /portfolio/{userId} (ra-data-simple-rest's
 * getOne), the same totals per currency the investor's dashboard shows, from the ledger and the
 * investments. Their investments themselves are the investments resource filtered by investorId.
 */
export default async function portfolioConsoleRoutes(app: App) {
  app.get(
    '/portfolio/:id',
    {
      schema: {
        tags: ['console'],
        summary: 'A user’s portfolio totals per currency (invested, refunded, investments, distributions)',
        params: z.object({ id: z.uuid('validation.invalidFormat') }),
        response: { 200: portfolioRecord, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!user) throw new NotFoundError();
      return { id, totals: await portfolioTotals(app.db, id, undefined) };
    },
  );
}
