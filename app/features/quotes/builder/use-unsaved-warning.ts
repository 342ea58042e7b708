import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before unsaved changes are lost: an in-app navigation is held by the
 * returned blocker (the page shows a dialog), closing or reloading the tab
 * gets the browser's own prompt. `dirty` is read when navigating, so a save
 * that clears it just before redirecting is not blocked.
 */
export function useUnsavedWarning(dirty: () => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirty()) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}
