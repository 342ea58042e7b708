/*
 * The accept and enquire dialogs and the photo lightbox of a public quote
 * page: native <dialog> elements rendered by the server and wired by the small
 * public script (app/public-entry.ts). Field names match
 * POST /api/public/quotes/:slug/accept|enquire.
 */

type FieldProps = {
  form: string;
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  multiline?: boolean;
};

function Field({ form, name, label, type = 'text', required, autoComplete, multiline }: FieldProps) {
  const id = `qv-${form}-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required: required || undefined,
    'aria-describedby': errorId,
    autoComplete,
  };
  return (
    <div className="qv-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="qv-muted"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} maxLength={5000} />
      ) : (
        <input {...common} type={type} maxLength={254} />
      )}
      <p className="qv-field-error" id={errorId} data-error-for={name} />
    </div>
  );
}

function ContactDialog({
  kind,
  title,
  intro,
  submitLabel,
  phoneRequired,
  messageRequired,
}: {
  kind: 'accept' | 'enquire';
  title: string;
  intro: string;
  submitLabel: string;
  phoneRequired: boolean;
  messageRequired: boolean;
}) {
  return (
    <dialog className="qv-dialog" id={`qv-dialog-${kind}`} aria-labelledby={`qv-dialog-${kind}-title`}>
      <div className="qv-dialog-head">
        <h2 className="qv-h2" id={`qv-dialog-${kind}-title`}>
          {title}
        </h2>
        <button type="button" className="qv-icon-btn" data-close-dialog aria-label="Close">
          ×
        </button>
      </div>
      <form className="qv-form" data-quote-form={kind} noValidate>
        <p className="qv-muted">{intro}</p>
        <Field form={kind} name="name" label="Your name" required autoComplete="name" />
        <Field form={kind} name="email" label="Email" type="email" required autoComplete="email" />
        <Field form={kind} name="phone" label="Phone" type="tel" required={phoneRequired} autoComplete="tel" />
        <Field
          form={kind}
          name="message"
          label={kind === 'accept' ? 'Anything we should know?' : 'Your question'}
          required={messageRequired}
          multiline
        />
        {/* Left empty by people (hidden from them and from screen readers); bots fill it. */}
        <div className="qv-hp" aria-hidden="true">
          <label htmlFor={`qv-${kind}-website`}>Website</label>
          <input id={`qv-${kind}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="qv-form-error" role="alert" data-form-error />
        <div className="qv-dialog-actions">
          <button type="button" className="qv-btn qv-btn--ghost" data-close-dialog>
            Cancel
          </button>
          <button type="submit" className="qv-btn qv-btn--primary">
            {submitLabel}
          </button>
        </div>
      </form>
      <div className="qv-success" role="status" data-success hidden>
        <p className="qv-success-title" data-success-message />
        <button type="button" className="qv-btn qv-btn--primary" data-close-dialog>
          Close
        </button>
      </div>
    </dialog>
  );
}

export function QuoteDialogs({ agentName }: { agentName: string }) {
  return (
    <>
      <ContactDialog
        kind="accept"
        title="Accept this quote"
        intro={`Leave your details and ${agentName} will confirm availability and take you through booking.`}
        submitLabel="Accept quote"
        phoneRequired
        messageRequired={false}
      />
      <ContactDialog
        kind="enquire"
        title="Ask a question"
        intro={`Send ${agentName} a message about this holiday; you will get a reply by email or phone.`}
        submitLabel="Send question"
        phoneRequired={false}
        messageRequired
      />
      <dialog className="qv-lightbox" id="qv-lightbox" aria-label="Photo viewer">
        <button
          type="button"
          className="qv-icon-btn qv-lightbox-close"
          data-close-dialog
          aria-label="Close photo viewer"
        >
          ×
        </button>
        <button
          type="button"
          className="qv-icon-btn qv-lightbox-prev"
          data-lightbox-step="-1"
          aria-label="Previous photo"
        >
          ‹
        </button>
        <img className="qv-lightbox-img" alt="" data-lightbox-img />
        <button type="button" className="qv-icon-btn qv-lightbox-next" data-lightbox-step="1" aria-label="Next photo">
          ›
        </button>
        <p className="qv-lightbox-count" data-lightbox-count />
      </dialog>
    </>
  );
}
