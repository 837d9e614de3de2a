import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.font};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.5;
    /* A long name, email or league name breaks where it must instead of widening the page. */
    overflow-wrap: anywhere;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  /* A link on its own (not in a sentence) is a target for a finger: at least 44 px each way. */
  a:not(p a) {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
  }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;
