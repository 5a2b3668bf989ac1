import type { DefinitionQuestion, DiagnosticDefinition, DimensionId } from '@contracts/diagnostic';

/*
 * Version 1 of the personal-brand diagnostic, as data: seeded once into diagnostic_versions ('diagnostic-v1'
 * seed set) and read from there. Never edit a shipped version: results keep pointing to it. A change is a
 * new version (v2) in a new seed set (or, later, from the owner's editor).
 */

type Text = { es: string; en: string };
const t = (es: string, en: string): Text => ({ es, en });

const likertLabels: Text[] = [
  t('Nada de acuerdo', 'Strongly disagree'),
  t('Poco de acuerdo', 'Disagree'),
  t('Ni de acuerdo ni en desacuerdo', 'Neither agree nor disagree'),
  t('Bastante de acuerdo', 'Agree'),
  t('Totalmente de acuerdo', 'Strongly agree'),
];

function likert(id: string, dimension: DimensionId, prompt: Text): DefinitionQuestion {
  return {
    id,
    dimension,
    kind: 'likert',
    prompt,
    options: likertLabels.map((label, index) => ({ id: String(index + 1), label, weight: index / 4 })),
  };
}

type Choice = [id: string, label: Text, weight: number, exclusive?: true];

function choice(
  kind: 'single' | 'multiple',
  id: string,
  dimension: DimensionId,
  prompt: Text,
  options: Choice[],
  help?: Text,
): DefinitionQuestion {
  return {
    id,
    dimension,
    kind,
    prompt,
    ...(help ? { help } : {}),
    options: options.map(([optionId, label, weight, exclusive]) => ({
      id: optionId,
      label,
      weight,
      ...(exclusive ? { exclusive } : {}),
    })),
  };
}
type ChoiceArgs = [id: string, dimension: DimensionId, prompt: Text, options: Choice[], help?: Text];
const single = (...args: ChoiceArgs) => choice('single', ...args);
const multiple = (...args: ChoiceArgs) => choice('multiple', ...args);
const pickAll = t('Elige todas las que apliquen.', 'Choose all that apply.');

