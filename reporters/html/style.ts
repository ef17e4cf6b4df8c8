// The report's one style sheet, inline and admitted by its hash in the content security policy. The
// verdict is a saturated band (red: failed, green: passed, amber: interrupted), so that it reads at a
// glance and a test can tell it by its colour.
export const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#222;background:#fff}
h1{margin:0 0 .3rem}h2{font-size:1.05rem;margin:1.2rem 0 .3rem}
.meta{color:#555;margin:.2rem 0}.banner{background:#b00;color:#fff;padding:.4rem .6rem;font-weight:bold}
.counts span{display:inline-block;margin:.3rem .6rem .3rem 0;padding:.2rem .5rem;border-radius:3px;background:#eee}
.filter{margin:.8rem 0;display:flex;gap:.8rem;flex-wrap:wrap;align-items:center}
details{border-left:4px solid #ccc;margin:.15rem 0;padding:.1rem .5rem}
summary{cursor:pointer}summary code{font-weight:bold}
.failed{border-color:#c00}.warning{border-color:#d90}.passed{border-color:#2a2}.skipped{border-color:#aaa;color:#666}
.mark{display:inline-block;width:1.1em;font-weight:bold}.lvl,.spec{color:#555;margin:0 .4rem}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;white-space:pre-wrap;overflow-wrap:anywhere;max-height:40rem;margin:.3rem 0}
.hidden{display:none}
.verdict{font-size:1.15rem;font-weight:bold;padding:.5rem .7rem;margin:.5rem 0;border-radius:3px}
.verdict.passed{background:#1b7a2e;color:#fff}.verdict.failed{background:#b71c1c;color:#fff}.verdict.interrupted{background:#f2b01e;color:#222}
.stopped{background:#fff3d6;padding:.4rem .6rem}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}
.message{background:#fdf0f0}.cause{font-weight:bold;margin:.3rem 0}.warning .message{background:#fdf6e3}
.readback{margin:.4rem 0}.rb-title,.chain-title{font-weight:bold;margin:.5rem 0 .2rem}
.diff td:first-child{white-space:nowrap}.diff td:nth-child(2){background:#eef6ee}.diff td:nth-child(3){background:#fbeaea}
.diff code{white-space:pre-wrap;overflow-wrap:anywhere}
.note{color:#555;margin:.2rem 0}
.chain ol{list-style:none;margin:0;padding:0}
.exchange{border-left:3px solid #ddd;margin:.3rem 0;padding-left:.5rem}.exchange pre{max-height:24rem}
.exchange.failing{border-left-color:#c00}.warning .exchange.failing{border-left-color:#d90}
.xh{margin:.2rem 0;font-family:ui-monospace,monospace}.xh .n{font-weight:bold}
.mark-at{color:#b71c1c}.warning .mark-at{color:#8a5a00}
.gap{color:#555;font-style:italic;margin:.3rem 0}
.reqs .rtext{color:#555;font-size:.9em;max-width:48rem}.reqs .rid,.cid{font-family:ui-monospace,monospace}
.reqs .rv{white-space:nowrap}.rq-failed .rv{background:#fbeaea;color:#900}.rq-warned .rv{background:#fdf6e3;color:#740}
.rq-passed .rv{background:#eef6ee;color:#174}.rq-not-covered .rv{color:#666}
.cst{color:#555}.cst.failed{color:#900}.cst.warning{color:#740}.cst.passed{color:#174}
.why{color:#666;font-size:.9em}
.known{display:inline-block;margin:0 .4rem;padding:0 .3rem;border-radius:3px;background:#eee;color:#555;font-size:.9em}
`;
