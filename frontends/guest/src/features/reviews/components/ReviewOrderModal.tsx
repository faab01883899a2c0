import { REVIEW_DESCRIPTION_MAX } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, Modal, Spinner, useToast } from '@hearth/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSaveReview, type ReviewDraft } from '../api/reviews';
import { useOrderReview } from '../api/use-order-review';
import { StarPicker } from './StarPicker';
import '../../../lib/order-translations';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  textarea {
    width: 100%;
    min-height: 96px;
    font: inherit;
    padding: ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(4)};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Props of {@link ReviewOrderModal}: a completed order of the signed-in guest. */
export interface ReviewOrderModalProps {
  orderId: string;
  restaurantId: string;
  restaurantName: string;
  onClose: () => void;
}

/** The form, mounted once the order's existing review (if any) is known. */
function ReviewForm({
  props,
  initial,
  reviewId,
}: {
  props: ReviewOrderModalProps;
  initial: ReviewDraft;
  reviewId: string | null;
}) {
  const t = useT();
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const save = useSaveReview({
    orderId: props.orderId,
    restaurantId: props.restaurantId,
    reviewId,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const outcome = await save(draft);
    setSaving(false);
    if (!outcome.ok) {
      setMessages(outcome.messages);
      return;
    }
    toast.show(t(outcome.notice), { tone: 'success' });
    props.onClose();
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <p>{props.restaurantName}</p>
      <StarPicker value={draft.stars} onChange={(stars) => setDraft({ ...draft, stars })} />
      <label>
        {t('Tell us about your order (optional)')}
        <textarea
          value={draft.description}
          maxLength={REVIEW_DESCRIPTION_MAX}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
      </label>
      {messages.length > 0 && (
        <ul role="alert">
          {messages.map((m) => (
            <li key={m}>{t(m)}</li>
          ))}
        </ul>
      )}
      <Button type="submit" disabled={saving}>
        {reviewId ? t('Update review') : t('Submit review')}
      </Button>
    </Form>
  );
}

/**
 * The 'Review Your Order' modal for a completed order: creates the order's review, or changes
 * it when one exists (one review per order), stars required.
 */
export function ReviewOrderModal(props: ReviewOrderModalProps) {
  const t = useT();
  const { review, loading } = useOrderReview(props.orderId);
  return (
    <Modal open onClose={props.onClose} title={t('Review Your Order')}>
      {loading ? (
        <Spinner centered label={t('Loading…')} />
      ) : (
        <ReviewForm
          props={props}
          reviewId={review?.id ?? null}
          initial={{ stars: review?.stars ?? 0, description: review?.description ?? '' }}
        />
      )}
    </Modal>
  );
}
