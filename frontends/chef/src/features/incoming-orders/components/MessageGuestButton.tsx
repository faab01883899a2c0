import { useMutation } from '@apollo/client/react';
import { MessagingMessages } from '@hearth/contracts';
import { OpenOrderConversationDocument } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, useToast } from '@hearth/ui';
import { useNavigate } from 'react-router';

/**
 * 'Message the guest' on the chef's order detail: opens the order's conversation (created on
 * first use; only the order's guest and chef may) and goes to it (/messages/:id), closing the
 * detail first. A failure (notifications does not know the order yet, or it is not the chef's)
 * shows 'This order is not available.' as a toast.
 */
export function MessageGuestButton({ orderId, onLeave }: { orderId: string; onLeave: () => void }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, { loading }] = useMutation(OpenOrderConversationDocument);
  return (
    <Button
      $variant="secondary"
      $size="sm"
      disabled={loading}
      data-testid="message-guest"
      onClick={() => {
        open({ variables: { orderId } })
          .then((r) => {
            const id = r.data?.openOrderConversation.id;
            if (!id) throw new Error('no conversation');
            onLeave();
            void navigate(`/messages/${id}`);
          })
          .catch(() => toast.show(t(MessagingMessages.orderNotFound)));
      }}
    >
      {loading ? t('Opening…') : t('Message the guest')}
    </Button>
  );
}
