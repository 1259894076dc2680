/**
 * The triage of what a customer writes, in English or Spanish: does it read like an electrical emergency, and
 * is there fire? The built-in assistant answers by it, and an incoming text is alerted by it.
 */

/** Spanish words end in accented letters, where \b does not see a word's end: these rules end words with W. */
const W = "(?![\\p{L}])";
const FIRE = new RegExp(`\\b(fire|flames?|smoke|smoking|fuego|llamas|humo|humea|incendio)${W}`, "iu");
const EMERGENCY = new RegExp(
  `\\b(emergency|urgent|spark(s|ed|ing)?|shock(ed|ing)?|burning|scorch(ed)?|melt(ed|ing)?|buzz(ing|es)?|power (is )?(out|off)|no power|lost power|outage|hot (outlet|panel|switch)|emergencia|urgente|chispas?|chispea\\p{L}*|descarga|quemad[oa]s?|se quema|huele a quemado|derriti\\p{L}*|zumba\\p{L}*|sin luz|se fue la luz|apagón|calientes?)${W}|smells? (hot|like burning)`,
  "iu",
);
/** Fire or smoke: the one case where 911 comes before anything else. */
export const mentionsFire = (text: string) => FIRE.test(text);
/** Does this read like an electrical emergency? */
export const readsLikeEmergency = (text: string) => FIRE.test(text) || EMERGENCY.test(text);
