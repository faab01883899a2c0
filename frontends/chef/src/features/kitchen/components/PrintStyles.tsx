import { createGlobalStyle } from 'styled-components';

/**
 * The print stylesheet of the kitchen pages: only the page's own content on white paper — the
 * site header and footer, the side menu, the dashboard toolbar and every `[data-print-hide]`
 * control are left out; cards lose their frame; tables keep their rows whole.
 */
export const PrintStyles = createGlobalStyle`
  @media print {
    @page {
      margin: 14mm;
    }
    body {
      background: #fff !important;
      color: #000 !important;
      font-size: 11pt;
    }
    header,
    footer,
    aside,
    [data-print-hide] {
      display: none !important;
    }
    main,
    [data-testid='chef-dashboard-layout'],
    [data-testid='chef-dashboard-layout'] > div {
      margin: 0 !important;
      padding: 0 !important;
      max-width: none !important;
    }
    [data-kitchen-page] {
      box-shadow: none !important;
      border: 0 !important;
      padding: 0 !important;
    }
    h1,
    h2,
    h3 {
      break-after: avoid;
    }
    tr {
      break-inside: avoid;
    }
    a {
      color: #000 !important;
      text-decoration: none !important;
    }
  }
`;
