import { notify } from '../../../../components/ui/notifications.tsx';

/** A subscription change's texts: the message as the title when there is a detail line. */
export function notifyResult({ message, detail }: { message: string; detail: string | null }) {
  if (detail) notify.success(detail, { title: message });
  else notify.success(message);
}
