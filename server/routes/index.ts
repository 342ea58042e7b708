import type { FastifyInstance } from 'fastify';
import admin from './admin/admin';
import agentPage from './agent-page/agent-page';
import auth from './auth';
import basket from './basket/basket';
import branding from './branding/branding';
import chat from './chat/chat';
import checkout from './checkout/checkout';
import config from './config/config';
import dev from './dev/dev';
import events from './events/events';
import feedback from './feedback/feedback';
import health from './health/health';
import jobs from './jobs/jobs';
import live from './live/live';
import liveBookingsOfCars from './live/bookings';
import liveBookings from './live-bookings/live-bookings';
import me from './me/me';
import publicPages from './public-pages/public-pages';
import quotes from './quotes';
import social from './social/social';
import tasks from './tasks/tasks';
import uploads from './uploads/uploads';

/** Every API route plugin, in one place. Each route declares config.access (plugins/access.ts). */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(health);
  await app.register(config);
  await app.register(auth);
  await app.register(me);
  await app.register(feedback);
  await app.register(admin);
  await app.register(jobs);
  await app.register(chat);
  await app.register(uploads);
  await app.register(quotes);
  await app.register(tasks);
  await app.register(social);
  await app.register(branding);
  await app.register(agentPage);
  await app.register(publicPages);
  await app.register(live);
  await app.register(liveBookingsOfCars);
  await app.register(basket);
  await app.register(checkout);
  await app.register(liveBookings);
  await app.register(events);
  await app.register(dev);
}
