import type { FastifyInstance } from 'fastify';
import type { AdminReviewItem } from '@haetbit/contracts';
import { operatorCookie } from './consoles.js';

/** An operator publishes every review waiting for moderation (reviews are public only then). */
export async function publishPendingReviews(app: FastifyInstance): Promise<number> {
  const cookie = await operatorCookie(app);
  const queue = await app.inject({
    method: 'GET',
    url: '/api/admin/reviews?state=pending',
    headers: { cookie },
  });
  const items = queue.json<{ data: AdminReviewItem[] }>().data;
  for (const item of items) {
    const answer = await app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${item.kind}/${item.id}`,
      headers: { cookie },
      payload: { decision: 'publish' },
    });
    if (answer.statusCode !== 200) throw new Error(`publish failed: ${answer.body}`);
  }
  return items.length;
}
