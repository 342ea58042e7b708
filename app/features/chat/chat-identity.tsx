import { lazy, Suspense } from 'react';
import { usePublicConfig } from '~/lib/config';

const ChatWidget = lazy(() => import('./chat-widget'));

/**
 * Live chat (SPEC 4, 7): only when a widget id is configured. The widget code
 * loads only then, so deployments without chat (and public pages' first load,
 * DESIGN 8) do not carry it.
 */
export function ChatIdentity() {
  const { chatWidgetId } = usePublicConfig();
  if (!chatWidgetId) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget chatWidgetId={chatWidgetId} />
    </Suspense>
  );
}
