import { useT } from '@hearth/i18n';
import { media } from '@hearth/ui';
import styled from 'styled-components';
import { SOCIAL_LINKS, SUPPORT } from '../../../shared/contact';
import { INFO_PAGES, type InfoPagePath } from '../../../shared/info-pages';
import { EN_CA } from '../content/en-CA';
import { FaqCard } from '../components/FaqCard';
import '../translations';

export const Page = styled.article`
  max-width: 800px;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(12)} ${({ theme }) => theme.spacing(4)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    letter-spacing: -0.01em;
    overflow-wrap: break-word;
  }
  h2 {
    margin: ${({ theme }) => theme.spacing(10)} 0 ${({ theme }) => theme.spacing(3)};
    font-size: 1.375rem;
  }
  p,
  li {
    color: #44403c;
    line-height: 1.65;
    overflow-wrap: break-word;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    padding-left: 1.25rem;
  }
`;
const Intro = styled.p`
  font-size: 1.1875rem;
`;
const FaqList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const ContactCard = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(6)};
  margin-top: ${({ theme }) => theme.spacing(8)};
  padding: ${({ theme }) => theme.spacing(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
  }
  address {
    font-style: normal;
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  list-style: none;
  padding: 0 !important;
  a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    &:hover {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  }
`;

/**
 * A public footer information page: its title, intro and sections in the current
 * locale; /faqs adds the expandable question cards, /contact-us the support contact and socials.
 */
export default function InfoPage({ path }: { path: InfoPagePath }) {
  const t = useT();
  const title = INFO_PAGES.find((page) => page.path === path)?.title ?? '';
  const text = EN_CA.pages[path];
  return (
    <Page data-testid="info-page">
      <title>{`${t(title)} · Hearth`}</title>
      <h1>{t(title)}</h1>
      <Intro>{t(text.intro)}</Intro>
      {path === '/faqs' &&
        EN_CA.faq.map((group) => (
          <section key={group.heading} aria-labelledby={slug(group.heading)}>
            <h2 id={slug(group.heading)}>{t(group.heading)}</h2>
            <FaqList>
              {group.items.map((item) => (
                <FaqCard key={item.question} question={t(item.question)} answer={t(item.answer)} />
              ))}
            </FaqList>
          </section>
        ))}
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2>{t(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {path === '/contact-us' && <Contact />}
    </Page>
  );
}

function Contact() {
  const t = useT();
  return (
    <ContactCard data-testid="contact-card">
      <address>
        <h2>{t('Write to us')}</h2>
        <p>
          <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        </p>
      </address>
      <address>
        <h2>{t('Call us')}</h2>
        <p>
          <a href={`tel:${SUPPORT.tel}`}>{SUPPORT.phone}</a>
        </p>
        <p>{t('Weekdays, 9 a.m. to 6 p.m. Eastern Time')}</p>
        <p>{SUPPORT.city}</p>
      </address>
      <div>
        <h2>{t('Follow Hearth')}</h2>
        <SocialList aria-label={t('Social media')}>
          {SOCIAL_LINKS.map(({ label, href, Icon }) => (
            <li key={href}>
              <a href={href} aria-label={t(label)} target="_blank" rel="noopener noreferrer">
                <Icon size={20} aria-hidden="true" />
              </a>
            </li>
          ))}
        </SocialList>
      </div>
    </ContactCard>
  );
}

function slug(text: string): string {
  return `faq-${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