const questions: DefinitionQuestion[] = [
  // Purpose and identity
  likert(
    'pur-1',
    'purpose',
    t(
      'Puedo explicar en una frase qué hago y para quién lo hago.',
      'I can explain in one sentence what I do and who I do it for.',
    ),
  ),
  likert(
    'pur-2',
    'purpose',
    t(
      'Tengo claros los valores que guían mi trabajo y los uso para decidir con quién trabajar.',
      'I am clear about the values behind my work, and I use them to decide who to work with.',
    ),
  ),
  single(
    'pur-3',
    'purpose',
    t('¿Tienes por escrito tu propuesta de valor?', 'Is your value proposition written down?'),
    [
      ['none', t('No, nunca lo he pensado a fondo', 'No, I have never really thought it through'), 0],
      ['in-head', t('La tengo en la cabeza, pero no por escrito', 'It is in my head, not on paper'), 0.35],
      ['once', t('La escribí alguna vez, pero no la reviso', 'I wrote it once but never revisit it'), 0.65],
      [
        'reviewed',
        t(
          'Sí, por escrito, y la reviso al menos una vez al año',
          'Yes, in writing, and I review it at least once a year',
        ),
        1,
      ],
    ],
  ),
  likert(
    'pur-4',
    'purpose',
    t(
      'Lo que digo de mí en persona coincide con lo que muestro en internet.',
      'What I say about myself in person matches what I show online.',
    ),
  ),

  // Positioning and differentiation
  likert(
    'pos-1',
    'positioning',
    t(
      'Sé con precisión quién es mi cliente ideal: su sector, su tamaño y el problema que tiene.',
      'I know precisely who my ideal client is: their sector, their size and the problem they have.',
    ),
  ),
  single(
    'pos-2',
    'positioning',
    t(
      'Si un cliente potencial te compara con otras opciones, ¿qué te distingue?',
      'When a potential client compares you with other options, what sets you apart?',
    ),
    [
      ['unsure', t('No lo tengo claro', 'I am not sure'), 0],
      ['price', t('Sobre todo el precio', 'Mostly the price'), 0.25],
      ['experience', t('Mi experiencia en general', 'My experience in general'), 0.5],
      [
        'method',
        t('Una especialidad o un método concreto que puedo demostrar', 'A specialism or method I can prove'),
        1,
      ],
    ],
  ),
  likert(
    'pos-3',
    'positioning',
    t(
      'Me buscan por una especialidad concreta, no por «hacer de todo».',
      'People come to me for a specific specialism, not for "doing a bit of everything".',
    ),
  ),
  likert(
    'pos-4',
    'positioning',
    t(
      'Cobro lo que vale mi trabajo y puedo justificar mis precios sin bajarlos.',
      'I charge what my work is worth and can justify my prices without lowering them.',
    ),
  ),

  // Visual identity
  single(
    'vis-1',
    'visual',
    t(
      '¿Cómo describirías tu identidad visual (logotipo, colores, tipografía)?',
      'How would you describe your visual identity (logo, colours, type)?',
    ),
    [
      ['none', t('No tengo una', 'I do not have one'), 0],
      [
        'diy',
        t('La hice yo o alguien cercano, sin un sistema', 'I or someone close made it, without a system'),
        0.3,
      ],
      [
        'inconsistent',
        t('Tengo logotipo, pero lo uso de forma inconsistente', 'I have a logo but use it inconsistently'),
        0.55,
      ],
      [
        'system',
        t(
          'Tengo un sistema profesional y lo uso en todo',
          'I have a professional system and use it everywhere',
        ),
        1,
      ],
    ],
  ),
  likert(
    'vis-2',
    'visual',
    t(
      'Mis materiales (tarjetas, presentaciones, redes, propuestas) se ven como parte de la misma marca.',
      'My materials (cards, decks, social posts, proposals) look like one brand.',
    ),
  ),
  likert(
    'vis-3',
    'visual',
    t(
      'Tengo fotografías profesionales recientes de mí y de mi trabajo.',
      'I have recent professional photographs of myself and my work.',
    ),
  ),
  multiple(
    'vis-4',
    'visual',
    t(
      '¿Cuáles de estos elementos tienes definidos y a la mano?',
      'Which of these do you have defined and at hand?',
    ),
    [
      ['logo', t('Logotipo y sus variantes', 'Logo and its variants'), 0.25],
      ['palette', t('Paleta de color', 'Colour palette'), 0.2],
      ['type', t('Tipografías', 'Typefaces'), 0.15],
      ['templates', t('Plantillas de presentaciones o propuestas', 'Templates for decks or proposals'), 0.2],
      ['guide', t('Manual o guía de uso', 'A brand guide'), 0.2],
      ['none', t('Ninguno todavía', 'None yet'), 0, true],
    ],
    pickAll,
  ),

  // Digital presence
  single(
    'dig-1',
    'digital',
    t(
      'Si alguien busca tu nombre en Google, ¿qué encuentra?',
      'If someone searches your name on Google, what do they find?',
    ),
    [
      ['nothing', t('Nada, o a otra persona', 'Nothing, or someone else'), 0],
      ['scattered', t('Perfiles sueltos en redes sociales', 'Scattered social profiles'), 0.35],
      [
        'profile',
        t(
          'Primero mi perfil profesional (por ejemplo, LinkedIn)',
          'My professional profile first (LinkedIn, say)',
        ),
        0.65,
      ],
      [
        'owned',
        t(
          'Mi propio sitio y perfiles coherentes en la primera página',
          'My own site and consistent profiles on the first page',
        ),
        1,
      ],
    ],
  ),
  multiple(
    'dig-2',
    'digital',
    t(
      '¿Dónde tienes presencia profesional activa (actualizada en los últimos tres meses)?',
      'Where do you have an active professional presence (updated in the last three months)?',
    ),
    [
      ['website', t('Sitio web propio', 'My own website'), 0.35],
      ['linkedin', t('LinkedIn', 'LinkedIn'), 0.25],
      ['social', t('Instagram, TikTok u otra red', 'Instagram, TikTok or another network'), 0.15],
      ['maps', t('Perfil de empresa en Google', 'Google Business Profile'), 0.15],
      ['directory', t('Directorio o colegio profesional', 'A professional directory or association'), 0.1],
      ['none', t('En ninguno', 'None'), 0, true],
    ],
    pickAll,
  ),
  likert(
    'dig-3',
    'digital',
    t(
      'Mis perfiles en línea están completos, al día y dicen lo mismo.',
      'My online profiles are complete, up to date and say the same thing.',
    ),
  ),
  single('dig-4', 'digital', t('¿Cómo es tu sitio web?', 'What is your website like?'), [
    ['none', t('No tengo', 'I do not have one'), 0],
    ['basic', t('Una página básica o desactualizada', 'A basic or outdated page'), 0.3],
    ['current', t('Un sitio al día que muestra mis servicios', 'A current site that shows my services'), 0.7],
    [
      'converts',
      t(
        'Un sitio al día, rápido en el teléfono, con casos y una forma clara de contactarme o agendar',
        'A current site, fast on phones, with case studies and a clear way to contact me or book',
      ),
      1,
    ],
  ]),
  likert(
    'dig-5',
    'digital',
    t(
      'Mi sitio o mi perfil principal me trae contactos de clientes potenciales cada mes.',
      'My site or main profile brings me enquiries from potential clients every month.',
    ),
  ),

  // Content and communication
  single(
    'con-1',
    'content',
    t(
      '¿Con qué frecuencia publicas contenido profesional (artículos, posts, videos, boletín)?',
      'How often do you publish professional content (articles, posts, videos, newsletter)?',
    ),
    [
      ['never', t('Casi nunca', 'Almost never'), 0],
      ['sporadic', t('Cuando me acuerdo, sin un ritmo fijo', 'When I remember, with no set rhythm'), 0.3],
      ['monthly', t('Al menos una vez al mes', 'At least once a month'), 0.7],
      ['weekly', t('Cada semana, con un calendario', 'Every week, with a calendar'), 1],
    ],
  ),
  likert(
    'con-2',
    'content',
    t(
      'Tengo dos o tres temas de los que hablo con autoridad y que se relacionan con lo que vendo.',
      'I have two or three topics I speak on with authority, and they relate to what I sell.',
    ),
  ),
  likert(
    'con-3',
    'content',
    t(
      'Sé qué publicaciones me funcionan porque reviso sus resultados (alcance, mensajes, contactos).',
      'I know which posts work for me because I check their results (reach, messages, enquiries).',
    ),
  ),
  multiple(
    'con-4',
    'content',
    t('¿Qué formatos usas para compartir lo que sabes?', 'Which formats do you use to share what you know?'),
    [
      ['articles', t('Artículos o blog', 'Articles or a blog'), 0.25],
      ['posts', t('Publicaciones en redes', 'Social posts'), 0.2],
      ['video', t('Video o transmisiones en vivo', 'Video or live streams'), 0.2],
      ['newsletter', t('Boletín por correo', 'An e-mail newsletter'), 0.2],
      ['talks', t('Charlas, clases o pódcast', 'Talks, classes or a podcast'), 0.15],
      ['none', t('Ninguno por ahora', 'None for now'), 0, true],
    ],
    pickAll,
  ),

  // Reputation and network
  single(
    'rep-1',
    'reputation',
    t('¿Cómo llega la mayoría de tus clientes nuevos?', 'How do most of your new clients find you?'),
    [
      ['irregular', t('No llegan de forma constante', 'They do not come steadily'), 0],
      [
        'ads',
        t(
          'Por anuncios o plataformas donde compito por precio',
          'Through ads or platforms where I compete on price',
        ),
        0.35,
      ],
      [
        'referrals',
        t('Por recomendación de clientes o colegas', 'Through referrals from clients or colleagues'),
        0.8,
      ],
      [
        'name',
        t(
          'Por recomendación y porque me buscan por mi nombre',
          'Through referrals, and because they look for me by name',
        ),
        1,
      ],
    ],
  ),
  likert(
    'rep-2',
    'reputation',
    t(
      'Tengo testimonios o casos de éxito publicados, con nombre y resultados.',
      'I have published testimonials or case studies, with names and results.',
    ),
  ),
  likert(
    'rep-3',
    'reputation',
    t(
      'Mantengo una relación activa con una red de colegas, aliados y antiguos clientes.',
      'I keep an active relationship with a network of peers, partners and past clients.',
    ),
  ),
  multiple(
    'rep-4',
    'reputation',
    t('¿Cuáles de estas señales de confianza tienes?', 'Which of these signs of trust do you have?'),
    [
      ['reviews', t('Reseñas públicas (por ejemplo, en Google)', 'Public reviews (on Google, say)'), 0.25],
      ['recommendations', t('Recomendaciones en LinkedIn', 'LinkedIn recommendations'), 0.2],
      [
        'press',
        t('Menciones en medios o publicaciones de tu sector', 'Mentions in the press or in your field'),
        0.2,
      ],
      [
        'credentials',
        t('Premios, certificaciones o membresías', 'Awards, certifications or memberships'),
        0.15,
      ],
      ['speaking', t('Conferencias o clases impartidas', 'Talks or classes you have given'), 0.2],
      ['none', t('Ninguna todavía', 'None yet'), 0, true],
    ],
    pickAll,
  ),
];

