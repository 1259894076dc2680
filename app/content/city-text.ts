/**
 * The city pages' text in both languages: the English of ./cities.ts with the Spanish beside it. Kept apart
 * from ./cities.ts so a page that only needs the English list does not ship the Spanish.
 */
import type { Lang } from "~/content/languages";
import { catalogue } from "./catalogue";
import { cityPage, cityTextEn, paragraphs, places, type City } from "./cities";
import { jobDuration, typicalCost } from "./facts";

/** The facts of app/content/facts.ts as a Spanish sentence writes them: "de 4 a 8 horas". */
const horas = (range: string) => range.replace(/^(\d+)-(\d+) hours$/, "de $1 a $2 horas");

export const cityText = /* @__PURE__ */ catalogue(cityTextEn, {
  manassas: {
    heroTitle: "Electricista en Manassas, VA",
    heroSubtitle:
      "Aquí tenemos nuestra base: electricistas con licencia, de una empresa propiedad de un veterano, a pocos minutos de su casa. Las 24 horas, los 7 días, también en días festivos.",
    localIntro: paragraphs(
      `Manassas es donde empezamos y donde guardamos nuestras camionetas, así que a las casas de aquí llegamos más rápido que a ningún otro lugar: casi siempre mucho antes de los {arrival.minutes} minutos que prometemos en una emergencia. Conocemos bien la ciudad: las casas de un piso (ramblers) y estilo Cape Cod de los años 50 alrededor de Old Town y Grant Avenue, las casas de dos niveles (split-level) y coloniales de los años 70 en Point of Woods y Westgate, y las comunidades de townhouses a lo largo de Sudley Road y Wellington Road.`,
      "Muchas de esas casas todavía funcionan con el servicio original de 100 amperios, a menudo con paneles Federal Pacific o Zinsco y tomacorrientes de dos orificios, sin conexión a tierra. Los dueños de casa nos llaman cuando ponen aire acondicionado central, terminan el sótano o compran un carro eléctrico y el panel viejo ya no da abasto. Sacamos el permiso con la Ciudad de Manassas o con el Condado de Prince William, según le corresponda a su dirección.",
    ),
    services: {
      "panel-upgrades": "Cambio de 100 a 200 amperios en las casas de un piso de Old Town y en los coloniales de los años 70",
      "residential-wiring": "Conexión a tierra de los circuitos de dos orificios en casas de los años 50 y 60",
      "ev-charger-installation": "Cargadores en el garaje o en la entrada para quienes manejan a diario desde Manassas",
      "surge-protection": "Protección para toda la casa antes de la temporada de tormentas",
      circuits: "Encontramos por qué se disparan los breakers y agregamos circuitos dedicados",
    },
    projects: {
      "Grant Avenue": "Panel nuevo de 200 amperios en lugar de un panel Federal Pacific",
      "Wellington Road": "Cargador de nivel 2 para vehículo eléctrico en un garaje para dos carros",
      "Sudley Road": "Luces LED empotradas en un sótano terminado",
    },
    faqs: [
      {
        question: "¿Qué tan rápido pueden llegar a mi casa en Manassas?",
        answer: `Manassas es nuestra base, así que cuando el problema es urgente tratamos de estar en su puerta en menos de {arrival.minutes} minutos, de día o de noche, todos los días del año.`,
      },
      {
        question: "¿Quién da los permisos eléctricos en Manassas?",
        answer:
          "Las casas dentro de la Ciudad de Manassas sacan el permiso con la ciudad; las que tienen dirección postal de Manassas pero quedan fuera de los límites de la ciudad dependen del Condado de Prince William. Revisamos su dirección y sacamos el permiso que corresponde.",
      },
      {
        question: "Mi casa en Manassas es antigua y tiene un panel Federal Pacific. ¿Es un problema?",
        answer: `Los breakers (interruptores automáticos) Stab-Lok de Federal Pacific tienen un largo historial de no dispararse cuando hay una sobrecarga. Le recomendamos cambiar el panel: el cambio cuesta desde {price.panelUpgrade} y toma ${horas(jobDuration.panelUpgrade)}.`,
      },
    ],
    metaTitle: "Electricista en Manassas, VA | Con licencia, propiedad de un veterano, 24/7",
    metaDescription: `Electricistas con licencia en Manassas, VA, de una empresa propiedad de un veterano: cambios de panel, recableado, cargadores para vehículos eléctricos y reparaciones de emergencia 24/7, con llegada en {arrival.minutes} minutos en nuestra zona principal.`,
  },
  "manassas-park": {
    heroTitle: "Electricista en Manassas Park, VA",
    heroSubtitle: "Justo al lado de nuestro taller en Manassas: ayuda rápida para casas y townhouses de Manassas Park, las 24 horas.",
    localIntro: paragraphs(
      "Manassas Park es una ciudad pequeña donde todos se conocen, y la mayoría de sus casas caen en dos grupos: las casas de ladrillo de un piso y de dos niveles de los años 50 y 60, junto a Manassas Drive y Euclid Avenue, y los townhouses y casas unifamiliares más nuevos de Blooms Crossing y Park Center, construidos desde finales de los años 90.",
      "En las calles más antiguas cambiamos paneles gastados de 60 y 100 amperios, instalamos tomacorrientes con conexión a tierra y circuitos dedicados para la cocina, y arreglamos los tramos viejos de aluminio y de cable forrado en tela que dejaron décadas de arreglos caseros. En los vecindarios más nuevos nos llaman por cargadores para vehículos eléctricos en garajes estrechos, luces empotradas en el sótano y paneles de townhouse que ya no tienen espacio. Manassas Park da sus propios permisos, y nosotros los tramitamos por usted.",
    ),
    services: {
      "panel-upgrades": "Cambio de paneles de 60 y 100 amperios en las casas originales de un piso",
      outlets: "Tomacorrientes con tierra y GFCI para cocinas y baños",
      "ev-charger-installation": "Cargadores para garajes de townhouse en Blooms Crossing",
      lighting: "Luces empotradas y ventiladores en sótanos terminados",
      inspections: "Inspecciones antes de comprar una casa antigua",
    },
    projects: {
      "Euclid Avenue": "Cambio del servicio de 100 a 200 amperios",
      "Blooms Quarry Lane": "Cargador para vehículo eléctrico en el garaje de un townhouse",
      "Manassas Drive": "Tomacorrientes GFCI y circuitos dedicados para los electrodomésticos de la cocina",
    },
    faqs: [
      {
        question: "¿Trabajan en todo Manassas Park?",
        answer: `Sí, en todas las calles de la ciudad. Nuestro taller está a pocos minutos, en Manassas, así que Manassas Park está dentro de la zona donde llegamos en {arrival.minutes} minutos en una emergencia.`,
      },
      {
        question: "¿Cabe un cargador de nivel 2 en el garaje de un townhouse?",
        answer: `Casi siempre. Ponemos el cargador donde el cable alcance el puerto de carga de su vehículo, llevamos el circuito por la pared del garaje y antes revisamos cuánta carga aguanta el panel. La instalación cuesta desde {price.evCharger} y toma ${horas(jobDuration.evCharger)}.`,
      },
      {
        question: "¿Cuánto cuesta agregar un tomacorriente en una casa antigua de Manassas Park?",
        answer: `Un tomacorriente nuevo en un circuito que ya existe cuesta alrededor de ${typicalCost.newOutlet}; si necesita su propio circuito dedicado de 20 amperios, alrededor de ${typicalCost.dedicatedCircuit}.`,
      },
    ],
    metaTitle: "Electricista en Manassas Park, VA | Paneles, cargadores y reparaciones 24/7",
    metaDescription:
      "Electricistas a pocos minutos de su casa en Manassas Park: cambios de panel en casas de los años 50, cargadores para vehículos eléctricos en garajes de townhouse, tomacorrientes, iluminación y reparaciones de emergencia 24/7.",
  },
  woodbridge: {
    heroTitle: "Electricista en Woodbridge, VA",
    heroSubtitle: "De Marumsco a Lake Ridge y Belmont Bay: electricistas con licencia para el este del Condado de Prince William.",
    localIntro: paragraphs(
      "Woodbridge va desde el corredor de la Ruta 1 hasta las calles junto al lago de Lake Ridge, y sus casas abarcan siete décadas. Las casas de dos niveles de los años 60 en Marumsco Hills y Featherstone muchas veces conservan su servicio original; los coloniales y townhouses de los años 70 y 80 de Lake Ridge están llegando a la edad en que se gastan los paneles, los breakers y los tomacorrientes exteriores; y los condominios y casas más nuevas cerca de Belmont Bay y Rippon Landing necesitan carga para vehículos eléctricos e iluminación inteligente.",
      "Como está cerca del Potomac y del Occoquan, en Woodbridge también pegan fuerte las tormentas de verano, así que aquí instalamos mucha protección contra sobretensiones para toda la casa y kits de interbloqueo (interlock) para generadores. Los permisos se tramitan con el Condado de Prince William, y programamos las inspecciones para que su proyecto no se atrase.",
    ),
    services: {
      "surge-protection": "Protección en temporada de tormentas para el aire acondicionado y los electrodomésticos",
      generators: "Kits de interbloqueo y generadores de respaldo para los apagones",
      "panel-upgrades": "Cambios de panel en casas de los años 60 y 70 en Marumsco y Lake Ridge",
      "ev-charger-installation": "Cargadores para quienes viajan por la I-95 o en el VRE",
      outlets: "Tomacorrientes GFCI a prueba de intemperie para terrazas y muelles",
    },
    projects: {
      "Old Bridge Road": "Kit de interbloqueo para generador y toma de entrada exterior",
      "Smoketown Road": "Protector contra sobretensiones para toda la casa y revisión del panel",
      "Rippon Boulevard": "Cargador de nivel 2 para vehículo eléctrico en un poste junto a la entrada",
    },
    faqs: [
      {
        question: "¿Cubren todo Woodbridge, incluidos Lake Ridge y Dale City?",
        answer:
          "Sí. Trabajamos en Woodbridge, Lake Ridge, Dale City, Occoquan, Belmont Bay y el resto del este del Condado de Prince William, las 24 horas, los 7 días.",
      },
      {
        question: "¿Cuál es la forma más segura de usar un generador durante un apagón en Woodbridge?",
        answer:
          "Con un interruptor de transferencia o con un kit de interbloqueo en el panel y una toma de entrada exterior; nunca con un cable enchufado al tomacorriente de la secadora. Instalamos las dos opciones, con permiso, para que pueda mantener lo esencial funcionando sin peligro.",
      },
      {
        question: "¿Vale la pena la protección contra sobretensiones aquí?",
        answer: `Con las tormentas eléctricas que suben por el Potomac cada verano, sí. Un protector contra sobretensiones para toda la casa cuesta desde {price.surgeProtection}, la instalación toma ${horas(jobDuration.surgeProtection)} y bloquea alrededor del 99% de una sobretensión que entra por la línea.`,
      },
    ],
    metaTitle: "Electricista en Woodbridge, VA | Generadores, protección contra sobretensiones y ayuda 24/7",
    metaDescription:
      "Electricistas en Woodbridge y Lake Ridge: interbloqueos para generadores, protección contra sobretensiones para toda la casa, cambios de panel, cargadores para vehículos eléctricos y reparaciones de emergencia 24/7 en el Condado de Prince William.",
  },
  centreville: {
    heroTitle: "Electricista en Centreville, VA",
    heroSubtitle: "Sully Station, Little Rocky Run, Centre Ridge y más: servicio eléctrico las 24 horas en el oeste del Condado de Fairfax.",
    localIntro: paragraphs(
      "Casi todo Centreville se construyó de un tirón entre mediados de los años 80 y finales de los 90: los townhouses y coloniales de Sully Station, Little Rocky Run, Centre Ridge y Country Creek. Esas casas tienen ahora entre 25 y 40 años, y los paneles, breakers y tomacorrientes exteriores básicos que puso el constructor están llegando al final de su vida útil, justo cuando las familias terminan el sótano, montan una oficina en casa o compran un carro eléctrico.",
      "Una llamada típica en Centreville es por un panel que ya no tiene espacio, un sótano en obra que necesita luces y circuitos, o un garaje que necesita un cargador de 240 voltios. Alrededor del histórico Old Centreville, cerca de Braddock Road, también hay casas más antiguas cuyo cableado merece una revisión cuidadosa. Los permisos se tramitan con el Condado de Fairfax, y nosotros nos encargamos.",
    ),
    services: {
      remodel: "Terminación de sótanos y renovación de cocinas en casas de los años 90",
      "panel-upgrades": "Paneles sin espacio libre o con breakers gastados",
      "ev-charger-installation": "Cargadores para garajes de townhouses y de casas unifamiliares",
      lighting: "Luces empotradas y ventiladores de techo en la sala familiar",
      circuits: "Circuitos dedicados para oficinas en casa y gimnasios",
    },
    projects: {
      "Union Mill Road": "Terminación de sótano: luces empotradas y circuitos nuevos",
      "Braddock Road": "Tesla Wall Connector en el garaje de un townhouse",
      "Old Centreville Road": "Cambio de panel con protección contra sobretensiones",
    },
    faqs: [
      {
        question: "El panel de mi townhouse en Centreville está lleno. ¿Necesito un panel nuevo?",
        answer: `No necesariamente. A veces unos breakers dobles (tándem) o un subpanel pequeño dan los espacios que hacen falta; si el servicio en sí se queda corto, el cambio de panel cuesta desde {price.panelUpgrade} y toma ${horas(jobDuration.panelUpgrade)}.`,
      },
      {
        question: "¿Qué trabajo eléctrico hace falta para terminar un sótano?",
        answer:
          "Por lo general, circuitos nuevos de luces y tomacorrientes con protección AFCI, detectores de humo conectados al sistema de la casa y, a veces, un circuito dedicado para un baño o un bar. Lo planeamos según la distribución que usted quiera y sacamos el permiso del Condado de Fairfax.",
      },
      {
        question: "¿Cuántas luces empotradas debe tener mi sótano?",
        answer:
          "Calcule alrededor de una luz empotrada por cada 25 pies cuadrados de techo para que la luz quede pareja, con reguladores (dimmers), y unas cuantas más sobre las zonas de trabajo o de juego.",
      },
    ],
    metaTitle: "Electricista en Centreville, VA | Sótanos, paneles y cargadores para vehículos eléctricos",
    metaDescription:
      "Electricistas en Centreville para casas de los años 80 y 90: terminación de sótanos, cambios de panel, cargadores para vehículos eléctricos, luces empotradas y circuitos dedicados. Con licencia, propiedad de un veterano, 24/7.",
  },
  gainesville: {
    heroTitle: "Electricista en Gainesville, VA",
    heroSubtitle: "Servicio eléctrico para Gainesville, Haymarket y Heritage Hunt: casas más nuevas, más carga eléctrica.",
    localIntro: paragraphs(
      "Gainesville ha crecido rápido: la mayoría de las casas de Heritage Hunt, Piedmont, Virginia Oaks y las calles que salen de Linton Hall Road se construyeron desde finales de los años 90, y muchas tienen menos de 15 años. El cableado es moderno, pero las familias le piden cada vez más: dos carros eléctricos, un jacuzzi en el patio, un sótano terminado, un generador de respaldo para la próxima tormenta de hielo.",
      "Por eso, nuestro trabajo en Gainesville es sobre todo de capacidad y de ampliaciones: cálculos de carga antes de instalar un cargador para vehículos eléctricos, circuitos de 50 y 60 amperios para spas, generadores e interruptores de transferencia, y mejor iluminación en lugar de las lámparas básicas del constructor. En Heritage Hunt, la comunidad para mayores de 55 años, también hacemos mucho trabajo de seguridad: interruptores con luz, escaleras mejor iluminadas y protección contra sobretensiones para equipos médicos.",
    ),
    services: {
      "ev-charger-installation": "Uno o dos cargadores, con control de la carga del panel",
      generators: "Generadores de respaldo con interruptor de transferencia automática",
      "spa-wiring": "Circuitos de 50 y 60 amperios para jacuzzis en patios y terrazas",
      lighting: "Cambio de las lámparas básicas del constructor por iluminación LED",
      "surge-protection": "Protección para casas inteligentes y equipos médicos",
    },
    projects: {
      "Linton Hall Road": "Dos cargadores de nivel 2 para vehículos eléctricos que se reparten la carga",
      "Heathcote Boulevard": "Circuito de 60 amperios para jacuzzi, con su desconectador",
      "University Boulevard": "Generador de respaldo de 22 kW con interruptor de transferencia",
    },
    faqs: [
      {
        question: "Mi casa en Gainesville es bastante nueva. ¿Aguanta dos cargadores para vehículos eléctricos?",
        answer: `Muchas veces, sí. La mayoría de las casas de aquí tienen servicio de 200 amperios; hacemos un cálculo de carga y, si hace falta, instalamos cargadores que comparten un solo circuito. La instalación cuesta desde {price.evCharger} por cargador y toma ${horas(jobDuration.evCharger)}.`,
      },
      {
        question: "¿Qué hace falta para conectar un jacuzzi?",
        answer:
          "Un circuito dedicado de 240 voltios y 50 o 60 amperios con protección GFCI, un desconectador a la vista del jacuzzi y a por lo menos 5 pies del agua, la unión equipotencial (bonding) y un permiso. Lo dejamos todo cableado antes del día de la entrega.",
      },
      {
        question: "¿Trabajan en comunidades con HOA, como Heritage Hunt?",
        answer:
          "Sí. Respetamos las reglas de su HOA para los equipos exteriores, como generadores y cargadores, y le damos los detalles que pida el comité de revisión arquitectónica.",
      },
    ],
    metaTitle: "Electricista en Gainesville, VA | Cargadores, generadores y jacuzzis",
    metaDescription:
      "Electricistas en Gainesville y Haymarket: cargadores para vehículos eléctricos con control de carga, generadores de respaldo, circuitos de 50 y 60 amperios para jacuzzis, iluminación y protección contra sobretensiones. Servicio 24/7.",
  },
  fairfax: {
    heroTitle: "Electricista en Fairfax, VA",
    heroSubtitle: "Electricistas de confianza para la Ciudad de Fairfax, Mantua, Fair Oaks y Fairfax Station, de día o de noche.",
    localIntro: paragraphs(
      "Los vecindarios de Fairfax se construyeron casi todos después de la Segunda Guerra Mundial: las casas de ladrillo de un piso y de dos niveles de Fairfax Acres, Mantua y Fairfax Villa son de los años 50 y 60, mientras que Fair Oaks y Fairfax Station se llenaron de coloniales más grandes en los años 80 y 90. Cerca de Old Town Fairfax y de George Mason University, muchas casas antiguas ahora se alquilan o se están renovando para venderlas.",
      "Esa edad se nota en el cableado: tomacorrientes de dos orificios, circuitos de dormitorios sin tierra, paneles de 100 amperios sobrecargados y, de vez en cuando, tramos de cableado de aluminio de los años 60. Aquí hacemos muchas inspecciones eléctricas antes de vender o de comprar, trabajos de conexión a tierra y recableado, y remodelaciones de cocina que necesitan circuitos modernos. Los permisos se tramitan con la Ciudad de Fairfax o con el Condado de Fairfax, según la dirección.",
    ),
    services: {
      inspections: "Inspecciones antes de comprar o de vender una casa antigua",
      "residential-wiring": "Conexión a tierra y recableado de casas de un piso de los años 50 y 60",
      remodel: "La parte eléctrica de la remodelación de cocinas y baños",
      "panel-upgrades": "Cambio de paneles de 100 amperios sobrecargados",
      outlets: "Cambio de tomacorrientes de dos orificios por tomacorrientes con tierra o GFCI",
    },
    projects: {
      "Pickett Road": "Recableado completo de una casa de un piso de 1955",
      "Blake Lane": "Instalación eléctrica para remodelar la cocina y luces debajo de los gabinetes",
      "Chain Bridge Road": "Inspección eléctrica antes de la compra",
    },
    faqs: [
      {
        question: "¿Cuánto tiempo toma recablear una casa antigua en Fairfax?",
        answer: `Un recableado completo toma normalmente de 3 a 7 días. Las casas de un piso con el sótano y el ático sin terminar son las más rápidas; las de dos niveles ya terminadas tardan más. Los trabajos de cableado cuestan desde {price.wiring}.`,
      },
      {
        question: "Voy a comprar una casa de los años 60 en Fairfax. ¿Debo pedir una inspección eléctrica?",
        answer:
          "Sí: es el dinero mejor gastado antes del cierre. Una inspección toma de 2 a 3 horas y le dice cómo están el panel y la conexión a tierra, si hay cableado de aluminio y cuánto costarán las reparaciones.",
      },
      {
        question: "¿Sacan permisos con la Ciudad de Fairfax?",
        answer:
          "Sí. Sacamos el permiso con la Ciudad de Fairfax para las direcciones dentro de la ciudad y con el Condado de Fairfax para las demás, y recibimos al inspector.",
      },
    ],
    metaTitle: "Electricista en Fairfax, VA | Inspecciones, recableado y remodelaciones",
    metaDescription:
      "Electricistas en Fairfax para casas antiguas: inspecciones eléctricas de 2 a 3 horas, recableado en 3 a 7 días, tomacorrientes con tierra, cambios de panel y electricidad para remodelaciones. Servicio 24/7.",
  },
  springfield: {
    heroTitle: "Electricista en Springfield, VA",
    heroSubtitle: "West Springfield, Kings Park, Cardinal Forest y Rolling Valley: electricistas con licencia las 24 horas.",
    localIntro: paragraphs(
      "Springfield creció muchísimo en los años 60 y 70, y vecindarios como Kings Park, West Springfield, Rolling Valley, Cardinal Forest y Saratoga están llenos de casas de dos niveles y coloniales de esa época. Las casas construidas más o menos entre 1965 y 1973 son las que con más probabilidad tienen cableado de aluminio de un solo hilo en los circuitos, que se puede recalentar en tomacorrientes e interruptores si no está bien conectado.",
      "Muchas de estas casas también conservan el panel original de 100 o 150 amperios, y algunas, los paneles Federal Pacific que eran populares en esa época. Ayudamos a los dueños de casa de Springfield a dejar ese cableado seguro (corrección del cableado de aluminio con conectores aprobados, cambio de panel, conexión a tierra) y a modernizar cocinas y sótanos. Los permisos se tramitan con el Condado de Fairfax.",
    ),
    services: {
      "residential-wiring": "Corrección del cableado de aluminio en casas de 1965 a 1973",
      "panel-upgrades": "Cambio de paneles originales y de paneles Federal Pacific",
      inspections: "Inspecciones de seguridad para casas de dos niveles y coloniales",
      "surge-protection": "Protección contra sobretensiones para toda la casa en el panel nuevo",
      lighting: "Luces empotradas en cocinas y sótanos renovados",
    },
    projects: {
      "Old Keene Mill Road": "Corrección del cableado de aluminio con conectores aprobados",
      "Rolling Road": "Panel Federal Pacific reemplazado por un servicio de 200 amperios",
      "Hooes Road": "Luces empotradas y reguladores (dimmers) en la cocina",
    },
    faqs: [
      {
        question: "¿Mi casa en Springfield tiene cableado de aluminio?",
        answer:
          "Si se construyó más o menos entre 1965 y 1973, puede ser. Mire el forro del cable en el sótano o el ático y busque 'AL' o 'ALUMINUM', o pida una inspección (de 2 a 3 horas) y revisamos cada circuito.",
      },
      {
        question: "¿Tengo que recablear toda la casa si tiene cableado de aluminio?",
        answer:
          "No siempre. Empalmar puentes cortos de cobre (pigtails) con conectores aprobados en cada tomacorriente, interruptor y lámpara es una reparación reconocida y duradera. La otra opción es recablear toda la casa, que toma de 3 a 7 días; le damos precio de las dos.",
      },
      {
        question: "¿Es seguro el panel original de mi casa de los años 70 en Springfield?",
        answer: `Depende de la marca y del estado en que esté. Los paneles Federal Pacific Stab-Lok y Zinsco se deben reemplazar; en otros basta con cambiar los breakers gastados. El cambio de panel eléctrico cuesta desde {price.panelUpgrade}.`,
      },
    ],
    metaTitle: "Electricista en Springfield, VA | Cableado de aluminio, paneles y reparaciones 24/7",
    metaDescription:
      "Electricistas en Springfield para casas de los años 60 y 70: corrección del cableado de aluminio, cambio de paneles Federal Pacific, inspecciones, protección contra sobretensiones e iluminación. Ayuda 24/7.",
  },
  alexandria: {
    heroTitle: "Electricista en Alexandria, VA",
    heroSubtitle: "Trabajo eléctrico cuidadoso para los townhouses de Old Town, los bungalows de Del Ray y todo lo demás.",
    localIntro: paragraphs(
      "Alexandria tiene algunas de las casas más antiguas en las que trabajamos. Los townhouses de los siglos XVIII y XIX de Old Town, los bungalows y las casas cuadradas (four-squares) de 1910 a 1930 de Del Ray y Rosemont, y los apartamentos con jardín de los años 40 de Parkfairfax se cablearon mucho antes de los electrodomésticos modernos, y algunas todavía tienen cableado de perilla y tubo (knob-and-tube) detrás del yeso.",
      "Trabajar en estas casas requiere paciencia: pasar cable nuevo por dentro de las paredes de yeso con las menos aberturas posibles, conservar intactas las molduras originales y, en el distrito histórico (Old and Historic Alexandria District), planear los cambios del medidor y del exterior pensando en la Junta de Revisión Arquitectónica (Board of Architectural Review). Más cerca de Seminary Hill y del West End, las casas de los años 50 y 60 necesitan los mismos cambios de panel y arreglos de conexión a tierra que el resto del Norte de Virginia. Los permisos se tramitan con la Ciudad de Alexandria.",
    ),
    services: {
      "residential-wiring": "Reemplazo del cableado de perilla y tubo en casas con paredes de yeso",
      "panel-upgrades": "Cambio de panel y de servicio en townhouses y bungalows",
      inspections: "Inspecciones para casas históricas y para la aseguradora",
      lighting: "Lámparas de época y luces empotradas discretas",
      commercial: "Tiendas y restaurantes de King Street y Mount Vernon Avenue",
    },
    projects: {
      "Mount Vernon Avenue": "Reemplazo del cableado de perilla y tubo en un bungalow de los años 20",
      "Duke Street": "Cambio de panel y de medidor en un townhouse histórico",
      "King Street": "Modernización de la iluminación de un restaurante",
    },
    faqs: [
      {
        question: "¿Pueden reemplazar el cableado de perilla y tubo sin romper el yeso?",
        answer:
          "En su mayor parte, sí. Pasamos el cable nuevo por el ático, el sótano y los huecos que ya existen, y hacemos aberturas pequeñas y planeadas que son fáciles de resanar. Un recableado completo suele tomar de 3 a 7 días.",
      },
      {
        question: "¿El trabajo en mi casa de Old Town necesita aprobación histórica?",
        answer:
          "El cableado interior solo necesita un permiso eléctrico. Los cambios exteriores que se ven desde la calle, como mover un medidor o agregar luces exteriores, pueden necesitar la aprobación de la Junta de Revisión Arquitectónica en el distrito histórico; lo planeamos desde el principio.",
      },
      {
        question: "¿Mi aseguradora cubrirá una casa con cableado de perilla y tubo?",
        answer:
          "Muchas aseguradoras no emiten ni renuevan la póliza de una casa con cableado de perilla y tubo todavía en uso. Una inspección eléctrica (de 2 a 3 horas) documenta lo que usted tiene, y reemplazarlo normalmente resuelve el problema.",
      },
    ],
    metaTitle: "Electricista en Alexandria, VA | Casas históricas, recableado y servicio 24/7",
    metaDescription:
      "Electricistas en Alexandria para townhouses de Old Town y bungalows de Del Ray: reemplazo del cableado de perilla y tubo, cambios de panel, inspecciones, iluminación y trabajos comerciales. 24/7.",
  },
});

/** The eight city pages in a language. */
export const citiesIn = (lang: Lang): City[] => places.map((place) => cityPage(place, cityText[lang][place.slug]!));

/** A city page in a language. */
export function findCityIn(slug: string, lang: Lang): City | undefined {
  const place = places.find((p) => p.slug === slug);
  return place && cityPage(place, cityText[lang][place.slug]!);
}
