/**
 * The college's look for every e-mail, built with React Email's components (with `createElement`: the
 * services run as TypeScript without JSX). Colours are the site's design tokens; every text colour keeps
 * a contrast of at least 7:1 on its background, and there are no images, so nothing needs alt text and
 * nothing is lost when a client blocks them.
 */
import { SITE } from '@aspire/config/site';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { type CSSProperties, createElement, type ReactElement, type ReactNode } from 'react';

/** The site's tokens (shared/ui/src/tokens.css). */
const COLOR = {
  brand: '#0b5d4b',
  ink: '#1b2428',
  inkMuted: '#4a575d',
  surface: '#ffffff',
  surfaceAlt: '#f4f7f5',
  line: '#d5ddd9',
};
const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const style = {
  body: { backgroundColor: COLOR.surfaceAlt, fontFamily: FONT, margin: 0, padding: '24px 0' },
  container: { backgroundColor: COLOR.surface, border: `1px solid ${COLOR.line}`, maxWidth: '600px' },
  header: { backgroundColor: COLOR.brand, padding: '20px 32px' },
  collegeName: { color: COLOR.surface, fontSize: '20px', fontWeight: 700, margin: 0 },
  content: { padding: '8px 32px 24px' },
  heading: { color: COLOR.ink, fontSize: '22px', lineHeight: '30px', margin: '24px 0 8px' },
  text: { color: COLOR.ink, fontSize: '16px', lineHeight: '24px', margin: '12px 0' },
  button: {
    backgroundColor: COLOR.brand,
    borderRadius: '6px',
    color: COLOR.surface,
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  detailLabel: {
    color: COLOR.inkMuted,
    fontSize: '14px',
    lineHeight: '22px',
    padding: '6px 12px 6px 0',
    verticalAlign: 'top',
    width: '38%',
  },
  detailValue: {
    color: COLOR.ink,
    fontSize: '15px',
    lineHeight: '22px',
    padding: '6px 0',
    verticalAlign: 'top',
  },
  detailRow: { borderBottom: `1px solid ${COLOR.line}` },
  link: { color: COLOR.brand, textDecoration: 'underline', wordBreak: 'break-all' },
  footer: { padding: '0 32px 24px' },
  footerText: { color: COLOR.inkMuted, fontSize: '13px', lineHeight: '20px', margin: '4px 0' },
} satisfies Record<string, CSSProperties>;

/** A paragraph of the message. */
export const paragraph = (...children: ReactNode[]) =>
  createElement(Text, { style: style.text }, ...children);

/** A link written out in full, for readers whose client does not show the button. */
export const plainLink = (href: string) => createElement(Link, { href, style: style.link }, href);

/**
 * Labelled details (an application's fields, an order's lines and totals) as a two-column table of
 * real text: a label cell and its value, one row each. Rows whose value is empty are left out.
 */
export const detailsTable = (rows: ReadonlyArray<readonly [label: string, value: string | undefined]>) =>
  createElement(
    Section,
    { style: { margin: '16px 0' } },
    createElement(
      'table',
      {
        role: 'presentation',
        width: '100%',
        cellPadding: 0,
        cellSpacing: 0,
        style: { borderCollapse: 'collapse' },
      },
      createElement(
        'tbody',
        null,
        ...rows
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([label, value]) =>
            createElement(
              'tr',
              { key: label, style: style.detailRow },
              createElement('th', { scope: 'row', align: 'left', style: style.detailLabel }, label),
              createElement('td', { style: style.detailValue }, value),
            ),
          ),
      ),
    ),
  );

/** The message's one call to action. */
export const actionButton = (href: string, label: string) =>
  createElement(
    Section,
    { style: { margin: '20px 0' } },
    createElement(Button, { href, style: style.button }, label),
  );

/**
 * A whole e-mail: the college's name as its header, a heading, the content, and a footer with both
 * offices' phones and the site's address (from SITE_URL).
 */
export function mailLayout(props: {
  /** The public address of the site (SITE_URL). */
  siteUrl: string;
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode[];
}): ReactElement {
  const site = props.siteUrl.replace(/\/$/, '');
  const offices = SITE.offices.map((office) => `${office.city} ${office.phone}`).join(' · ');
  return createElement(
    Html,
    { lang: 'en', dir: 'ltr' },
    createElement(Head, null, createElement('title', null, props.heading)),
    createElement(Preview, null, props.preview),
    createElement(
      Body,
      { style: style.body },
      createElement(
        Container,
        { style: style.container },
        createElement(
          Section,
          { style: style.header },
          createElement(Text, { style: style.collegeName }, SITE.name),
        ),
        createElement(
          Section,
          { style: style.content },
          createElement(Heading, { as: 'h1', style: style.heading }, props.heading),
          ...props.children,
        ),
        createElement(Hr, { style: { borderColor: COLOR.line, margin: '0 32px 16px' } }),
        createElement(
          Section,
          { style: style.footer },
          createElement(Text, { style: style.footerText }, `${SITE.name} · ${SITE.locations}`),
          createElement(Text, { style: style.footerText }, `Call us: ${offices}`),
          createElement(
            Text,
            { style: style.footerText },
            createElement(
              Link,
              { href: site, style: { ...style.link, wordBreak: 'normal' } },
              new URL(site).host,
            ),
          ),
        ),
      ),
    ),
  );
}
