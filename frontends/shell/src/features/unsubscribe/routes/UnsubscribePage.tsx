import { NewsletterPostMessages } from '@hearth/contracts/messages';
import { useT } from '@hearth/i18n';
import { Button, Card, ErrorBanner } from '@hearth/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { SuccessNotice } from '../../../../../shared/account/Notice';
import { settleWaitlistCall } from '../../../../../shared/waitlist/outcome';
import { useUnsubscribeFromNewsletter } from '../api/use-unsubscribe';
import '../translations';

const Wrap = styled.div`
  width: 100%;
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    font-size: 1.75rem;
    overflow-wrap: anywhere;
  }
  h1:focus {
    outline: none;
  }
  p {
    overflow-wrap: anywhere;
  }
`;
const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /unsubscribe?token=…, the page of the link at the bottom of every newsletter: one button
 * unsubscribes the address the link was sent to from every Hearth newsletter (opening the page
 * changes nothing, so a mail scanner that fetches links unsubscribes nobody). Success names the
 * address; a link that is missing or not valid says so. The page sends no referrer, so the token
 * never leaves in a Referer header. Mail clients' own unsubscribe button POSTs to
 * /newsletter/unsubscribe instead (one click, no page).
 */
export default function UnsubscribePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [unsubscribe] = useUnsubscribeFromNewsletter();
  const [invalid, setInvalid] = useState(!token);
  const [banner, setBanner] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (email) heading.current?.focus();
  }, [email]);

  const onUnsubscribe = async () => {
    setBusy(true);
    setBanner(null);
    let unsubscribed: string | null = null;
    const outcome = await settleWaitlistCall('NewsletterUnsubscribed', async () => {
      const result = (await unsubscribe({ variables: { token } })).data?.unsubscribeFromNewsletter;
      if (result?.__typename === 'NewsletterUnsubscribed') unsubscribed = result.email;
      return result;
    });
    setBusy(false);
    if (outcome.ok) {
      setEmail(unsubscribed);
      return;
    }
    if (outcome.fieldErrors.some((e) => e.field === 'token')) setInvalid(true);
    else setBanner(t(outcome.message ?? outcome.fieldErrors[0]?.message ?? ''));
  };

  return (
    <Wrap>
      <title>{`${t('Unsubscribe from Hearth newsletters')} · Hearth`}</title>
      <meta name="referrer" content="no-referrer" />
      <Card>
        <h1 ref={heading} tabIndex={-1}>
          {email ? t('You are unsubscribed') : t('Unsubscribe from Hearth newsletters')}
        </h1>
        {email ? (
          <>
            <SuccessNotice>
              {t('{{email}} will get no more Hearth newsletters.', { email })}
            </SuccessNotice>
            <Button type="button" onClick={() => navigate('/')}>
              {t('Back to Home Page')}
            </Button>
          </>
        ) : invalid ? (
          <ErrorBanner>{t(NewsletterPostMessages.unsubscribeLinkInvalid)}</ErrorBanner>
        ) : (
          <>
            <Intro>
              {t(
                'Press the button to stop getting Hearth newsletters at the address this link was sent to. You can subscribe again at any time.',
              )}
            </Intro>
            {banner && <ErrorBanner>{banner}</ErrorBanner>}
            <Button
              type="button"
              onClick={onUnsubscribe}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? t('Unsubscribing…') : t('Unsubscribe')}
            </Button>
          </>
        )}
      </Card>
    </Wrap>
  );
}
