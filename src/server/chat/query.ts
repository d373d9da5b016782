// A member's message as search terms: typos repaired against the site's own words, a short
// Spanish question put into the site's English words, stop words dropped, and each word grouped
// with its synonyms (synonyms.ts). A group is one "thing the question asks about": the share of
// the groups' weight a passage matches is its coverage (the honesty threshold of compose.ts).
import { fixTypos } from './spelling';
import { SYNONYM_GROUPS } from './synonyms';
import { idf, stem, STOP_WORDS, tokenize, type ChatIndex } from './search-index';

/** A synonym weighs less than the member's own word: it widens the net, it does not lead. */
const SYNONYM_BOOST = 0.6;

// Spanish phrases and words to the site's English ones: the pages are in English, and 12 % of the
// members' questions in the evaluation set are Spanish. Longest phrases first.
const SPANISH: [RegExp, string][] = [
  [/\bseguro social\b/g, 'social security'],
  [/\bseguro de vida\b/g, 'life insurance'],
  [/\basilo de ancianos\b/g, 'nursing home long term care'],
  [/\bno tiene seguro\b/g, 'uninsured motorist'],
  [/\binscripci[oó]n abierta\b/g, 'open enrollment'],
  [/\bpreguntas de salud\b/g, 'health questions underwriting'],
  [/\bparte ([abcd])\b/g, 'part $1'],
  [/\bcumple (\d+)\b/g, 'turns $1'],
  [/\bhablar con (?:un|una) agente\b/g, 'talk to an agent'],
  [/\bme pueden llamar\b/g, 'call me'],
  [/\bcu[aá]nto (?:me )?(?:cuesta|costar[ií]a|cobran|sale)\b/g, 'how much would it cost me'],
  [/\bcu[aá]nto ((?:\w+ ){0,4})necesito\b/g, 'how much $1do i need'],
  [/\bcotizaci[oó]n\b|\bcoticen\b|\bcotizar\b/g, 'quote'],
  [/\bprecio\b/g, 'price for my'],
];
const SPANISH_WORDS: Record<string, string> = {
  inscribirse: 'enroll',
  inscribirme: 'enroll',
  inscripcion: 'enrollment',
  medicinas: 'prescription drugs',
  medicamentos: 'prescription drugs',
  insulina: 'insulin prescription',
  dentista: 'dental',
  dentadura: 'dentures dental',
  lentes: 'vision glasses',
  suplementario: 'supplement medigap',
  suplemento: 'supplement medigap',
  diferencia: 'difference',
  funeral: 'funeral final expense',
  beneficiarios: 'beneficiaries',
  menores: 'minors',
  hijos: 'children',
  choca: 'accident',
  arbol: 'tree',
  techo: 'roof',
  tormenta: 'storm',
  nieve: 'snow',
  casa: 'home',
  carro: 'car',
  carros: 'cars',
  coche: 'car',
  auto: 'auto',
  vida: 'life',
  jubilacion: 'retirement',
  anualidad: 'annuity',
  deducible: 'deductible',
  copago: 'copay',
  negocio: 'business',
  empleados: 'employees',
  restaurante: 'restaurant business',
  telefono: 'phone',
  numero: 'number',
  abren: 'hours open',
  minimo: 'minimum',
  edad: 'age',
  esperar: 'wait claim',
  cancelar: 'cancel',
  poliza: 'policy',
  direccion: 'address',
  actualizo: 'update my',
  mude: 'moved',
  cambiar: 'change',
  plan: 'plan',
  salud: 'health',
  agente: 'agent',
  cubre: 'cover',
  paga: 'pay',
  tiempo: 'time',
  comprar: 'buy',
  obligado: 'required',
  esposo: 'husband',
  esposa: 'wife',
  marido: 'husband',
  mujer: 'wife',
  mama: 'mother',
  papa: 'father',
  madre: 'mother',
  padre: 'father',
  hijo: 'son',
  hija: 'daughter',
  nieto: 'grandchild',
  nietos: 'grandchildren',
  nieta: 'granddaughter',
  abuelo: 'grandfather',
  abuela: 'grandmother',
  familia: 'family',
  padres: 'parents',
  medico: 'doctor',
  doctor: 'doctor',
  doctores: 'doctors',
  hospital: 'hospital',
  medicina: 'prescription drugs',
  receta: 'prescription',
  recetas: 'prescriptions',
  farmacia: 'pharmacy',
  enfermedad: 'illness',
  cirugia: 'surgery',
  operacion: 'surgery',
  vision: 'vision',
  ojos: 'eyes vision',
  oidos: 'hearing',
  audifonos: 'hearing aids',
  dientes: 'dental',
  anteojos: 'glasses',
  cobertura: 'coverage',
  cubrir: 'cover',
  cubierto: 'covered',
  cubiertos: 'covered',
  cubren: 'cover',
  prima: 'premium',
  primas: 'premiums',
  coseguro: 'coinsurance',
  red: 'network',
  proveedor: 'provider',
  especialista: 'specialist',
  emergencia: 'emergency',
  ambulancia: 'ambulance',
  cuidado: 'care',
  plazo: 'term',
  largo: 'long',
  enfermera: 'nursing',
  asilo: 'nursing home',
  inscribir: 'enroll',
  inscribo: 'enroll',
  periodo: 'period',
  multa: 'penalty',
  multas: 'penalties',
  tarde: 'late',
  elegible: 'eligible',
  cumplir: 'turn',
  cumplo: 'turn',
  trabajo: 'job',
  trabajando: 'working',
  trabajar: 'work',
  empleador: 'employer',
  jubilarme: 'retire',
  jubilado: 'retired',
  retiro: 'retirement',
  retirarme: 'retire',
  tarjeta: 'card',
  choque: 'crash accident',
  chocaron: 'crashed accident',
  accidente: 'accident',
  licencia: 'license',
  conductor: 'driver',
  manejar: 'drive',
  maneja: 'drives',
  camioneta: 'truck',
  colision: 'collision',
  robo: 'theft',
  robaron: 'stolen',
  parabrisas: 'windshield',
  vidrio: 'glass',
  grua: 'towing',
  alquilado: 'rental',
  motocicleta: 'motorcycle',
  adolescente: 'teen',
  permiso: 'permit',
  inquilino: 'renter',
  inquilinos: 'renters',
  alquiler: 'rent',
  renta: 'rent',
  rento: 'rent',
  inundacion: 'flood',
  incendio: 'fire',
  fuego: 'fire',
  terremoto: 'earthquake',
  dano: 'damage',
  danos: 'damage',
  agua: 'water',
  tuberia: 'pipe',
  granizo: 'hail',
  viento: 'wind',
  huracan: 'hurricane',
  propiedad: 'property',
  pertenencias: 'belongings',
  joyas: 'jewelry',
  anillo: 'ring',
  hipoteca: 'mortgage',
  condominio: 'condo',
  apartamento: 'apartment',
  vecino: 'neighbor',
  perro: 'dog',
  mordio: 'bit',
  muerte: 'death',
  muere: 'dies',
  murio: 'died',
  fallece: 'dies',
  fallecio: 'died',
  entierro: 'burial',
  gastos: 'expenses',
  final: 'final',
  termino: 'term',
  permanente: 'permanent',
  beneficiario: 'beneficiary',
  herencia: 'inheritance',
  ahorros: 'savings',
  ahorrar: 'save',
  ahorro: 'savings',
  pension: 'pension',
  cuenta: 'account',
  retirar: 'withdraw',
  sacar: 'withdraw',
  impuestos: 'taxes',
  ingresos: 'income',
  ingreso: 'income',
  inversion: 'investment',
  invertir: 'invest',
  mensualidad: 'monthly payment',
  heredado: 'inherited',
  herede: 'inherited',
  empresa: 'business',
  dueno: 'owner',
  trabajadores: 'workers',
  compensacion: 'compensation',
  responsabilidad: 'liability',
  clientes: 'clients',
  demanda: 'lawsuit',
  demandar: 'sue',
  camiones: 'trucks',
  tienda: 'store',
  contratista: 'contractor',
  pagar: 'pay',
  pago: 'payment',
  pagos: 'payments',
  costo: 'cost',
  dinero: 'money',
  mensual: 'monthly',
  anual: 'annual',
  reclamo: 'claim',
  reclamacion: 'claim',
  reclamar: 'claim',
  cambio: 'change',
  nuevo: 'new',
  nueva: 'new',
  vender: 'sell',
  vendi: 'sold',
  gratis: 'free',
  guia: 'guide',
  guias: 'guides',
  articulos: 'articles',
  boletin: 'newsletter',
  correo: 'email',
  correos: 'emails',
  oficina: 'office',
  horario: 'hours',
  sabado: 'saturday',
  sabados: 'saturdays',
  opciones: 'options',
  requisitos: 'requirements',
  obligatorio: 'required',
  ley: 'law',
  estado: 'state',
};

