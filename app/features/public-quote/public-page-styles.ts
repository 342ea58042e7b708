/*
 * Styles of the server-rendered public pages beyond QuoteView: the document,
 * dialogs, lightbox, footer, the not-found page and the agent page. Inlined in
 * <head> by server/routes/public-pages (a few KB; no extra request).
 */
const CSS = `
html,body{margin:0;padding:0}
body{background:#f6f7fb;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif}
.qv-footer{max-width:1120px;margin:0 auto;padding:0 16px 40px;color:#475569;font-size:.9rem;display:flex;flex-wrap:wrap;gap:8px 18px;justify-content:space-between}
.qv-footer a{color:#334155}
@media (max-width:959px){body:has(.qv-mobilebar) .qv-footer{padding-bottom:96px}}
.qv-dialog{border:0;padding:0;border-radius:var(--brand-radius);width:min(520px,calc(100vw - 24px));max-height:calc(100vh - 24px);box-shadow:0 24px 60px rgba(2,6,23,.35);font-family:var(--brand-font);color:#0f172a}
.qv-dialog::backdrop{background:rgba(2,6,23,.6)}
.qv-lightbox::backdrop{background:rgba(2,6,23,.9)}
.qv-dialog-head{display:flex;justify-content:space-between;align-items:center;padding:20px 24px 0}
.qv-dialog-head .qv-h2{margin:0}
.qv-form,.qv-success{padding:8px 24px 24px}
.qv-form>p{margin:0 0 14px}
.qv-field{display:flex;flex-direction:column;gap:4px;margin-bottom:12px}
.qv-field label{font-weight:600;font-size:.95rem}
.qv-field input,.qv-field textarea{font:inherit;padding:10px 12px;border:1px solid #94a3b8;border-radius:min(var(--brand-radius),10px);background:#fff;color:#0f172a}
.qv-field input:focus,.qv-field textarea:focus{outline:3px solid color-mix(in srgb,var(--brand-primary) 35%,transparent);border-color:var(--brand-primary)}
.qv-field [aria-invalid=true]{border-color:#b91c1c}
.qv-field-error,.qv-form-error{margin:0;color:#b91c1c;font-size:.9rem;min-height:0}
.qv-field-error:empty,.qv-form-error:empty{display:none}
.qv-dialog-actions{display:flex;justify-content:flex-end;gap:10px;margin-top:8px;flex-wrap:wrap}
.qv-success-title{font-size:1.05rem;font-weight:600;margin:8px 0 16px}
.qv-hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.qv-icon-btn{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border:0;border-radius:999px;background:transparent;font-size:1.8rem;line-height:1;cursor:pointer;color:inherit}
.qv-icon-btn:hover{background:rgba(15,23,42,.08)}
.qv-lightbox{border:0;padding:0;background:transparent;max-width:100vw;max-height:100vh;width:100vw;height:100vh;color:#fff}
.qv-lightbox[open]{display:flex;align-items:center;justify-content:center}
.qv .qv-lightbox-img{max-width:min(1100px,calc(100vw - 120px));max-height:calc(100vh - 100px);object-fit:contain;border-radius:8px}
@media (max-width:600px){.qv .qv-lightbox-img{max-width:100vw;border-radius:0}.qv-lightbox-prev,.qv-lightbox-next{top:auto!important;bottom:12px}.qv-lightbox-count{bottom:24px!important}}
.qv-lightbox .qv-icon-btn{position:absolute;background:rgba(2,6,23,.55);color:#fff}
.qv-lightbox-close{top:12px;right:12px}
.qv-lightbox-prev{left:12px;top:50%}
.qv-lightbox-next{right:12px;top:50%}
.qv-lightbox-count{position:absolute;bottom:10px;left:0;right:0;text-align:center;margin:0;font-size:.95rem;text-shadow:0 1px 2px #000}
.pp-page{min-height:100vh;display:flex;flex-direction:column}
.qv a.pp-home{text-decoration:none}
.pp-center{flex:1;display:flex;align-items:center;justify-content:center;padding:40px 16px 64px}
.pp-card{width:100%;max-width:520px;text-align:center;display:flex;flex-direction:column;align-items:center;gap:6px;padding:36px 28px}
.pp-icon{display:flex;align-items:center;justify-content:center;width:60px;height:60px;border-radius:999px;background:color-mix(in srgb,var(--brand-primary) 12%,#fff);color:var(--brand-primary-text);margin-bottom:10px}
.pp-title{margin:0;font-size:clamp(1.45rem,4vw,1.8rem);line-height:1.25;font-weight:var(--brand-heading-weight);text-wrap:balance}
.pp-card p{margin:4px 0 18px}
.qv a.qv-btn--primary{color:var(--brand-on-primary);text-decoration:none}
.ap-hero{background:linear-gradient(135deg,var(--brand-primary),color-mix(in srgb,var(--brand-primary) 65%,#000));color:var(--brand-on-primary)}
.ap-hero-inner{max-width:1120px;margin:0 auto;padding:48px 16px;display:flex;gap:28px;align-items:center;flex-wrap:wrap}
.ap-photo{width:132px;height:132px;border-radius:999px;object-fit:cover;border:4px solid color-mix(in srgb,var(--brand-on-primary) 70%,transparent);flex:none}
.ap-initial{width:132px;height:132px;border-radius:999px;display:flex;align-items:center;justify-content:center;font-size:3rem;font-weight:700;background:var(--brand-secondary);color:var(--brand-on-secondary);flex:none}
.ap-hero h1{margin:0 0 6px;font-size:clamp(1.8rem,4vw,2.6rem);line-height:1.15;font-weight:var(--brand-heading-weight)}
.ap-headline{margin:0 0 4px;font-size:1.15rem}
.ap-agency{margin:0;opacity:.9}
.ap-contact{display:flex;flex-wrap:wrap;gap:10px;margin-top:16px}
.ap-contact .qv-btn{background:var(--brand-on-primary);color:var(--brand-primary-text)}
.ap-hero .ap-contact .qv-btn{color:#0f172a}
.ap-hero .ap-contact .qv-btn.qv-btn--secondary{background:var(--brand-secondary);color:var(--brand-on-secondary)}
.ap-main{max-width:1120px;margin:0 auto;padding:32px 16px 56px;display:flex;flex-direction:column;gap:24px}
.ap-grid{list-style:none;margin:0;padding:0;display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(280px,1fr))}
.ap-card{display:flex;flex-direction:column;height:100%;overflow:hidden;padding:0;text-decoration:none;color:inherit}
.qv a.ap-card{color:inherit;text-decoration:none}
.ap-card-img{width:100%;aspect-ratio:16/10;object-fit:cover;height:auto;background:color-mix(in srgb,var(--brand-primary) 12%,#fff)}
.ap-card-ph{display:flex;align-items:center;justify-content:center;aspect-ratio:16/10;background:linear-gradient(135deg,var(--brand-secondary),var(--brand-primary));color:var(--brand-on-primary);font-weight:700;font-size:1.1rem;padding:12px;text-align:center}
.ap-card-body{padding:16px 18px 18px;display:flex;flex-direction:column;gap:4px;flex:1}
.ap-card-title{margin:0;font-size:1.1rem;font-weight:var(--brand-heading-weight);line-height:1.3}
.ap-card-meta{margin:0;color:#475569;font-size:.93rem}
.ap-card-price{margin-top:auto;padding-top:8px;font-weight:700;font-size:1.15rem}
.ap-card:hover .ap-card-title{text-decoration:underline}
`;

export const PUBLIC_PAGE_CSS = CSS.replace(/\n/g, '');
