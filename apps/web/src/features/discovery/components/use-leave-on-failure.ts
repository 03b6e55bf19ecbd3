import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AppErrorCode, DISCOVERY_MESSAGES, href } from '@pagebird/contract';
import { notify } from '../../../components/ui/notifications.tsx';
import { isAbortError, isApiError } from '../../../lib/api-client.ts';

/**
 * Spec §8: "Discovery zone load failure shows an error and returns to the dashboard" — a
 * notification, then the browse page. A zone that does not exist (or is not for this reader)
 * says so; any other failure gets the zone's load-failure text. A 401 is left to the app (it
 * signs out), a cancelled request is ignored.
 */
export function useLeaveOnFailure(error: unknown) {
  const navigate = useNavigate();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!error || handled.current === error || isAbortError(error)) return;
    handled.current = error;
    if (isApiError(error) && error.status === 401) return;
    notify.error(
      isApiError(error) && error.code === AppErrorCode.NOT_FOUND
        ? DISCOVERY_MESSAGES.zoneNotFound
        : DISCOVERY_MESSAGES.loadFailed,
    );
    void navigate(href('browse'), { replace: true });
  }, [error, navigate]);
}