/**
 * Spanish words left untranslated that say nothing about which page answers: they would count as
 * unknown words of the question and lower every passage's share of it.
 */
const SPANISH_STOP = new Set(
  `el la los las lo le les un una unos unas de del al a en y o u que qué cual cuál cuales es son
ser está esta estan están este esto ese eso mi mis tu tus su sus me te se nos para por con sin
entre sobre como cómo cuando cuándo donde dónde quien quién hay tengo tiene tienen tenemos puedo
puede pueden quiero necesito hacer hagan hace año años este mes si sí no muy mas más mejor sirve
normal usted ustedes ya hoy todo toda todos cada otro otra seguro seguros favor hola gracias pero
también solo sólo algo alguien nada`.split(/\s+/),
);

/** "jubilación" -> "jubilacion": members type Spanish with and without its accents. */
const withoutAccents = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Whether a message is Spanish: enough Spanish function words, or an opening ¿. */
export function isSpanish(message: string): boolean {
  const hits =
    message
      .toLowerCase()
      .match(
        /(?:^|[\s¿¡,.])(el|la|los|las|mi|mis|de|del|que|qu[eé]|c[oó]mo|cu[aá]nto|cu[aá]ndo|cual|necesito|quiero|puedo|tengo|seguro|p[oó]liza|para|por|est[aá]|hola|ayuda|usted|se|es|un|una|con|cubre|paga|pagar|mes|lo|eso|y|o|su|sus|mam[aá]|pap[aá]|esposo|esposa)(?=$|[\s?!,.])/g,
      )?.length ?? 0;
  return hits >= 3 || (message.includes('¿') && hits >= 1);
}

