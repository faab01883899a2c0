import {
  Button,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  Modal,
  TwitterIcon,
  media,
} from '@hearth/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { INFO_PAGES } from '../../../shared/info-pages';

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
  grid-template-columns: 1.2fr 2fr 1.2fr;
  gap: ${({ theme }) => theme.spacing(8)};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(4)}
    ${({ theme }) => theme.spacing(6)};
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.spacing(6)};
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
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;
const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  list-style: none;
  margin: ${({ theme }) => theme.spacing(4)} 0 0;
  padding: 0;
  a {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 1px solid #57534e;
    &:hover {
      background: #292524;
    }
  }
`;
const Bottom = styled.div`
  border-top: 1px solid #292524;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4)};
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: 0.875rem;
  color: #a8a29e;
`;

const SOCIAL = [
  { label: 'Hearth on Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'Hearth on Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'Hearth on X', href: 'https://x.com/', Icon: TwitterIcon },
  { label: 'Hearth on LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
];

/** Site footer (SPEC §2): info links, newsletter trigger, social links, Toronto, Canada and © 2022. */
export function Footer() {
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  return (
    <Bar data-testid="site-footer">
      <Inner>
        <div>
          <h2>Hearth</h2>
          <p>
            Home-cooked meals from food-safety certified local chefs, ordered ahead so every dish is
            fresh.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2>Learn more</h2>
          <Links>
            {INFO_PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </Links>
        </nav>
        <div>
          <h2>Stay in the loop</h2>
          <p>News about chefs and dishes near you.</p>
          <Button $variant="secondary" $size="sm" onClick={() => setNewsletterOpen(true)}>
            Subscribe to our newsletter
          </Button>
          <Social aria-label="Social media">
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={href}>
                <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </Social>
        </div>
      </Inner>
      <Bottom>
        <span>Toronto, Canada</span>
        <span>© 2022 Hearth</span>
      </Bottom>
      <Modal open={newsletterOpen} onClose={() => setNewsletterOpen(false)} title="Newsletter">
        <p>Newsletter sign-up is coming soon. Thank you for your interest!</p>
        <Button onClick={() => setNewsletterOpen(false)}>Close</Button>
      </Modal>
    </Bar>
  );
}
