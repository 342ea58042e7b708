/*
 * QuoteView's style sheet, as a string so the server can inline it in <head>
 * (no render-blocking request; the CSP allows inline styles) and the SPA
 * preview can render it in a <style> element. Everything is scoped under .qv
 * and reads the brand from the CSS variables of domain/branding.ts.
 */
export const QUOTE_VIEW_BASE_CSS = `
.qv{--qv-ink:#0f172a;--qv-muted:#475569;--qv-line:#e2e8f0;--qv-canvas:#f6f7fb;
font-family:var(--brand-font);font-weight:var(--brand-body-weight);color:var(--qv-ink);background:var(--qv-canvas);
line-height:1.6;font-size:16px;-webkit-text-size-adjust:100%;text-rendering:optimizeLegibility}
.qv *,.qv *::before,.qv *::after{box-sizing:border-box}
.qv img{max-width:100%;display:block}
.qv a{color:var(--brand-primary-text);text-underline-offset:2px}
.qv a:focus-visible,.qv button:focus-visible{outline:3px solid var(--brand-secondary);outline-offset:2px}
.qv-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.qv-muted{color:var(--qv-muted)}
.qv-topbar{display:flex;justify-content:var(--brand-logo-justify);align-items:center;gap:12px;padding:14px max(16px,calc((100% - 1120px)/2));background:#fff;border-bottom:1px solid var(--qv-line);min-height:72px}
.qv-logo{height:44px;width:auto;max-width:200px;object-fit:contain}
.qv-logo-text{font-weight:var(--brand-heading-weight);font-size:1.15rem;color:var(--brand-primary-text)}
.qv-hero{position:relative;min-height:420px;display:flex;align-items:flex-end;color:#fff;background:#0f172a;overflow:hidden}
.qv-hero--plain{background:linear-gradient(135deg,var(--brand-primary),color-mix(in srgb,var(--brand-primary) 70%,#000));color:var(--brand-on-primary);min-height:300px}
.qv-hero-img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.qv-hero:not(.qv-hero--plain)::after{content:"";position:absolute;inset:0;background:linear-gradient(180deg,rgba(2,6,23,.45) 0%,rgba(2,6,23,.62) 45%,rgba(2,6,23,.88) 100%)}
.qv-hero:not(.qv-hero--plain) .qv-h1,.qv-hero:not(.qv-hero--plain) .qv-eyebrow,.qv-hero:not(.qv-hero--plain) .qv-hero-price{text-shadow:0 1px 3px rgba(2,6,23,.55),0 2px 18px rgba(2,6,23,.45)}
.qv-hero-inner{position:relative;z-index:1;width:100%;max-width:1120px;margin:0 auto;padding:56px 16px 36px}
.qv-eyebrow{display:inline-flex;align-items:center;gap:6px;margin:0 0 8px;font-size:.95rem;font-weight:600;letter-spacing:.02em;text-transform:uppercase}
.qv-h1{margin:0 0 16px;font-size:clamp(1.9rem,4.6vw,3.1rem);line-height:1.12;font-weight:var(--brand-heading-weight);max-width:24ch;text-wrap:balance}
.qv-chips{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0 0 18px;padding:0}
.qv-chips li{display:inline-flex;align-items:center;gap:6px;padding:6px 12px;border-radius:999px;background:rgba(2,6,23,.55);border:1px solid rgba(255,255,255,.3);font-size:.92rem;-webkit-backdrop-filter:blur(6px);backdrop-filter:blur(6px)}
.qv-hero--plain .qv-chips li{background:color-mix(in srgb,var(--brand-on-primary) 12%,transparent);border-color:color-mix(in srgb,var(--brand-on-primary) 30%,transparent)}
.qv-hero-price{margin:0;font-size:1.05rem}
.qv-hero-price-amount{font-size:1.6rem;font-weight:700}
.qv-layout{max-width:1120px;margin:0 auto;padding:28px 16px 56px;display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}
@media (min-width:960px){.qv-layout{grid-template-columns:minmax(0,1fr) 340px;margin-top:-8px}.qv-sticky{position:sticky;top:20px}}
.qv-main{display:flex;flex-direction:column;gap:20px;min-width:0}
.qv-aside{min-width:0}
.qv-sticky{display:flex;flex-direction:column;gap:20px}
.qv-card{background:var(--brand-card-bg);border:var(--brand-card-border);border-radius:var(--brand-radius);box-shadow:var(--brand-card-shadow);padding:24px}
@media (max-width:600px){.qv-card{padding:18px}.qv-hero{min-height:360px}}
.qv-h2{display:flex;align-items:center;gap:10px;margin:0 0 14px;font-size:1.3rem;line-height:1.3;font-weight:var(--brand-heading-weight);color:var(--qv-ink)}
.qv-h2-icon{display:inline-flex;align-items:center;justify-content:center;width:34px;height:34px;border-radius:var(--brand-button-radius);background:var(--brand-primary);color:var(--brand-on-primary);flex:none}
.qv-h3{margin:18px 0 8px;font-size:1.05rem;font-weight:var(--brand-heading-weight);text-align:left;color:var(--qv-ink)}
.qv-lead{font-size:1.15rem;margin:0 0 10px}
.qv-stars{color:#b45309;letter-spacing:2px;margin-left:6px}
.qv-facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px 20px;margin:0 0 12px}
.qv-fact dt{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--qv-muted)}
.qv-fact dd{margin:0;font-weight:600}
.qv-prose p{margin:0 0 10px;white-space:pre-line}
.qv-prose p:last-child{margin-bottom:0}
.qv-note{color:var(--qv-muted);font-size:.95rem}
.qv-gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px;list-style:none;margin:16px 0 0;padding:0}
.qv-gallery a{display:block;border-radius:var(--brand-radius);overflow:hidden}
.qv-gallery img{width:100%;aspect-ratio:4/3;height:auto;object-fit:cover;transition:transform .2s}
.qv-gallery a:hover img{transform:scale(1.04)}
.qv-leg{border:1px solid var(--qv-line);border-radius:var(--brand-radius);padding:14px 16px;margin-top:12px;background:#fff}
.qv-leg-head{display:flex;flex-wrap:wrap;gap:10px;align-items:center;font-size:.95rem;margin-bottom:8px}
.qv-pill{display:inline-block;padding:2px 10px;border-radius:999px;background:var(--brand-secondary);color:var(--brand-on-secondary);font-size:.78rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
.qv-leg-route{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:12px}
.qv-leg-end{text-align:right}
.qv-leg-time{font-size:1.35rem;font-weight:700;line-height:1.2}
.qv-leg-place{color:var(--qv-muted);font-size:.95rem}
.qv-leg-line{display:flex;align-items:center;gap:6px;color:var(--brand-primary-text);min-width:60px;justify-content:center}
.qv-list{margin:0;padding-left:18px}
.qv-days{list-style:none;margin:0;padding:0;position:relative}
.qv-day{display:grid;grid-template-columns:40px minmax(0,1fr);gap:14px;padding-bottom:18px;position:relative}
.qv-day:not(:last-child)::before{content:"";position:absolute;left:19px;top:42px;bottom:0;width:2px;background:var(--qv-line)}
.qv-day-badge{width:40px;height:40px;border-radius:999px;background:var(--brand-primary);color:var(--brand-on-primary);display:flex;align-items:center;justify-content:center;font-weight:700}
.qv-day-body .qv-h3{margin-top:6px;margin-bottom:2px}
.qv-day-meta{margin:0 0 8px;font-size:.92rem}
.qv-day-img{width:100%;height:auto;aspect-ratio:16/7;object-fit:cover;border-radius:var(--brand-radius);margin:6px 0 10px}
.qv-activities{list-style:none;margin:8px 0 0;padding:0;display:flex;flex-direction:column;gap:8px}
.qv-activities li{display:flex;gap:10px;align-items:flex-start}
.qv-time{flex:none;font-variant-numeric:tabular-nums;font-weight:700;color:var(--brand-primary-text);min-width:3.2em}
.qv-activity-desc{display:block;color:var(--qv-muted);font-size:.95rem}
.qv-checks{list-style:none;margin:0;padding:0;display:grid;gap:6px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.qv-checks li{position:relative;padding-left:26px}
.qv-checks li::before{content:"✓";position:absolute;left:0;top:0;width:18px;height:18px;border-radius:999px;background:var(--brand-secondary);color:var(--brand-on-secondary);font-size:.7rem;display:flex;align-items:center;justify-content:center;margin-top:4px;font-weight:700}
.qv-rows{list-style:none;margin:0;padding:0}
.qv-rows li{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid var(--qv-line)}
.qv-rows li:last-child{border-bottom:0}
.qv-amount,.qv-num{font-variant-numeric:tabular-nums;text-align:right;white-space:nowrap}
.qv-price-grid{display:flex;flex-wrap:wrap;gap:12px;margin-bottom:16px}
.qv-price-box{flex:1 1 180px;display:flex;flex-direction:column;padding:14px 16px;border-radius:var(--brand-radius);background:color-mix(in srgb,var(--brand-primary) 7%,#fff);border:1px solid color-mix(in srgb,var(--brand-primary) 18%,#fff)}
.qv-price{font-size:1.8rem;font-weight:700;line-height:1.2;color:var(--qv-ink)}
.qv-price--small{font-size:1.35rem}
.qv-table{width:100%;border-collapse:collapse;margin-top:8px;font-size:.97rem}
.qv-table caption{caption-side:top}
.qv-table th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--qv-muted);text-align:left;padding:8px 0;border-bottom:1px solid var(--qv-line)}
.qv-table td{padding:10px 0;border-bottom:1px solid var(--qv-line)}
.qv-table th.qv-num{text-align:right}
.qv-supplier{display:flex;align-items:center;gap:12px;margin:16px 0 0}
.qv-supplier img{height:40px;width:auto;object-fit:contain}
.qv-protection{display:flex;gap:14px;padding:20px 24px;border-radius:var(--brand-radius);background:#f0fdf4;border:1px solid #bbf7d0;color:#14532d}
.qv-protection svg{flex:none;margin-top:2px}
.qv-protection .qv-h3{margin-top:0;color:#14532d}
.qv-protection p{margin:0 0 6px;font-size:.95rem}
.qv-protection a{color:#14532d;font-weight:600}
.qv-cta{display:flex;flex-direction:column;gap:10px}
.qv-cta-price{display:flex;justify-content:space-between;align-items:baseline;margin:0 0 6px}
.qv-cta-price strong{font-size:1.5rem}
.qv-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:46px;padding:10px 18px;border-radius:var(--brand-button-radius);font:inherit;font-weight:600;cursor:pointer;border:2px solid transparent;text-decoration:none;transition:filter .15s,transform .05s}
.qv-btn:hover{filter:brightness(.95)}
.qv-btn:active{transform:translateY(1px)}
.qv-btn[disabled]{cursor:default}
.qv-btn--primary{background:var(--brand-primary);color:var(--brand-on-primary)}
.qv-accepted{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin:0;padding:10px 12px;border-radius:var(--brand-button-radius);background:color-mix(in srgb,var(--brand-primary) 10%,#fff);color:var(--brand-primary);font-weight:600}
.qv-accepted .qv-muted{flex-basis:100%;font-weight:400;font-size:.9rem}
.qv-btn--secondary{background:var(--brand-secondary);color:var(--brand-on-secondary)}
.qv-btn--ghost{background:transparent;color:var(--qv-ink);border-color:var(--qv-line)}
.qv-agent .qv-h3{margin-top:0}
.qv-agent-row{display:flex;gap:12px;align-items:center}
.qv-agent-photo,.qv-agent-initial{width:56px;height:56px;border-radius:999px;object-fit:cover;flex:none}
.qv-agent-initial{display:flex;align-items:center;justify-content:center;background:var(--brand-secondary);color:var(--brand-on-secondary);font-weight:700;font-size:1.3rem}
.qv-agent-name{margin:0;font-weight:700}
.qv-agent-row p{margin:0}
.qv-contact{list-style:none;margin:14px 0 0;padding:0;display:flex;flex-direction:column;gap:8px;word-break:break-word}
.qv-contact li{display:flex;align-items:center;gap:8px}
.qv-mobilebar{display:none}
@media (max-width:959px){.qv--page .qv-mobilebar{display:flex;position:fixed;left:0;right:0;bottom:0;z-index:20;gap:8px;padding:10px 12px calc(10px + env(safe-area-inset-bottom));background:#fff;border-top:1px solid var(--qv-line);box-shadow:0 -4px 14px rgba(15,23,42,.08)}.qv--page .qv-mobilebar .qv-btn{flex:1;padding:8px 10px}}
.qv--preview .qv-hero{min-height:300px}
.qv--preview .qv-layout{grid-template-columns:minmax(0,1fr)}
@media print{
@page{size:A4;margin:14mm 12mm}
.qv{background:#fff;font-size:11pt;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.qv-no-print{display:none!important}
.qv-hero{min-height:0;max-height:none}
.qv-hero:not(.qv-hero--plain){min-height:78mm}
.qv-hero-inner{padding:20mm 8mm 8mm}
.qv-layout{display:block;padding:6mm 0 0;max-width:none}
.qv-main{display:block}
.qv-main>*{margin-bottom:6mm}
.qv-sticky{position:static}
.qv-card{box-shadow:none;border:1px solid #d7dde5;padding:6mm;break-inside:avoid-page}
.qv-section--break{break-before:page}
.qv-days .qv-day,.qv-leg,.qv-table tr,.qv-protection{break-inside:avoid}
.qv-gallery{grid-template-columns:repeat(4,1fr)}
.qv a{color:inherit;text-decoration:none}
.qv-topbar{padding:0 0 4mm;min-height:0;border:0}
}
`;

/** The sheet QuoteView needs, also used by the agent page. */
export const QUOTE_VIEW_CSS = QUOTE_VIEW_BASE_CSS.replace(/\n/g, '');
