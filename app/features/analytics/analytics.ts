/** Where analytics events go. The default drops them; dev logs them; a real sink can be plugged in. */
export type AnalyticsSink = (event: string, props: Record<string, unknown>) => void;

export const noopSink: AnalyticsSink = () => undefined;
export const consoleSink: AnalyticsSink = (event, props) => console.info('[analytics]', event, props);

let sink: AnalyticsSink = import.meta.env?.DEV ? consoleSink : noopSink;

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

/** The generic event helper of SPEC 7 (sign_in_click, join_today_click, ...). A failing sink never breaks the UI. */
export function track(event: string, props: Record<string, unknown> = {}): void {
  try {
    sink(event, props);
  } catch {
    // Analytics must not interfere with what the user is doing.
  }
}
