import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, Spinner } from '@hearth/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SuccessNotice } from '../../../../../shared/account/Notice';
import {
  AddressFields,
  emptyAddress,
  type AddressValue,
} from '../../../lib/addresses/AddressFields';
import { useDefaultDeliveryAddress } from '../../../lib/addresses/use-default-delivery-address';
import { useSetDefaultDeliveryAddress } from '../api/use-set-default-delivery-address';

const Form = styled.form`
  max-width: 28rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/**
 * The default delivery address: the checkout's address fields (line 1, line 2, a postal code
 * chosen from the autocomplete's suggestions for its coordinates). Saved, it fills the checkout's
 * address; Remove clears it.
 */
export function DefaultAddressForm() {
  const t = useT();
  const { address: saved, loading } = useDefaultDeliveryAddress();
  const setDefaultAddress = useSetDefaultDeliveryAddress();
  const [address, setAddress] = useState<AddressValue>(emptyAddress);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (saved)
      setAddress({
        line1: saved.line1,
        line2: saved.line2 ?? '',
        postalCode: saved.postalCode,
        latitude: saved.latitude,
        longitude: saved.longitude,
      });
  }, [saved]);

  const send = async (input: AddressValue | null) => {
    setBusy(true);
    setErrors({});
    setBanner(null);
    setNotice(null);
    const outcome = await setDefaultAddress(input);
    setBusy(false);
    if (outcome.ok) {
      if (!input) setAddress(emptyAddress);
      setNotice(
        input
          ? t('Your default delivery address has been saved.')
          : t('Your default delivery address has been removed.'),
      );
      return;
    }
    const byField: Record<string, string> = {};
    for (const { field, message } of outcome.fieldErrors)
      byField[field.split('.').pop() ?? field] ??= message;
    setErrors(byField);
    if (outcome.message) setBanner(t(outcome.message));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(address);
  };

  if (loading) return <Spinner centered label={t('Loading your address…')} />;
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('Default delivery address')}>
      {notice && <SuccessNotice>{notice}</SuccessNotice>}
      {banner && <ErrorBanner>{banner}</ErrorBanner>}
      <AddressFields value={address} onChange={setAddress} errors={errors} />
      <Actions>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('Saving…') : t('Save address')}
        </Button>
        {saved && (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => void send(null)}
          >
            {t('Remove address')}
          </Button>
        )}
      </Actions>
    </Form>
  );
}
