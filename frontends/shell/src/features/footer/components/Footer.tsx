import { useT } from '@hearth/i18n';
import { Button, media } from '@hearth/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SOCIAL_LINKS, SUPPORT } from '../../../shared/contact';
import { INFO_PAGES } from '../../../shared/info-pages';
import { LocaleSwitcher } from '../../../components/LocaleSwitcher';
import { NewsletterModal, preloadNewsletterForm } from './NewsletterModal';
import '../translations';

const Bar = styled.footer`
  margin-top: auto;
  background: #1c1917;
  color: #e7e5e4;
  a {
    color: #f5f5f4;
  }
`;
const Inner = styled.div`
  display: grid;
  grid-template-columns: 1.2fr 1.6fr 1.2fr;
  gap: ${({ theme }) => theme.spacing(8)};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(4)}
    ${({ theme }) => theme.spacing(6)};
  /* Tablets: brand and newsletter side by side, the page links on their own row. */
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > nav {
      grid-column: 1 / -1;
      order: 1;
    }
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(8)};
    > nav {
      order: 0;
    }
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    font-size: 1rem;
    color: #fff;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
  }
`;
const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  columns: 2;
  column-gap: ${({ theme }) => theme.spacing(6)};
  li {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    break-inside: avoid;
  }
  a {
    display: inline-block;
    padding: 2px 0;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;
const Support = styled.address`
  font-style: normal;
  margin-top: ${({ theme }) => theme.spacing(4)};
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  a {
    overflow-wrap: anywhere;
  }
`;
const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  list-style: none;
  margin: ${({ theme }) => theme.spacing(4)} 0;
  padding: 0;
  a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid #78716c;
    &:hover {
      background: #292524;
    }
  }
`;
const Bottom = styled.div`
  border-top: 1px solid #44403c;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4)};
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: 0.875rem;
  color: #d6d3d1;
`;

/**
 * Site footer: the information pages, the support contact, the newsletter sign-up,
 * social links, the locale switcher, and 'Toronto, Canada' with '© 2022 Hearth'.
 */
export function Footer() {
  const t = useT();
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  return (
    <Bar data-testid="site-footer">
      <Inner>
        <div>
          <h2>Hearth</h2>
          <p>
            {t(
              'Home-cooked meals from food-safety certified local chefs, ordered ahead so every dish is fresh.',
            )}
          </p>
          <Support aria-label={t('Support contact')} data-testid="support-contact">
            <strong>{t('Support')}</strong>
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
            <a href={`tel:${SUPPORT.tel}`}>{SUPPORT.phone}</a>
          </Support>
        </div>
        <nav aria-label={t('Footer')}>
          <h2>{t('Learn more')}</h2>
          <Links>
            {INFO_PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{t(page.title)}</Link>
              </li>
            ))}
          </Links>
        </nav>
        <div>
          <h2>{t('Stay in the loop')}</h2>
          <p>{t('News about chefs and dishes near you.')}</p>
          <Button
            $variant="secondary"
            $size="sm"
            data-testid="newsletter-button"
            onClick={() => setNewsletterOpen(true)}
            onMouseEnter={preloadNewsletterForm}
            onFocus={preloadNewsletterForm}
          >
            {t('Subscribe to our newsletter')}
          </Button>
          <Social aria-label={t('Social media')}>
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={href}>
                <a href={href} aria-label={t(label)} target="_blank" rel="noopener noreferrer">
                  <Icon size={20} aria-hidden="true" />
                </a>
              </li>
            ))}
          </Social>
          <LocaleSwitcher tone="dark" />
        </div>
      </Inner>
      <Bottom>
        <span>Toronto, Canada</span>
        <span>© 2022 Hearth</span>
      </Bottom>
      <NewsletterModal open={newsletterOpen} onClose={() => setNewsletterOpen(false)} />
    </Bar>
  );
}
