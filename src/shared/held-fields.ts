/**
 * Fields that say who works a job and who did it, and whom the customer mails go to: set by the
 * server or by whoever may manage job orders, never by someone held to their own jobs (a
 * technician cannot hand a job on, credit a report to someone else, or aim the job's customer
 * mails at an address and a greeting of their own: issue 35, item 3). The server refuses a change
 * to them (auth/owned-records.ts, 403); the app's forms show them read-only to the same people
 * (crud/ResourceForm.tsx), from the same CASL ability.
 */
export const HELD_FIELDS: Readonly<Record<string, readonly string[]>> = {
  joborder_headers: ['joborder_employee_one', 'joborder_employee_two', 'contact_person', 'contact_phone', 'contact_email'],
  service_reports: ['employee_id'],
};

/** What of CASL's ability this needs. */
interface Ability {
  can(action: string, subject: string): boolean;
}

/** Whether the ability updates job orders without managing them: a technician, held to their own jobs. */
export const heldToOwnJobsBy = (ability: Ability): boolean => ability.can('update', 'joborder_headers') && !ability.can('manage', 'joborder_headers');

/** The fields of `resource` that `ability` may not change (none for whoever manages job orders). */
export function heldFields(resource: string, ability: Ability): readonly string[] {
  return resource in HELD_FIELDS && heldToOwnJobsBy(ability) ? HELD_FIELDS[resource]! : [];
}
