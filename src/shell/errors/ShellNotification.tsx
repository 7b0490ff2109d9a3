import { useMemo } from 'react';
import { NotificationContext, type NotificationPayload, useNotificationContext } from 'ra-core';
import { Notification } from 'react-admin';

/** Error toasts the app raises itself; every other error toast repeats a server failure. */
const CLIENT_ERRORS = ['ra.message.invalid_form'];

export const showsToast = (notification: NotificationPayload) =>
  notification.type !== 'error' || (typeof notification.message === 'string' && CLIENT_ERRORS.includes(notification.message));

/**
 * react-admin's toasts minus its error toasts for failed calls: those reach the user through the
 * Foutmelding dialog already (docs/errors.md).
 */
export const ShellNotification = () => {
  const context = useNotificationContext();
  const filtered = useMemo(() => {
    const notifications = context.notifications.filter(showsToast);
    return {
      ...context,
      notifications,
      takeNotification: () => {
        const [first] = notifications;
        context.setNotifications((all) => all.filter((n) => n !== first && showsToast(n)));
        return first;
      },
    };
  }, [context]);
  return (
    <NotificationContext.Provider value={filtered}>
      <Notification />
    </NotificationContext.Provider>
  );
};
