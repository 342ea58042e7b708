import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db';
import { defineJob } from '../../jobs/define';
import { TRIPS, todaySql } from './travel-dates';

/**
 * The retention sweep: deletes the passport (number, issuing country, issue
 * and expiry dates), medical and dietary data of every passenger whose last
 * trip came home more than six months ago, unless their record says to keep
 * it. Passengers who never travelled are left alone (nothing to count from).
 * Returns how many passengers it cleared. `today` ('YYYY-MM-DD') is for tests.
 */
export async function purgeExpiredSensitiveData(db: Executor, opts: { today?: string } = {}): Promise<number> {
  const result = await db.execute(sql`
    update passengers p
       set passport_number_enc = null, passport_issuing_country = null,
           passport_issue_date = null, passport_expiry_date = null,
           medical_notes_enc = null, dietary_notes = null,
           sensitive_data_purged_at = now(), updated_at = now()
     where p.keep_sensitive_data = false
       and p.anonymised_at is null
       and (p.passport_number_enc is not null or p.passport_issuing_country is not null
            or p.passport_issue_date is not null or p.passport_expiry_date is not null
            or p.medical_notes_enc is not null or p.dietary_notes is not null)
       and (select (max(t.return_date) + interval '6 months')::date
              from ${TRIPS} as t where t.passenger_id = p.id) < ${todaySql(opts.today)}`);
  return result.rowCount ?? 0;
}

/** Daily at 03:30 UK time. */
export const passengerRetentionJob = defineJob({
  name: 'passengers-retention',
  data: z.object({}),
  schedule: '30 3 * * *',
  handler: async (_data, ctx) => {
    await purgeExpiredSensitiveData(ctx.db);
  },
});
