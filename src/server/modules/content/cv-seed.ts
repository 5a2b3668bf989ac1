import type { LocalizedText } from '@contracts/content';
import type { Db } from '../../platform/db/client';
import { cvItems, cvSections, cvSettings } from './cv-schema';

/*
 * Sample CV for the seed set 'cv-v1': a Mexico City professional in branding, web and app development,
 * photography and legal-tech consulting (the same "Alex Rivera" as the profile and the biography's
 * timeline). The owner replaces every text from the admin area. A shipped set never changes.
 */

type Kind =
  'objective' | 'experience' | 'education' | 'technical' | 'creative' | 'marketing' | 'interpersonal';
type ItemSeed = Partial<Omit<typeof cvItems.$inferInsert, 'id' | 'sectionId' | 'sortOrder'>> & {
  title: LocalizedText;
};
interface SectionSeed {
  kind: Kind;
  title: LocalizedText;
  body?: LocalizedText;
  items?: ItemSeed[];
}

const skill = (es: string, en: string, level: number | null, note?: LocalizedText): ItemSeed => ({
  title: { es, en },
  level,
  ...(note ? { note } : {}),
});

export const seedCvSections: SectionSeed[] = [
  {
    kind: 'objective',
    title: { es: 'Objetivo profesional', en: 'Professional objective' },
    body: {
      es: 'Busco sumarme a un equipo o a clientes de largo plazo donde la marca, la tecnología y el cumplimiento legal se piensen juntos. Quiero aportar más de diez años de experiencia en identidad visual, desarrollo web y automatización de procesos jurídicos para crear productos claros, accesibles y fáciles de mantener, con impacto medible en el negocio.',
      en: 'I am looking to join a team, or work with long-term clients, where brand, technology and legal compliance are thought through together. I bring more than ten years of experience in visual identity, web development and legal process automation to build products that are clear, accessible and easy to maintain, with a measurable impact on the business.',
    },
  },
  {
    kind: 'experience',
    title: { es: 'Experiencia profesional', en: 'Professional experience' },
    items: [
      {
        title: { es: 'Fundador y director creativo', en: 'Founder and creative director' },
        organisation: { es: 'Estudio Alex Rivera', en: 'Alex Rivera Studio' },
        place: { es: 'Ciudad de México', en: 'Mexico City' },
        starts: '2021-03',
        ends: null,
        summary: {
          es: 'Estudio independiente de marca, desarrollo web, fotografía y consultoría legal-tech para profesionales, despachos y pequeñas empresas.',
          en: 'Independent studio for branding, web development, photography and legal-tech consulting, serving professionals, law firms and small businesses.',
        },
        highlights: {
          es: [
            'Más de 40 proyectos entregados, con un 70 % de clientes que vuelven o me recomiendan.',
            'Diseño y desarrollo de sitios en React y Node.js con puntuaciones de Lighthouse superiores a 95.',
            'Automatización de contratos y avisos de privacidad para cinco despachos, conforme a la LFPDPPP.',
          ],
          en: [
            'Over 40 projects delivered, with 70% of clients returning or referring others.',
            'Designed and built React and Node.js websites with Lighthouse scores above 95.',
            'Automated contracts and privacy notices for five law firms, in line with Mexican data-protection law.',
          ],
        },
      },
      {
        title: { es: 'Líder de producto digital', en: 'Digital product lead' },
        organisation: { es: 'Ramírez Soto Abogados', en: 'Ramírez Soto Abogados' },
        place: { es: 'Ciudad de México', en: 'Mexico City' },
        starts: '2018-06',
        ends: '2021-02',
        summary: {
          es: 'Dirigí la transformación digital de un despacho de 60 personas: herramientas internas, portal de clientes y marca.',
          en: 'Led the digital transformation of a 60-person law firm: internal tools, a client portal and the brand.',
        },
        highlights: {
          es: [
            'Generador de contratos que redujo el tiempo de redacción en un 60 %.',
            'Portal de clientes con seguimiento de asuntos y firma electrónica, adoptado por 300 clientes.',
            'Rediseño de la identidad del despacho y de su sitio web bilingüe.',
          ],
          en: [
            'Contract generator that cut drafting time by 60%.',
            'Client portal with matter tracking and e-signature, adopted by 300 clients.',
            "Redesigned the firm's identity and its bilingual website.",
          ],
        },
      },
      {
        title: { es: 'Diseñador sénior de marca', en: 'Senior brand designer' },
        organisation: { es: 'Casa Norte Branding', en: 'Casa Norte Branding' },
        place: { es: 'Ciudad de México', en: 'Mexico City' },
        starts: '2013-02',
        ends: '2018-05',
        summary: {
          es: 'Identidades, campañas y fotografía de producto para marcas de hospitalidad, cultura y consumo.',
          en: 'Identities, campaigns and product photography for hospitality, culture and consumer brands.',
        },
        highlights: {
          es: [
            'Dirigí la identidad de 25 marcas, desde la estrategia hasta el manual de uso.',
            'Coordiné un equipo de cuatro diseñadores y fotógrafos.',
          ],
          en: [
            'Led the identity of 25 brands, from strategy to brand guidelines.',
            'Coordinated a team of four designers and photographers.',
          ],
        },
      },
      {
        title: { es: 'Diseñador editorial', en: 'Editorial designer' },
        organisation: { es: 'Taller Gráfico Doctores', en: 'Taller Gráfico Doctores' },
        place: { es: 'Ciudad de México', en: 'Mexico City' },
        starts: '2010-08',
        ends: '2013-01',
        summary: {
          es: 'Diseño de libros, revistas y material impreso en la imprenta familiar y en un estudio editorial del Centro.',
          en: 'Books, magazines and print work at the family print shop and at an editorial studio in the historic centre.',
        },
      },
    ],
  },
  {
    kind: 'education',
    title: { es: 'Formación académica', en: 'Education' },
    items: [
      {
        title: {
          es: 'Especialidad en Derecho y Tecnología',
          en: 'Postgraduate specialisation in Law and Technology',
        },
        organisation: { es: 'Universidad Panamericana', en: 'Universidad Panamericana' },
        place: { es: 'Ciudad de México', en: 'Mexico City' },
        starts: '2016',
        ends: '2017',
        note: {
          es: 'Automatización documental y protección de datos personales.',
          en: 'Document automation and personal data protection.',
        },
      },
      {
        title: { es: 'Diplomado en Fotografía Documental', en: 'Diploma in Documentary Photography' },
        organisation: { es: 'Centro de la Imagen', en: 'Centro de la Imagen' },
        place: { es: 'Ciudad de México', en: 'Mexico City' },
        starts: '2014',
        ends: '2014',
      },
      {
        title: {
          es: 'Licenciatura en Diseño y Comunicación Visual',
          en: 'BA in Design and Visual Communication',
        },
        organisation: { es: 'UNAM, Facultad de Artes y Diseño', en: 'UNAM, Faculty of Arts and Design' },
        place: { es: 'Ciudad de México', en: 'Mexico City' },
        starts: '2006',
        ends: '2010',
      },
    ],
  },
  {
    kind: 'technical',
    title: { es: 'Habilidades técnicas', en: 'Technical skills' },
    items: [
      skill('TypeScript, React y Node.js', 'TypeScript, React and Node.js', 5),
      skill('PostgreSQL y diseño de datos', 'PostgreSQL and data modelling', 4),
      skill('Diseño de interfaces en Figma', 'Interface design in Figma', 5),
      skill('Automatización documental legal', 'Legal document automation', 4),
      skill('Accesibilidad web (WCAG 2.2)', 'Web accessibility (WCAG 2.2)', 4),
      skill('SEO técnico y rendimiento', 'Technical SEO and performance', 4),
    ],
  },
  {
    kind: 'creative',
    title: { es: 'Habilidades creativas', en: 'Creative skills' },
    items: [
      skill('Identidad visual y sistemas de marca', 'Visual identity and brand systems', 5),
      skill('Fotografía de retrato y arquitectura', 'Portrait and architectural photography', 5),
      skill('Tipografía y diseño editorial', 'Typography and editorial design', 4),
      skill('Dirección de arte', 'Art direction', 4),
      skill('Revelado en Lightroom y Capture One', 'Editing in Lightroom and Capture One', 4),
    ],
  },
  {
    kind: 'marketing',
    title: { es: 'Habilidades de marketing', en: 'Marketing skills' },
    items: [
      skill('Estrategia de marca personal', 'Personal brand strategy', 5),
      skill('Contenido para LinkedIn e Instagram', 'Content for LinkedIn and Instagram', 4),
      skill('Posicionamiento de servicios profesionales', 'Positioning professional services', 4),
      skill('Analítica web y embudos de conversión', 'Web analytics and conversion funnels', 3),
      skill('E-mail marketing', 'E-mail marketing', 3),
    ],
  },
  {
    kind: 'interpersonal',
    title: { es: 'Habilidades interpersonales', en: 'Interpersonal skills' },
    items: [
      skill('Comunicación con clientes no técnicos', 'Explaining technology to non-technical clients', null),
      skill('Facilitación de talleres', 'Running workshops', null),
      skill('Gestión de proyectos', 'Project management', null, {
        es: 'Scrum y Kanban',
        en: 'Scrum and Kanban',
      }),
      skill('Español', 'Spanish', null, { es: 'Lengua materna', en: 'Native' }),
      skill('Inglés', 'English', null, { es: 'Avanzado (C1)', en: 'Advanced (C1)' }),
    ],
  },
];

export const seedCvSettings = {
  location: { es: 'Ciudad de México', en: 'Mexico City' },
  salaryExpectation: {
    es: 'A partir de $65,000 MXN brutos mensuales, según responsabilidades y modalidad de trabajo.',
    en: 'From MXN 65,000 gross per month, depending on the role and the work arrangement.',
  },
  showSalary: true,
};

/** The seed set 'cv-v1': settings, sections in the product's order, their items in order. */
export async function seedCv(tx: Db): Promise<void> {
  await tx
    .insert(cvSettings)
    .values({ id: 1, ...seedCvSettings })
    .onConflictDoNothing();
  for (const [index, section] of seedCvSections.entries()) {
    const [row] = await tx
      .insert(cvSections)
      .values({ kind: section.kind, title: section.title, body: section.body, sortOrder: index })
      .onConflictDoNothing()
      .returning({ id: cvSections.id });
    if (!row || !section.items?.length) continue;
    await tx
      .insert(cvItems)
      .values(section.items.map((item, order) => ({ ...item, sectionId: row.id, sortOrder: order })));
  }
}
