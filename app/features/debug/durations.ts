/** "1h 02m 05s", "4m 09s", "12s"; negative durations read as "expired 12s ago". */
export function formatDuration(ms: number): string {
  const expired = ms < 0;
  const total = Math.floor(Math.abs(ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = h > 0 ? `${h}h ${pad(m)}m ${pad(s)}s` : m > 0 ? `${m}m ${pad(s)}s` : `${s}s`;
  return expired ? `expired ${text} ago` : text;
}
