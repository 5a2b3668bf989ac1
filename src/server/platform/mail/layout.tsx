import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mailText, type MailContent } from './text';

export type { MailContent } from './text';

/**
 * The one e-mail layout, the site's editorial look in what mail clients accept: tables, inline styles only,
 * a serif heading, a warm neutral ground and one terracotta accent. Colours keep their contrast when a
 * client darkens or inverts them. React escapes every value; nothing here runs in a browser.
 */
const palette = {
  ground: '#f3ede4',
  paper: '#fffcf7',
  rule: '#e4d9ca',
  ink: '#231d18',
  body: '#4a4037',
  quiet: '#7a6d61',
  accent: '#b4532a',
  accentInk: '#8f3f1d',
  onAccent: '#ffffff',
};
const serif = "Georgia, 'Times New Roman', Times, serif";
const sans =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const mono = "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";

const strings = {
  es: {
    fallback: 'Si el botón no funciona, copia y pega este enlace en tu navegador:',
    code: 'O escribe este código',
    codeAlone: 'Escribe este código',
    footer: 'Ciudad de México · Este correo se envió automáticamente; no hace falta responderlo.',
  },
  en: {
    fallback: 'If the button does not work, copy and paste this link into your browser:',
    code: 'Or enter this code',
    codeAlone: 'Enter this code',
    footer: 'Mexico City · This e-mail was sent automatically; there is no need to reply.',
  },
} as const;

const p: CSSProperties = {
  margin: '0 0 16px',
  fontFamily: sans,
  fontSize: 16,
  lineHeight: '26px',
  color: palette.body,
};

// Shown by inbox lists, hidden in the mail itself (mso-hide is Outlook's own property).
const preheaderStyle = {
  display: 'none',
  maxHeight: 0,
  overflow: 'hidden',
  opacity: 0,
  fontSize: 1,
  lineHeight: '1px',
  color: palette.ground,
  msoHide: 'all',
} as CSSProperties;

function Frame(props: { lang: 'es' | 'en'; siteName: string; preheader?: string; children: ReactNode }) {
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Our colours are already chosen for both schemes: ask clients not to repaint them. */}
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{props.siteName}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: palette.ground, color: palette.body }}>
        {props.preheader ? <div style={preheaderStyle}>{props.preheader}</div> : null}
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: palette.ground, borderCollapse: 'collapse' }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '32px 16px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, borderCollapse: 'collapse' }}
                >
                  <tbody>{props.children}</tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function Mail(props: MailContent & { siteName: string }) {
  const t = strings[props.lang];
  return (
    <Frame lang={props.lang} siteName={props.siteName} preheader={props.preheader}>
      <tr>
        <td style={{ padding: '0 8px 20px', fontFamily: serif, fontSize: 22, color: palette.ink }}>
          {props.siteName}
        </td>
      </tr>
      <tr>
        <td
          style={{
            backgroundColor: palette.paper,
            border: `1px solid ${palette.rule}`,
            borderRadius: 12,
            padding: '40px 32px',
            color: palette.body,
          }}
        >
          <h1
            style={{
              margin: '0 0 20px',
              fontFamily: serif,
              fontWeight: 400,
              fontSize: 28,
              lineHeight: '36px',
              color: palette.ink,
            }}
          >
            {props.heading}
          </h1>
          {props.paragraphs.map((text, index) => (
            <p key={index} style={p}>
              {text}
            </p>
          ))}
          {props.action ? (
            <>
              <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '28px 0' }}>
                <tbody>
                  <tr>
                    <td style={{ backgroundColor: palette.accent, borderRadius: 999 }}>
                      <a
                        href={props.action.url}
                        style={{
                          display: 'inline-block',
                          padding: '14px 28px',
                          fontFamily: sans,
                          fontSize: 16,
                          fontWeight: 600,
                          color: palette.onAccent,
                          textDecoration: 'none',
                          borderRadius: 999,
                        }}
                      >
                        {props.action.label}
                      </a>
                    </td>
                  </tr>
                </tbody>
              </table>
              <p style={{ ...p, fontSize: 13, lineHeight: '20px', color: palette.quiet }}>
                {t.fallback}
                <br />
                <a href={props.action.url} style={{ color: palette.accentInk, wordBreak: 'break-all' }}>
                  {props.action.url}
                </a>
              </p>
            </>
          ) : null}
          {props.code ? (
            <div style={{ margin: '28px 0' }}>
              <p style={{ ...p, margin: '0 0 8px', fontSize: 13, color: palette.quiet }}>
                {props.action ? t.code : t.codeAlone}
              </p>
              <div
                style={{
                  display: 'inline-block',
                  padding: '12px 20px',
                  backgroundColor: palette.ground,
                  border: `1px solid ${palette.rule}`,
                  borderRadius: 8,
                  fontFamily: mono,
                  fontSize: 32,
                  lineHeight: '40px',
                  letterSpacing: 8,
                  color: palette.ink,
                }}
              >
                {props.code}
              </div>
            </div>
          ) : null}
          {props.footnote ? (
            <p
              style={{
                ...p,
                margin: '28px 0 0',
                paddingTop: 20,
                borderTop: `1px solid ${palette.rule}`,
                fontSize: 14,
                lineHeight: '22px',
                color: palette.quiet,
              }}
            >
              {props.footnote}
            </p>
          ) : null}
        </td>
      </tr>
      <tr>
        <td
          style={{
            padding: '20px 8px 0',
            fontFamily: sans,
            fontSize: 12,
            lineHeight: '18px',
            color: palette.quiet,
          }}
        >
          {props.siteName} · {t.footer}
        </td>
      </tr>
    </Frame>
  );
}

/** Renders a mail's HTML and plain-text parts; the caller writes the subject. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const siteName = content.siteName ?? 'Estudio';
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<Mail {...content} siteName={siteName} />)}`;
  const words = strings[content.lang];
  // Without a button the code is not an alternative to it ("Or enter…"), it is the step itself.
  const code = content.action ? words.code : words.codeAlone;
  return { html, text: mailText(content, siteName, { ...words, code }) };
}
