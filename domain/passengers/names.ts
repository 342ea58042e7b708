/** A passenger's name as the dashboard shows it: title, first, middle and last names. */
export function passengerFullName(p: {
  title?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
}): string {
  return [p.title, p.firstName, p.middleName, p.lastName].filter((s) => s && s.trim()).join(' ');
}