const ids = (dimension: DimensionId) => questions.filter((q) => q.dimension === dimension).map((q) => q.id);

export const questionnaireV1: DiagnosticDefinition = {
  version: 'v1',
  estimatedMinutes: 5,
  dimensions: [
    {
      id: 'purpose',
      name: t('Propósito e identidad', 'Purpose & identity'),
      description: t(
        'Qué tan claro tienes quién eres, qué valoras y por qué haces lo que haces.',
        'How clear you are about who you are, what you value and why you do what you do.',
      ),
    },
    {
      id: 'positioning',
      name: t('Posicionamiento y diferenciación', 'Positioning & differentiation'),
      description: t(
        'Si tu público entiende para quién trabajas y qué te distingue de otras opciones.',
        'Whether your audience understands who you work for and what sets you apart.',
      ),
    },
    {
      id: 'visual',
      name: t('Identidad visual', 'Visual identity'),
      description: t(
        'La coherencia de tu imagen: logotipo, colores, tipografía y fotografía.',
        'How consistent your image is: logo, colours, typography and photography.',
      ),
    },
    {
      id: 'digital',
      name: t('Presencia digital', 'Digital presence'),
      description: t(
        'Cómo te encuentran y qué ven en tu sitio, tus perfiles y los buscadores.',
        'How people find you and what they see on your site, your profiles and in search.',
      ),
    },
    {
      id: 'content',
      name: t('Contenido y comunicación', 'Content & communication'),
      description: t(
        'La constancia y la claridad de lo que publicas y de cómo lo cuentas.',
        'How steady and clear what you publish is, and how you tell it.',
      ),
    },
    {
      id: 'reputation',
      name: t('Reputación y red', 'Reputation & network'),
      description: t(
        'Recomendaciones, testimonios y las relaciones que respaldan tu trabajo.',
        'Referrals, testimonials and the relationships that vouch for your work.',
      ),
    },
  ],
  questions,
  steps: [
    { id: 'purpose', title: t('Tu propósito', 'Your purpose'), questionIds: ids('purpose') },
    {
      id: 'positioning',
      title: t('Tu lugar en el mercado', 'Your place in the market'),
      questionIds: ids('positioning'),
    },
    { id: 'visual', title: t('Tu imagen', 'Your image'), questionIds: ids('visual') },
    {
      id: 'found',
      title: t('Cómo te encuentran', 'How people find you'),
      questionIds: ['dig-1', 'dig-2', 'dig-3'],
    },
    { id: 'website', title: t('Tu sitio web', 'Your website'), questionIds: ['dig-4', 'dig-5'] },
    { id: 'content', title: t('Lo que compartes', 'What you share'), questionIds: ids('content') },
    { id: 'reputation', title: t('Tu reputación', 'Your reputation'), questionIds: ids('reputation') },
  ],
  levels: [
    {
      id: 'emerging',
      min: 0,
      name: t('Emergente', 'Emerging'),
      description: t(
        'Tu marca todavía depende de que te conozcan en persona. Hay mucho por ganar con pasos sencillos: empieza por lo que te recomendamos abajo.',
        'Your brand still depends on people meeting you in person. Simple steps go a long way: start with the recommendations below.',
      ),
    },
    {
      id: 'developing',
      min: 40,
      name: t('En desarrollo', 'Developing'),
      description: t(
        'Tienes bases, pero no trabajan juntas todavía. Ordenar tu mensaje y tu imagen hará que te recuerden y te recomienden más.',
        'You have foundations, but they do not work together yet. Aligning your message and image will make people remember and refer you more.',
      ),
    },
    {
      id: 'established',
      min: 60,
      name: t('Consolidada', 'Established'),
      description: t(
        'Tu marca es clara y creíble. El siguiente paso es que trabaje por ti: más visibilidad, más casos publicados y contactos que lleguen solos.',
        'Your brand is clear and credible. The next step is to make it work for you: more visibility, more published cases and enquiries that come on their own.',
      ),
    },
    {
      id: 'leading',
      min: 80,
      name: t('Referente', 'Leading'),
      description: t(
        'Eres una referencia en tu campo. Cuida la coherencia, protege lo que te distingue y sigue midiendo qué te funciona.',
        'You are a reference in your field. Keep it consistent, protect what sets you apart and keep measuring what works.',
      ),
    },
  ],
  recommendations: [
    {
      dimension: 'purpose',
      upTo: 49,
      service: 'branding',
      title: t('Pon por escrito tu propuesta de valor', 'Write down your value proposition'),
      body: t(
        'Responde tres preguntas: qué problema resuelves, para quién y por qué tú. Resúmelo en una frase de menos de 20 palabras y úsala igual en tu perfil, tu sitio y tus presentaciones. En un taller de estrategia de marca lo trabajamos juntos en una sesión.',
        'Answer three questions: what problem you solve, for whom, and why you. Sum it up in one sentence of under 20 words and use it, word for word, on your profile, your site and your decks. A brand strategy workshop gets this done together in one session.',
      ),
    },
    {
      dimension: 'purpose',
      upTo: 100,
      service: 'consulta-inicial',
      title: t('Convierte tu propósito en criterios', 'Turn your purpose into criteria'),
      body: t(
        'Haz una lista de tres cosas que sí aceptas y tres que no (clientes, proyectos, precios) y revísala cada trimestre. Un propósito que decide por ti es el que se nota desde fuera.',
        'List three things you say yes to and three you turn down (clients, projects, prices) and review the list every quarter. A purpose that makes decisions for you is the one people notice.',
      ),
    },
    {
      dimension: 'positioning',
      upTo: 49,
      service: 'branding',
      title: t('Elige un nicho y dilo con claridad', 'Choose a niche and say it clearly'),
      body: t(
        'Revisa tus cinco mejores proyectos: ¿qué tipo de cliente y de problema se repite? Ese es tu punto de partida. Nómbralo en tu titular («Ayudo a… a…») aunque sigas aceptando otros trabajos.',
        'Look at your five best projects: which kind of client and problem repeats? That is your starting point. Name it in your headline ("I help … to …") even if you keep taking other work.',
      ),
    },
    {
      dimension: 'positioning',
      upTo: 100,
      service: 'legal-tech',
      title: t('Protege lo que te distingue', 'Protect what sets you apart'),
      body: t(
        'Si tu nombre o tu método ya te distinguen, regístralos ante el IMPI y ordena tus contratos y propuestas para que tu forma de trabajar quede clara y protegida.',
        'If your name or your method already sets you apart, register it with Mexico’s IMPI and put your contracts and proposals in order, so the way you work is clear and protected.',
      ),
    },
    {
      dimension: 'visual',
      upTo: 49,
      service: 'branding',
      title: t('Crea un sistema visual básico', 'Build a basic visual system'),
      body: t(
        'No necesitas más piezas, sino reglas: un logotipo con sus variantes, dos colores, dos tipografías y una plantilla para propuestas. Con eso, todo lo que envías se ve de la misma marca.',
        'You do not need more pieces, you need rules: a logo with its variants, two colours, two typefaces and one proposal template. With that, everything you send looks like one brand.',
      ),
    },
    {
      dimension: 'visual',
      upTo: 100,
      service: 'fotografia',
      title: t('Renueva tus fotografías profesionales', 'Refresh your professional photographs'),
      body: t(
        'Las fotos son lo primero que se ve de ti. Una sesión de retrato y de tu espacio de trabajo al año mantiene tu sitio, tus perfiles y tus presentaciones al día y coherentes.',
        'Photographs are the first thing people see of you. A yearly portrait and workplace session keeps your site, profiles and decks current and consistent.',
      ),
    },
    {
      dimension: 'digital',
      upTo: 49,
      service: 'web-apps',
      title: t('Ten un sitio propio que trabaje por ti', 'Have a site of your own that works for you'),
      body: t(
        'Las redes cambian sus reglas; tu sitio no. Empieza con una sola página clara: quién eres, qué resuelves, dos o tres casos y un botón para agendar. Luego alinea tus perfiles con ella.',
        'Social networks change their rules; your site does not. Start with one clear page: who you are, what you solve, two or three cases and a button to book. Then align your profiles with it.',
      ),
    },
    {
      dimension: 'digital',
      upTo: 100,
      service: 'web-apps',
      title: t('Convierte visitas en citas', 'Turn visits into appointments'),
      body: t(
        'Revisa cuántas visitas terminan en un contacto. Agenda en línea, casos con resultados y un sitio rápido en el teléfono suelen duplicar esa cifra.',
        'Check how many visits end in an enquiry. Online booking, case studies with results and a site that is fast on phones often double that figure.',
      ),
    },
    {
      dimension: 'content',
      upTo: 49,
      service: 'consulta-inicial',
      title: t('Publica con ritmo, no con inspiración', 'Publish on a rhythm, not on inspiration'),
      body: t(
        'Elige un formato y una frecuencia que puedas sostener (por ejemplo, un post cada dos semanas) y prepara una lista de diez temas a partir de las preguntas que más te hacen tus clientes.',
        'Pick one format and a frequency you can keep (one post every two weeks, say) and prepare a list of ten topics from the questions your clients ask most.',
      ),
    },
    {
      dimension: 'content',
      upTo: 100,
      service: 'consulta-inicial',
      title: t('Mide y recicla lo que ya funciona', 'Measure and reuse what already works'),
      body: t(
        'Cada mes, revisa qué tres publicaciones trajeron conversaciones reales y conviértelas en otros formatos: un artículo, un boletín, una charla.',
        'Every month, find the three posts that led to real conversations and turn them into other formats: an article, a newsletter, a talk.',
      ),
    },
    {
      dimension: 'reputation',
      upTo: 49,
      service: 'legal-tech',
      title: t('Pide testimonios de forma sistemática', 'Ask for testimonials systematically'),
      body: t(
        'Al cerrar cada proyecto, pide un testimonio con resultados concretos y el permiso por escrito para publicarlo. Inclúyelo en tu contrato y en tu aviso de privacidad para que sea parte del proceso.',
        'When each project closes, ask for a testimonial with concrete results and written permission to publish it. Put it in your contract and privacy notice so it becomes part of the process.',
      ),
    },
    {
      dimension: 'reputation',
      upTo: 100,
      service: 'consulta-inicial',
      title: t('Haz que tu red te recomiende', 'Make it easy for your network to refer you'),
      body: t(
        'Cuéntale a tus aliados y antiguos clientes, en una frase, qué cliente es ideal para ti. Una red que sabe a quién enviarte recomienda más y mejor.',
        'Tell your partners and past clients, in one sentence, who your ideal client is. A network that knows whom to send you refers more, and better.',
      ),
    },
  ],
};
