import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isHeaderHidden } from '@domain/public-paths';
import type { ChatHash } from '@domain/schemas/dev';
import { useAuth } from '~/features/auth/auth-context';
import { declared, request } from '~/lib/api';
import { identifyChatVisitor, type ChatWidget } from './identify';

type WidgetGlobal = Partial<ChatWidget> & { hideWidget?: () => void; showWidget?: () => void };

declare global {
  interface Window {
    Tawk_API?: WidgetGlobal;
  }
}

function findWidget(): ChatWidget | null {
  const w = window.Tawk_API;
  if (!w || typeof w.setAttributes !== 'function') return null;
  const setAttributes = w.setAttributes.bind(w);
  return { setAttributes };
}

function loadWidget(widgetId: string) {
  if (document.getElementById('chat-widget-script')) return;
  window.Tawk_API ??= {};
  const s = document.createElement('script');
  s.id = 'chat-widget-script';
  s.async = true;
  s.src = `https://embed.tawk.to/${encodeURI(widgetId)}`;
  s.charset = 'UTF-8';
  s.setAttribute('crossorigin', '*');
  document.body.appendChild(s);
}

const sleepWith = (signal: AbortSignal) => (ms: number) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });

/**
 * Live chat (SPEC 4, 7), mounted by ChatIdentity once a widget id is
 * configured: loads the widget, hides it where the header is hidden, and
 * identifies the signed-in user.
 */
export default function ChatWidget({ chatWidgetId }: { chatWidgetId: string }) {
  const { user, profile } = useAuth();
  const { pathname } = useLocation();

  useEffect(() => {
    if (chatWidgetId) loadWidget(chatWidgetId);
  }, [chatWidgetId]);

  useEffect(() => {
    if (!chatWidgetId) return;
    const w = window.Tawk_API;
    if (isHeaderHidden(pathname)) w?.hideWidget?.();
    else w?.showWidget?.();
  }, [chatWidgetId, pathname]);

  useEffect(() => {
    if (!chatWidgetId || !user || !profile) return;
    const controller = new AbortController();
    void identifyChatVisitor(
      {
        id: user.id,
        email: user.email,
        createdAt: user.createdAt,
        role: profile.role,
        firstName: profile.first_name,
        lastName: profile.last_name,
        phone: profile.phone_number,
        agency: profile.agency_name,
      },
      {
        findWidget,
        fetchHash: () =>
          request(declared<ChatHash>(), '/api/chat/hash', { signal: controller.signal }).then((r) => r.hash),
        sleep: sleepWith(controller.signal),
        signal: controller.signal,
      },
    );
    return () => controller.abort();
  }, [chatWidgetId, user, profile]);

  return null;
}
