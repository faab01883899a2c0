import { useT } from '@hearth/i18n';
import { media } from '@hearth/ui';
import styled from 'styled-components';
import { ButtonLink, PUBLIC_LINKS } from '../../../shared/links';
import { Section } from './Section';
import '../translations';

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(10)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #9a3412;
  color: #fff;
  ${media.mobile} {
    padding: ${({ theme }) => theme.spacing(6)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: clamp(1.5rem, 3.2vw, 2rem);
  }
  p {
    margin: 0;
    max-width: 52ch;
    color: #ffedd5;
  }
`;
const BannerLink = styled(ButtonLink)`
  background: #fff;
  color: #9a3412;
  &:hover:not(:disabled) {
    background: #ffedd5;
  }
`;

/** The 'Join our waitlist today!' banner that closes the home page. */
export function WaitlistBanner() {
  const t = useT();
  return (
    <Section aria-labelledby="waitlist-banner-heading" data-testid="waitlist-banner">
      <Banner>
        <div>
          <h2 id="waitlist-banner-heading">{t('Join our waitlist today!')}</h2>
          <p>
            {t(
              'Be among the first guests when Hearth opens in your part of Toronto, and get exclusive launch promotions.',
            )}
          </p>
        </div>
        <BannerLink to={PUBLIC_LINKS.joinWaitlist}>{t('Reserve my spot')}</BannerLink>
      </Banner>
    </Section>
  );
}
