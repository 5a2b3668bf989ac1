import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http';
import type { ReportsDeps } from './routes';

export function overviewRoutes(_deps: ReportsDeps) {
  return new Hono<AppEnv>();
}
