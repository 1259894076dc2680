/**
 * A mail's unsubscribe page, in the mail's language: the GET only asks (mail scanners open links), the button's
 * post unsubscribes, then the page says it is done. The review requests' and the visit reminders' pages share it.
 */
export function UnsubscribeSection(props: { testId: string; title: string; ask: string; button: string; buttonClass: string; done: boolean; doneText: string }) {
  return (
    <section className="container-page max-w-2xl py-10" aria-labelledby="unsubscribe-title" data-testid={props.testId}>
      <h1 id="unsubscribe-title" className="text-3xl font-extrabold">
        {props.title}
      </h1>
      {props.done ? (
        <p className="mt-4 text-lg" role="status">
          {props.doneText}
        </p>
      ) : (
        <form method="post" className="mt-4">
          <p className="text-lg">{props.ask}</p>
          <button type="submit" className={`${props.buttonClass} mt-4`}>
            {props.button}
          </button>
        </form>
      )}
    </section>
  );
}
