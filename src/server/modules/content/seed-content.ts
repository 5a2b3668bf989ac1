import type { Project, Service, SiteProfile } from '@contracts/content';

/*
 * Sample content the seed writes on first start. "Alex Rivera" and every text below are placeholders
 * that the owner replaces from the admin area; they are written to read like a finished site meanwhile.
 * Prices are in centavos (MXN). Every seeded project is published.
 */

export const seedProfile: SiteProfile = {
  name: 'Alex Rivera',
  headline: {
    es: 'Marcas, sitios web y fotografía con criterio legal, desde la Ciudad de México.',
    en: 'Brands, websites and photography with a legal mind, from Mexico City.',
  },
  shortBio: {
    es: 'Soy diseñador, desarrollador y fotógrafo. Ayudo a profesionales, despachos y pequeños negocios a contar quiénes son con una identidad clara, un sitio que funciona y procesos legales que dejan de ser un dolor de cabeza.',
    en: 'I am a designer, developer and photographer. I help professionals, law firms and small businesses say who they are with a clear identity, a website that works and legal processes that stop being a headache.',
  },
  longBio: {
    es: [
      'Crecí entre la imprenta de mi familia en la colonia Doctores y los libros de derecho de mi madre. De ahí vienen mis dos obsesiones: que las cosas se vean bien y que estén bien hechas.',
      'Estudié diseño gráfico y, años después, una especialidad en derecho y tecnología. Durante una década trabajé en agencias y despachos de la Ciudad de México, primero diseñando identidades y después construyendo las herramientas digitales que esos mismos clientes necesitaban.',
      'Hoy trabajo de forma independiente con un grupo pequeño de clientes a la vez. Me gusta involucrarme desde la primera conversación: entender el negocio, ordenar las ideas y entregar algo que el cliente pueda usar y mantener sin depender de mí.',
      'Cuando no estoy frente a la pantalla, camino la ciudad con una cámara. Buena parte de mi fotografía nace de esos recorridos: oficios, fachadas y la luz de la tarde sobre el centro.',
    ].join('\n\n'),
    en: [
      "I grew up between my family's print shop in the Doctores neighbourhood and my mother's law books. That is where my two obsessions come from: things should look good, and they should be done right.",
      'I studied graphic design and, years later, a specialisation in law and technology. For a decade I worked at agencies and law firms in Mexico City, first designing identities and then building the digital tools those same clients needed.',
      'Today I work independently with a small group of clients at a time. I like to be involved from the first conversation: understanding the business, putting ideas in order and delivering something the client can use and maintain without depending on me.',
      'When I am not at the screen, I walk the city with a camera. Much of my photography comes from those walks: crafts, facades and the afternoon light over the historic centre.',
    ].join('\n\n'),
  },
  portrait: {
    src: '/images/portrait.svg',
    alt: { es: 'Retrato de Alex Rivera', en: 'Portrait of Alex Rivera' },
  },
  location: 'Ciudad de México, México',
  contactEmail: 'hola@estudio.example',
  socialLinks: [
    { label: 'Instagram', url: 'https://www.instagram.com/alexrivera.estudio' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/alexrivera-estudio' },
    { label: 'Behance', url: 'https://www.behance.net/alexrivera-estudio' },
    { label: 'GitHub', url: 'https://github.com/alexrivera-estudio' },
  ],
};

export const seedServices: Service[] = [
  {
    slug: 'consulta-inicial',
    name: { es: 'Consulta inicial gratuita', en: 'Free initial consultation' },
    description: {
      es: 'Media hora para conocer tu proyecto, resolver dudas y decidir juntos el siguiente paso. Sin compromiso.',
      en: 'Half an hour to hear about your project, answer your questions and decide the next step together. No strings attached.',
    },
    includes: {
      es: [
        'Videollamada de 30 minutos',
        'Diagnóstico rápido de tu situación',
        'Propuesta de siguientes pasos por correo',
      ],
      en: ['30-minute video call', 'A quick read of where you stand', 'Suggested next steps by e-mail'],
    },
    priceMinor: 0,
    currency: 'MXN',
    durationMinutes: 30,
    order: 1,
  },
  {
    slug: 'branding',
    name: { es: 'Branding e identidad visual', en: 'Branding and visual identity' },
    description: {
      es: 'Una identidad que se reconoce y se sostiene: estrategia, nombre, logotipo y un sistema visual listo para usarse.',
      en: 'An identity people recognise and that holds up: strategy, naming, logo and a visual system ready to use.',
    },
    includes: {
      es: [
        'Taller de estrategia de marca',
        'Logotipo y variantes',
        'Paleta de color y tipografía',
        'Manual de identidad en PDF',
        'Plantillas para redes sociales',
      ],
      en: [
        'Brand strategy workshop',
        'Logo and variants',
        'Colour palette and typography',
        'Identity guidelines (PDF)',
        'Social media templates',
      ],
    },
    priceMinor: 1_450_000,
    currency: 'MXN',
    durationMinutes: 60,
    order: 2,
  },
  {
    slug: 'web-apps',
    name: { es: 'Desarrollo web y de apps', en: 'Web and app development' },
    description: {
      es: 'Sitios rápidos y aplicaciones a la medida, bilingües y fáciles de administrar, construidos para durar.',
      en: 'Fast websites and custom applications, bilingual and easy to manage, built to last.',
    },
    includes: {
      es: [
        'Arquitectura de contenidos y diseño de interfaz',
        'Desarrollo responsivo y accesible',
        'Panel para editar tu contenido',
        'Optimización para buscadores',
        'Tres meses de soporte',
      ],
      en: [
        'Content architecture and interface design',
        'Responsive, accessible build',
        'An admin panel to edit your content',
        'Search engine optimisation',
        'Three months of support',
      ],
    },
    priceMinor: 2_800_000,
    currency: 'MXN',
    durationMinutes: 60,
    order: 3,
  },
  {
    slug: 'fotografia',
    name: { es: 'Fotografía profesional', en: 'Professional photography' },
    description: {
      es: 'Retrato, producto y espacios con luz natural, pensados para tu marca y editados con cuidado.',
      en: 'Portraits, products and spaces in natural light, made for your brand and carefully edited.',
    },
    includes: {
      es: [
        'Sesión de hasta dos horas en locación',
        'Dirección de arte y de poses',
        '25 fotografías editadas en alta resolución',
        'Licencia de uso comercial',
      ],
      en: [
        'Up to two hours on location',
        'Art and pose direction',
        '25 edited high-resolution photographs',
        'Commercial usage licence',
      ],
    },
    priceMinor: 480_000,
    currency: 'MXN',
    durationMinutes: 120,
    order: 4,
  },
  {
    slug: 'legal-tech',
    name: { es: 'Consultoría legal-tech', en: 'Legal-tech consulting' },
    description: {
      es: 'Para despachos y equipos legales que quieren automatizar documentos, ordenar expedientes y cumplir sin fricción.',
      en: 'For law firms and legal teams who want to automate documents, organise case files and stay compliant without friction.',
    },
    includes: {
      es: [
        'Revisión de procesos y herramientas actuales',
        'Mapa de automatización priorizado',
        'Plantillas de documentos inteligentes',
        'Recomendaciones de privacidad y protección de datos',
      ],
      en: [
        'Review of current processes and tools',
        'Prioritised automation roadmap',
        'Smart document templates',
        'Privacy and data-protection recommendations',
      ],
    },
    priceMinor: 290_000,
    currency: 'MXN',
    durationMinutes: 90,
    order: 5,
  },
];

function image(src: string, es: string, en: string) {
  return { src, alt: { es, en } };
}

export const seedProjects: Project[] = [
  {
    slug: 'la-mansion',
    category: 'branding',
    year: 2024,
    tags: ['Branding', 'Hospitality', 'Editorial', 'Web'],
    title: { es: 'La Mansión', en: 'La Mansión' },
    summary: {
      es: 'Identidad, fotografía y sitio de reservas para una casona de los años treinta convertida en alojamiento de estancias cortas.',
      en: 'Identity, photography and a booking site for a 1930s house turned into a short-term rental.',
    },
    cover: image(
      '/images/projects/la-mansion.svg',
      'Fachada abstracta de arcos en tonos terracota',
      'Abstract facade of arches in terracotta tones',
    ),
    order: 1,
    challenge: {
      es: 'La casa tenía historia y carácter, pero en las plataformas de renta se veía igual que cualquier departamento. Las fotos eran oscuras, no había un nombre reconocible y los huéspedes llegaban sin saber qué esperar.',
      en: 'The house had history and character, but on rental platforms it looked like any other flat. The photos were dark, there was no recognisable name and guests arrived not knowing what to expect.',
    },
    solution: {
      es: 'Partimos de la arquitectura: los arcos de la fachada se volvieron el símbolo de la marca y la paleta salió de los muros originales. Fotografié cada espacio con luz natural y construimos un sitio propio, bilingüe, con la información práctica que los huéspedes pedían por mensaje.\n\nEl sistema incluye señalética interior, una guía de bienvenida impresa y plantillas para comunicar temporadas y promociones.',
      en: "We started from the architecture: the arches of the facade became the brand's symbol, and the palette came from the original walls. I photographed every room in natural light, and we built a bilingual site of its own with the practical information guests used to ask for by message.\n\nThe system includes interior signage, a printed welcome guide and templates for announcing seasons and offers.",
    },
    results: {
      es: 'En los primeros seis meses la ocupación pasó de 58\u00a0% a 81\u00a0%, las reservas directas representan ya una cuarta parte del total y las preguntas repetidas de los huéspedes bajaron a la mitad.',
      en: 'In the first six months occupancy rose from 58% to 81%, direct bookings now make up a quarter of the total, and repeated guest questions halved.',
    },
    gallery: [
      image(
        '/images/projects/la-mansion-1.svg',
        'Detalle de arco con luz de tarde',
        'Arch detail in afternoon light',
      ),
      image(
        '/images/projects/la-mansion-2.svg',
        'Monograma de La Mansión sobre papel',
        'La Mansión monogram on paper',
      ),
      image(
        '/images/projects/la-mansion-3.svg',
        'Habitación con ventanales y sombras',
        'Bedroom with tall windows and shadows',
      ),
    ],
    links: [{ label: { es: 'Conoce La Mansión', en: 'Visit La Mansión' }, url: '/airbnb' }],
  },
  {
    slug: 'contratos-claros',
    category: 'legaltech',
    year: 2024,
    tags: ['Legal tech', 'Automation', 'UX'],
    title: { es: 'Contratos Claros', en: 'Contratos Claros' },
    summary: {
      es: 'Automatización de contratos para un despacho laboral: de tres horas de redacción a veinticinco minutos.',
      en: 'Contract automation for an employment law firm: from three hours of drafting to twenty-five minutes.',
    },
    cover: image(
      '/images/projects/contratos-claros.svg',
      'Hojas de papel superpuestas con un sello circular',
      'Overlapping sheets of paper with a circular seal',
    ),
    order: 2,
    challenge: {
      es: 'Un despacho de seis abogados redactaba a mano cada contrato individual de trabajo a partir de versiones viejas en Word. Los errores de copiar y pegar eran frecuentes y nadie sabía cuál era la plantilla vigente.',
      en: 'A six-lawyer firm drafted every individual employment contract by hand from old Word versions. Copy-and-paste mistakes were common and nobody knew which template was current.',
    },
    solution: {
      es: 'Mapeamos los doce tipos de contrato que más usaban y los convertimos en plantillas con cláusulas condicionales. Un cuestionario guiado recoge los datos del cliente una sola vez y genera el documento listo para revisión, con historial de versiones.',
      en: 'We mapped the twelve contract types they used most and turned them into templates with conditional clauses. A guided questionnaire collects the client data once and produces a document ready for review, with version history.',
    },
    results: {
      es: 'El tiempo promedio de redacción bajó de tres horas a veinticinco minutos, los errores de datos prácticamente desaparecieron y el despacho atiende hoy un 40\u00a0% más de asuntos con el mismo equipo.',
      en: 'Average drafting time fell from three hours to twenty-five minutes, data errors all but disappeared, and the firm now handles 40% more matters with the same team.',
    },
    gallery: [
      image(
        '/images/projects/contratos-claros-1.svg',
        'Diagrama del flujo de un contrato',
        'Diagram of a contract workflow',
      ),
      image(
        '/images/projects/contratos-claros-2.svg',
        'Pantalla del cuestionario guiado',
        'Screen of the guided questionnaire',
      ),
    ],
    links: [],
  },
  {
    slug: 'mercado-origen',
    category: 'web',
    year: 2024,
    tags: ['E-commerce', 'React', 'App', 'UX'],
    title: { es: 'Mercado Origen', en: 'Mercado Origen' },
    summary: {
      es: 'Tienda en línea y app de pedidos mayoristas para una cooperativa de café de especialidad.',
      en: 'Online shop and wholesale ordering app for a speciality coffee cooperative.',
    },
    cover: image(
      '/images/projects/mercado-origen.svg',
      'Curvas de nivel en tonos café y verde',
      'Contour lines in coffee and green tones',
    ),
    order: 3,
    challenge: {
      es: 'La cooperativa vendía a cafeterías por WhatsApp y a particulares en ferias. Los pedidos se perdían, el inventario vivía en una libreta y no había forma de contar la historia de cada productor.',
      en: 'The cooperative sold to coffee shops over WhatsApp and to individuals at fairs. Orders got lost, the inventory lived in a notebook and there was no way to tell the story of each grower.',
    },
    solution: {
      es: 'Diseñamos una tienda que presenta cada lote con su productor, altura y proceso, y una app sencilla para que las cafeterías repitan pedidos en dos toques. Ambas comparten un inventario único que la cooperativa administra desde el celular.',
      en: 'We designed a shop that presents each lot with its grower, altitude and process, and a simple app so coffee shops can reorder in two taps. Both share a single inventory the cooperative manages from a phone.',
    },
    results: {
      es: 'Las ventas en línea crecieron 2.3 veces en el primer año, el 70\u00a0% de las cafeterías clientes ya pide desde la app y el inventario se cuadra solo al cierre de mes.',
      en: 'Online sales grew 2.3 times in the first year, 70% of client coffee shops now order through the app, and the inventory reconciles itself at month end.',
    },
    gallery: [
      image(
        '/images/projects/mercado-origen-1.svg',
        'Interfaz de la app en un teléfono',
        'The app interface on a phone',
      ),
      image('/images/projects/mercado-origen-2.svg', 'Ficha de un lote de café', 'A coffee lot product card'),
    ],
    links: [],
  },
  {
    slug: 'retratos-de-oficio',
    category: 'photography',
    year: 2023,
    tags: ['Portrait', 'Documentary', 'CDMX'],
    title: { es: 'Retratos de oficio', en: 'Portraits of Craft' },
    summary: {
      es: 'Serie de retratos de artesanos del Centro Histórico: sastres, encuadernadores, relojeros y rotulistas.',
      en: 'A portrait series of craftspeople in the historic centre: tailors, bookbinders, watchmakers and sign painters.',
    },
    cover: image(
      '/images/projects/retratos-de-oficio.svg',
      'Composición en claroscuro con un haz de luz',
      'Chiaroscuro composition with a beam of light',
    ),
    order: 4,
    challenge: {
      es: 'Muchos talleres del centro llevan décadas abiertos y están desapareciendo. Quería retratar a quienes los sostienen sin convertirlos en postal ni en nostalgia.',
      en: 'Many workshops in the centre have been open for decades and are disappearing. I wanted to portray the people who keep them going without turning them into postcards or nostalgia.',
    },
    solution: {
      es: 'Visité cada taller varias veces antes de sacar la cámara. Trabajé solo con la luz que entraba por la puerta o la ventana y pedí a cada persona elegir el objeto que mejor contaba su oficio.',
      en: 'I visited each workshop several times before taking out the camera. I worked only with the light coming through the door or window and asked each person to choose the object that best told their craft.',
    },
    results: {
      es: 'La serie reúne 32 retratos, se exhibió en una galería de la colonia Juárez y varios talleres usan hoy sus fotografías para darse a conocer en redes.',
      en: 'The series brings together 32 portraits, was shown at a gallery in the Juárez neighbourhood, and several workshops now use their photographs to reach people online.',
    },
    gallery: [
      image(
        '/images/projects/retratos-de-oficio-1.svg',
        'Manos sobre una mesa de trabajo',
        'Hands over a workbench',
      ),
      image(
        '/images/projects/retratos-de-oficio-2.svg',
        'Silueta junto a una ventana',
        'A silhouette by a window',
      ),
      image(
        '/images/projects/retratos-de-oficio-3.svg',
        'Herramientas colgadas en la pared',
        'Tools hanging on the wall',
      ),
    ],
    links: [],
  },
  {
    slug: 'taller-nopal',
    category: 'branding',
    year: 2022,
    tags: ['Branding', 'Packaging', 'Ceramics'],
    title: { es: 'Taller Nopal', en: 'Taller Nopal' },
    summary: {
      es: 'Identidad y empaque para un estudio de cerámica hecha a mano en Coyoacán.',
      en: 'Identity and packaging for a handmade ceramics studio in Coyoacán.',
    },
    cover: image(
      '/images/projects/taller-nopal.svg',
      'Formas orgánicas de vasijas en verde y barro',
      'Organic vessel shapes in green and clay',
    ),
    order: 5,
    challenge: {
      es: 'El taller vendía piezas extraordinarias con etiquetas hechas en casa. Querían entrar a tiendas de diseño sin perder el carácter artesanal que los distinguía.',
      en: 'The studio sold extraordinary pieces with homemade labels. They wanted to get into design shops without losing the handmade character that set them apart.',
    },
    solution: {
      es: 'Creamos un logotipo dibujado a partir de la silueta del nopal y un sistema de empaque de cartón reciclado con sellos que el equipo aplica a mano. Cada caja lleva una tarjeta con el nombre de quien hizo la pieza.',
      en: 'We created a logo drawn from the silhouette of the nopal cactus and a packaging system in recycled cardboard with stamps the team applies by hand. Each box carries a card with the name of the person who made the piece.',
    },
    results: {
      es: 'Hoy el taller está en cinco tiendas de diseño de la ciudad y en una de Monterrey, y el costo de empaque por pieza bajó 30\u00a0% frente a las etiquetas anteriores.',
      en: 'The studio is now stocked in five design shops in the city and one in Monterrey, and the packaging cost per piece fell 30% compared with the old labels.',
    },
    gallery: [
      image('/images/projects/taller-nopal-1.svg', 'Sellos y caja de cartón', 'Stamps and a cardboard box'),
      image('/images/projects/taller-nopal-2.svg', 'Logotipo del nopal en verde', 'The nopal logo in green'),
    ],
    links: [],
  },
  {
    slug: 'ciudad-vertical',
    category: 'photography',
    year: 2022,
    tags: ['Architecture', 'CDMX', 'Editorial'],
    title: { es: 'Ciudad vertical', en: 'Vertical City' },
    summary: {
      es: 'Fotografía de arquitectura moderna de la Ciudad de México para una revista de diseño.',
      en: "Photography of Mexico City's modernist architecture for a design magazine.",
    },
    cover: image(
      '/images/projects/ciudad-vertical.svg',
      'Retícula de una fachada modernista contra el cielo',
      'Grid of a modernist facade against the sky',
    ),
    order: 6,
    challenge: {
      es: 'La revista necesitaba un portafolio de edificios de los años cincuenta y sesenta para un número especial, con una mirada actual y en apenas tres semanas.',
      en: 'The magazine needed a portfolio of buildings from the fifties and sixties for a special issue, with a contemporary eye and in just three weeks.',
    },
    solution: {
      es: 'Planeamos la ruta según la orientación de cada fachada para fotografiarla con la mejor luz del día. Usé lentes de control de perspectiva y una edición sobria que respeta el color real de los materiales.',
      en: 'We planned the route around the orientation of each facade to photograph it in its best light of the day. I used perspective-control lenses and a restrained edit that respects the real colour of the materials.',
    },
    results: {
      es: 'Se publicaron 18 fotografías en el número especial, incluida la portada, y la serie completa forma ya parte del archivo gráfico de la revista.',
      en: 'Eighteen photographs ran in the special issue, including the cover, and the full series is now part of the magazine’s picture archive.',
    },
    gallery: [
      image(
        '/images/projects/ciudad-vertical-1.svg',
        'Celosía de concreto y sombras',
        'Concrete lattice and shadows',
      ),
      image(
        '/images/projects/ciudad-vertical-2.svg',
        'Escalera helicoidal vista desde abajo',
        'Spiral staircase seen from below',
      ),
    ],
    links: [],
  },
];
