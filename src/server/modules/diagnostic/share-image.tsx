import fs from 'node:fs';
import { createRequire } from 'node:module';
import { dimensionIds, type DiagnosticDefinition, type SharedResult } from '@contracts/diagnostic';
import type { Language } from '@contracts/i18n';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';

/** The Open Graph size every network crops well (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

// The site's palette (light theme) in sRGB: warm neutral base, one terracotta accent.
const PAD_X = 64;
const PAD_Y = 56;

const colors = {
  background: '#fbf8f4',
  foreground: '#221d19',
  muted: '#6c645c',
  track: '#ece6df',
  accent: '#b0532f',
  accentSoft: 'rgba(176, 83, 47, 0.16)',
  grid: '#ddd5cc',
};

const words = {
  es: { eyebrow: 'Diagnóstico de marca personal', outOf: 'de 100', level: 'Nivel', cta: 'Haz el tuyo en' },
  en: { eyebrow: 'Personal brand diagnostic', outOf: 'out of 100', level: 'Level', cta: 'Take yours at' },
} satisfies Record<Language, Record<string, string>>;

const require = createRequire(import.meta.url);
let fonts: Font[] | null = null;
/** The site's own typefaces (self-hosted @fontsource WOFF files; satori turns the glyphs into paths). */
function loadFonts(): Font[] {
  const file = (pkg: string, name: string) => fs.readFileSync(require.resolve(`${pkg}/files/${name}`));
  fonts ??= [
    { name: 'Inter', data: file('@fontsource/inter', 'inter-latin-400-normal.woff'), weight: 400 },
    { name: 'Inter', data: file('@fontsource/inter', 'inter-latin-600-normal.woff'), weight: 600 },
    { name: 'Fraunces', data: file('@fontsource/fraunces', 'fraunces-latin-500-normal.woff'), weight: 500 },
  ];
  return fonts;
}

/** The hexagonal radar of the six dimensions as an SVG data URI (the same geometry as the web chart). */
function radarDataUri(scores: SharedResult['dimensions']): string {
  const size = 400;
  const center = size / 2;
  const radius = 170;
  const point = (i: number, scale: number) => {
    const angle = ((-90 + i * 60) * Math.PI) / 180;
    return `${(center + Math.cos(angle) * radius * scale).toFixed(1)},${(center + Math.sin(angle) * radius * scale).toFixed(1)}`;
  };
  const ring = (scale: number) => dimensionIds.map((_, i) => point(i, scale)).join(' ');
  const shape = dimensionIds.map((id, i) => point(i, Math.max(0.02, (scores[id] ?? 0) / 100)));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">`,
    ...[0.25, 0.5, 0.75, 1].map(
      (s) => `<polygon points="${ring(s)}" fill="none" stroke="${colors.grid}" stroke-width="1.5"/>`,
    ),
    ...dimensionIds.map(
      (_, i) =>
        `<line x1="${center}" y1="${center}" x2="${point(i, 1).split(',')[0]}" y2="${point(i, 1).split(',')[1]}" stroke="${colors.grid}" stroke-width="1.5"/>`,
    ),
    `<polygon points="${shape.join(' ')}" fill="${colors.accentSoft}" stroke="${colors.accent}" stroke-width="4" stroke-linejoin="round"/>`,
    ...shape.map((p) => {
      const [x, y] = p.split(',');
      return `<circle cx="${x}" cy="${y}" r="7" fill="${colors.accent}"/>`;
    }),
    '</svg>',
  ].join('');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function ShareCard(props: {
  result: SharedResult;
  definition: DiagnosticDefinition;
  lang: Language;
  siteHost: string;
}) {
  const { result, definition, lang } = props;
  const w = words[lang];
  const dimensionName = (id: string) => definition.dimensions.find((d) => d.id === id)?.name[lang] ?? id;
  return (
    <div
      style={{
        // Sizes here are content-box: the padding comes on top.
        width: SHARE_IMAGE.width - 2 * PAD_X,
        height: SHARE_IMAGE.height - 2 * PAD_Y,
        display: 'flex',
        justifyContent: 'space-between',
        background: colors.background,
        color: colors.foreground,
        fontFamily: 'Inter',
        padding: `${PAD_Y}px ${PAD_X}px`,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          width: 540,
          height: SHARE_IMAGE.height - 2 * PAD_Y,
          flexShrink: 0,
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{
              fontSize: 22,
              fontWeight: 600,
              letterSpacing: 3,
              textTransform: 'uppercase',
              color: colors.accent,
            }}
          >
            {w.eyebrow}
          </div>
          {result.name ? (
            <div style={{ fontSize: 32, marginTop: 16, color: colors.muted }}>{result.name}</div>
          ) : null}
          <div style={{ display: 'flex', alignItems: 'baseline', marginTop: 20 }}>
            <div style={{ fontFamily: 'Fraunces', fontSize: 176, lineHeight: 1, letterSpacing: -4 }}>
              {String(result.overall)}
            </div>
            <div style={{ fontSize: 32, marginLeft: 18, color: colors.muted }}>{w.outOf}</div>
          </div>
          <div style={{ display: 'flex', alignItems: 'center', marginTop: 24 }}>
            <div style={{ fontSize: 26, color: colors.muted, marginRight: 14 }}>{w.level}</div>
            <div
              style={{
                fontSize: 32,
                fontWeight: 600,
                color: colors.background,
                background: colors.accent,
                borderRadius: 999,
                padding: '6px 24px',
              }}
            >
              {result.levelText.name[lang]}
            </div>
          </div>
        </div>
        <div style={{ fontSize: 24, color: colors.muted }}>
          {w.cta} {props.siteHost}
        </div>
      </div>
      <div
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 470, flexShrink: 0 }}
      >
        <img src={radarDataUri(result.dimensions)} width={270} height={270} alt="" />
        <div style={{ display: 'flex', flexDirection: 'column', width: 470, marginTop: 22 }}>
          {dimensionIds.map((id) => (
            <div key={id} style={{ display: 'flex', alignItems: 'center', fontSize: 17, height: 32 }}>
              <div style={{ width: 296 }}>{dimensionName(id)}</div>
              <div style={{ display: 'flex', flex: 1, height: 8, borderRadius: 4, background: colors.track }}>
                <div
                  style={{
                    width: `${result.dimensions[id] ?? 0}%`,
                    height: 8,
                    borderRadius: 4,
                    background: colors.accent,
                  }}
                />
              </div>
              <div style={{ width: 48, textAlign: 'right', fontWeight: 600 }}>
                {String(result.dimensions[id] ?? 0)}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A PNG card of a shared result: score, level, the six dimensions and the radar, for link previews. */
export async function renderShareImage(input: {
  result: SharedResult;
  definition: DiagnosticDefinition;
  lang: Language;
  siteHost: string;
}): Promise<Buffer> {
  const svg = await satori(<ShareCard {...input} />, { ...SHARE_IMAGE, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } }).render().asPng();
}