/** The site's English words for a Spanish question (an English one is returned as it is). */
export function toEnglish(message: string): string {
  if (!isSpanish(message)) return message;
  let text = message.toLowerCase();
  for (const [pattern, english] of SPANISH) text = text.replace(pattern, english);
  return text
    .split(/(\s+|[¿?¡!,.])/)
    .map((word) => SPANISH_WORDS[withoutAccents(word)] ?? word)
    .join('');
}

export interface QueryGroup {
  /** The member's word (stemmed) and its synonyms' words. */
  terms: string[];
  weight: number;
}

export interface Query {
  /** Search term -> its boost. */
  terms: Map<string, number>;
  groups: QueryGroup[];
}

const groupWords = SYNONYM_GROUPS.map((group) => group.map(tokenize));

export function buildQuery(index: ChatIndex, message: string): Query {
  const spanish = isSpanish(message);
  // Accents off once translated ("qué" -> "que"), so the untranslated words meet SPANISH_STOP.
  const english = toEnglish(message).toLowerCase();
  const plain = spanish ? withoutAccents(english) : english;
  // Spanish words left over go before the typo repair, or "entre" would become "enter".
  const kept = spanish
    ? tokenize(plain)
        .filter((token) => !SPANISH_STOP.has(token))
        .join(' ')
    : plain;
  const tokens = tokenize(fixTypos(kept));
  const terms = new Map<string, number>();
  const groups: QueryGroup[] = [];
  const add = (term: string, boost: number) => terms.set(term, Math.max(terms.get(term) ?? 0, boost));
  for (let i = 0; i < tokens.length; i += 1) {
    const synonymGroup = groupWords.findIndex((group) =>
      group.some((phrase) => phrase.every((word, k) => tokens[i + k] === word)),
    );
    if (synonymGroup >= 0) {
      const phrase = groupWords[synonymGroup]!.find((p) => p.every((word, k) => tokens[i + k] === word))!;
      const own = phrase.filter((w) => !STOP_WORDS.has(w)).map(stem);
      const others = groupWords[synonymGroup]!.flat()
        .filter((w) => !STOP_WORDS.has(w))
        .map(stem);
      own.forEach((t) => add(t, 1));
      others.forEach((t) => add(t, SYNONYM_BOOST));
      const weight = Math.max(...own.map((t) => idf(index, t)), 0);
      if (!groups.some((g) => g.terms[0] === own[0]))
        groups.push({ terms: [...new Set([...own, ...others])], weight });
      i += phrase.length - 1;
      continue;
    }
    const token = tokens[i]!;
    if (STOP_WORDS.has(token) || token.length < 2) continue;
    const term = stem(token);
    add(term, 1);
    if (!groups.some((g) => g.terms.includes(term))) groups.push({ terms: [term], weight: idf(index, term) });
  }
  // A word no passage holds (a name, a typo past repair) weighs like a typical word of the question.
  const known = groups.filter((g) => g.weight > 0);
  const typical = known.length ? known.reduce((sum, g) => sum + g.weight, 0) / known.length : 1;
  for (const group of groups) if (group.weight === 0) group.weight = typical;
  return { terms, groups };
}
