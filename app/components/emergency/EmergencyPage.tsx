import { ContactActions } from "~/components/pages/ContactActions";
import { PreviewBanner } from "~/components/pages/PreviewBanner";
import { Section } from "~/components/pages/Section";
import { Accordion } from "~/components/ui/Accordion";
import { emergencyCities } from "~/content/areas";
import type { emergencyText } from "~/content/emergency";
import { useWords } from "~/hooks/use-lang";

/** /emergency: the call to act first, then the symptoms, what to do meanwhile, the towns and the FAQ. */
export function EmergencyPage({ data }: { data: { preview: string | null; serviceRadius: string } }) {
  const text = useWords<{ emergency: (typeof emergencyText)["en"] }>().emergency;
  return (
    <>
      {data.preview ? <PreviewBanner text={data.preview} /> : null}
      <section aria-labelledby="emergency-title" className="bg-brand-700 text-white">
        <div className="container-page py-12 sm:py-16">
          {/* Smaller and tighter on a phone, where the Spanish label took three lines; corners that suit two. */}
          <p
            className="inline-block rounded-2xl bg-white px-3 py-1 text-xs font-bold uppercase text-brand-700 sm:text-sm sm:tracking-wide"
            data-testid="emergency-alert"
          >
            <span aria-hidden="true" className="icon icon-warning mr-1.5 h-[1.2em] w-[1.2em] align-[-0.2em]" />
            {text.alert}
          </p>
          <h1 id="emergency-title" className="mt-4 text-3xl font-extrabold sm:text-5xl">
            {text.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg">
            {text.intro} <strong>{text.responsePromise}</strong>.
          </p>
          <div className="mt-8">
            <ContactActions book bookLabel={text.bookLabel} light />
          </div>
        </div>
      </section>
      <Section id="symptoms-title" title={text.symptomsTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="symptoms">
          {text.symptoms.map((symptom) => (
            <li key={symptom.title} className="rounded-2xl border-l-4 border-brand-600 bg-navy-50 p-5">
              <h3 className="font-bold">{symptom.title}</h3>
              <p className="mt-1 text-navy-700">{symptom.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="safety-title" title={text.safetyTitle} className="bg-navy-50">
        <ol className="list-decimal space-y-2 pl-6 text-lg" data-testid="safety-tips">
          {text.safetyTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </Section>
      <Section id="cities-title" title={text.citiesTitle} intro={data.serviceRadius}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-5" data-testid="emergency-cities">
          {emergencyCities.map((city) => (
            <li key={city} className="rounded-lg bg-navy-50 px-3 py-2 font-semibold">
              {city}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="emergency-faq-title" title={text.faqTitle} className="bg-navy-50">
        <Accordion items={text.faqs} className="max-w-3xl" />
      </Section>
    </>
  );
}
