/*
 * Styles of the blog's public pages (/blog, /blog/<slug>, tag pages), inlined
 * in <head> by server/routes/blog (no extra request, no script). The editor's
 * preview reuses them, so every rule sits under .blog.
 */
export const BLOG_CSS = `
html,body{margin:0;padding:0}
body{background:#f8fafc}
.blog{--b-brand:#0f4c81;--b-ink:#0f172a;--b-muted:#475569;--b-line:#e2e8f0;font-family:"Noto Sans",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--b-ink);line-height:1.6;min-height:100vh;display:flex;flex-direction:column;background:#f8fafc}
.blog *{box-sizing:border-box}
.blog h1,.blog h2,.blog h3,.blog h4{font-weight:700}
.blog-body ul{list-style:disc;padding-left:1.5em}
.blog-body ol{list-style:decimal;padding-left:1.5em}
.blog-body a{text-decoration:underline}
.blog-body strong,.blog-body b{font-weight:700}
.blog-body em,.blog-body i{font-style:italic}
.blog a{color:var(--b-brand)}
.blog-skip{position:absolute;left:-10000px;top:8px;background:#fff;padding:8px 12px;border-radius:6px;z-index:2}
.blog-skip:focus{left:8px}
.blog-top{background:#fff;border-bottom:1px solid var(--b-line)}
.blog-top-inner{max-width:1120px;margin:0 auto;padding:12px 16px;display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}
.blog a.blog-logo{font-weight:700;font-size:1.1rem;color:var(--b-ink);text-decoration:none}
.blog-nav{display:flex;gap:4px 16px;flex-wrap:wrap;align-items:center}
.blog-nav a{color:var(--b-ink);text-decoration:none;font-weight:500;padding:10px 4px;display:inline-block}
.blog-nav a:hover{color:var(--b-brand);text-decoration:underline}
.blog .blog-nav a.blog-join{background:var(--b-brand);color:#fff;border-radius:8px;padding:10px 14px}
.blog-main{flex:1;width:100%;max-width:1120px;margin:0 auto;padding:32px 16px 56px}
.blog-hero{margin:0 0 28px}
.blog-hero h1{font-size:clamp(1.8rem,5vw,2.6rem);line-height:1.15;margin:0 0 8px;letter-spacing:-.01em}
.blog-hero p{margin:0;color:var(--b-muted);font-size:1.1rem;max-width:62ch}
.blog-tags{display:flex;flex-wrap:wrap;gap:8px;margin:16px 0 0;padding:0;list-style:none}
.blog a.blog-tag{display:inline-block;padding:6px 12px;border-radius:999px;background:#e7eff7;color:#0c3d68;text-decoration:none;font-size:.9rem;font-weight:500;min-height:32px}
.blog a.blog-tag[aria-current=page]{background:var(--b-brand);color:#fff}
.blog-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:24px;list-style:none;margin:0;padding:0}
.blog-card{background:#fff;border:1px solid var(--b-line);border-radius:14px;overflow:hidden;display:flex;flex-direction:column;height:100%;box-shadow:0 1px 2px rgba(15,23,42,.05)}
.blog-card img,.blog-card .blog-noimg{width:100%;aspect-ratio:16/9;object-fit:cover;display:block;background:linear-gradient(135deg,#0f4c81,#3b82c4)}
.blog-card-body{padding:18px 20px 20px;display:flex;flex-direction:column;gap:8px;flex:1}
.blog-card h2{font-size:1.2rem;line-height:1.3;margin:0}
.blog-card h2 a{color:var(--b-ink);text-decoration:none}
.blog-card h2 a:hover{text-decoration:underline}
.blog-card p{margin:0;color:var(--b-muted)}
.blog-meta{font-size:.9rem;color:var(--b-muted);margin:0}
.blog-pager{display:flex;justify-content:space-between;align-items:center;gap:12px;margin:32px 0 0;flex-wrap:wrap}
.blog-pager a{display:inline-block;padding:10px 16px;border:1px solid var(--b-line);border-radius:8px;background:#fff;text-decoration:none;font-weight:500}
.blog-pager span{color:var(--b-muted)}
.blog-empty{background:#fff;border:1px solid var(--b-line);border-radius:14px;padding:40px 24px;text-align:center;color:var(--b-muted)}
.blog-article{max-width:760px;margin:0 auto}
.blog-crumbs{font-size:.9rem;margin:0 0 16px;color:var(--b-muted)}
.blog-article h1{font-size:clamp(1.9rem,5.5vw,2.8rem);line-height:1.15;margin:0 0 12px;letter-spacing:-.01em}
.blog-lede{font-size:1.2rem;color:var(--b-muted);margin:0 0 16px}
.blog-cover{margin:24px 0 8px}
.blog-cover img{width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:14px;display:block;background:#e2e8f0}
.blog-body{font-size:1.075rem;margin-top:24px}
.blog-body h2{font-size:1.6rem;line-height:1.25;margin:2em 0 .5em}
.blog-body h3{font-size:1.3rem;line-height:1.3;margin:1.6em 0 .4em}
.blog-body h4{font-size:1.1rem;margin:1.4em 0 .4em}
.blog-body p,.blog-body ul,.blog-body ol,.blog-body table,.blog-body pre,.blog-body figure{margin:0 0 1.1em}
.blog-body li{margin:.3em 0}
.blog-body img{max-width:100%;height:auto;border-radius:10px}
.blog-body blockquote{margin:1.5em 0;padding:4px 0 4px 20px;border-left:4px solid var(--b-brand);color:#334155;font-size:1.1rem}
.blog-body code{background:#f1f5f9;border-radius:4px;padding:.1em .35em;font-size:.92em}
.blog-body pre{background:#0f172a;color:#e2e8f0;padding:16px;border-radius:10px;overflow-x:auto}
.blog-body pre code{background:none;padding:0}
.blog-body table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}
.blog-body th,.blog-body td{border:1px solid var(--b-line);padding:8px 10px;text-align:left}
.blog-body th{background:#f1f5f9}
.blog-body th p,.blog-body td p{margin:0}
.blog-body a[data-embed=quote]{display:block;margin:1.2em 0;padding:16px 18px 16px 56px;border:1px solid var(--b-line);border-radius:12px;background:#fff;text-decoration:none;font-weight:600;color:var(--b-ink);position:relative;box-shadow:0 1px 2px rgba(15,23,42,.06)}
.blog-body a[data-embed=quote]::before{content:"";position:absolute;left:18px;top:50%;width:24px;height:24px;margin-top:-12px;border-radius:6px;background:var(--b-brand)}
.blog-body a[data-embed=quote]::after{content:"View this holiday quote →";display:block;font-weight:500;font-size:.9rem;color:var(--b-brand);margin-top:2px}
.blog-related{max-width:1120px;margin:48px auto 0}
.blog-related h2{font-size:1.4rem;margin:0 0 16px}
.blog-foot{border-top:1px solid var(--b-line);background:#fff}
.blog-foot-inner{max-width:1120px;margin:0 auto;padding:20px 16px;display:flex;flex-wrap:wrap;gap:8px 18px;justify-content:space-between;font-size:.9rem;color:var(--b-muted)}
.blog-foot a{color:#334155;padding:4px 0;display:inline-block}
.blog-preview-bar{background:#fef3c7;color:#78350f;text-align:center;padding:8px 16px;font-size:.9rem;font-weight:500}
@media (max-width:600px){.blog-main{padding:24px 16px 40px}.blog-nav a.blog-hide-sm{display:none}}
`.trim();
