export type LabelProfile = {
  agent_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
};

const clean = (v: string | null | undefined) => (v ?? '').trim();

/**
 * The generated quote label of SPEC 3: the brand prefix and a space followed by
 * the agent name, else first and last name, else first name; with none of
 * these, the prefix, a hyphen and a timestamp (milliseconds since 1970).
 */
export function quoteLabel(prefix: string, profile: LabelProfile, now: Date): string {
  const agent = clean(profile.agent_name);
  const first = clean(profile.first_name);
  const last = clean(profile.last_name);
  if (agent) return `${prefix} ${agent}`;
  if (first && last) return `${prefix} ${first} ${last}`;
  if (first) return `${prefix} ${first}`;
  return `${prefix}-${now.getTime()}`;
}
