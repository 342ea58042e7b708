import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { useAuthDialog } from '~/features/shell/auth-dialog';

/**
 * A guard sends an anonymous visitor to `/?login=true&from=/the/page` (SPEC 6):
 * open the sign-in dialog once the session state is known. The `from`
 * parameter stays in the URL; the auth layer reads it after sign-in.
 */
export function useLoginFlag(): void {
  const [params] = useSearchParams();
  const { status } = useAuth();
  const dialog = useAuthDialog();
  const opened = useRef(false);
  const wantsLogin = params.get('login') === 'true';
  useEffect(() => {
    if (!wantsLogin || opened.current || status !== 'signed-out') return;
    opened.current = true;
    dialog.open('sign-in');
  }, [wantsLogin, status, dialog]);
}
