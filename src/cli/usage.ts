/** The command line's help: kept apart from the commands so that `larder --help` loads none of them. */
import { TABLE_TOOLS } from '../../benchmarks/tables/tools.ts';

export const RENDER_USAGE = `larder render TEMPLATE.json [--data DATA.json] [--out FILE.pdf] [--html FILE.html]
                [--now ISO] [--tz MINUTES] [--mode design|print]
  Lays the template out against the data and writes a vector PDF (default: TEMPLATE.pdf
  in the current folder) and/or an HTML file; --html without --out writes only HTML.`;

export const PAGINATE_USAGE = `larder paginate TEMPLATE.json [--data DATA.json] [--json] [--now ISO] [--tz MINUTES]
                  [--mode design|print]
  Paginates without painting. --json prints {"pages": N, "items": [top-level display items per page],
  "diagnostics": [...]}; --pages adds the page descriptions themselves.`;

export const CHECK_USAGE = `larder check TEMPLATE.json|FOLDER ... [--json]
  Opens each template (a folder: its *.json files, data files aside) as larder would and lists
  every warning (a value read otherwise or left at its default) and every refusal with its path.
  Exit code 0 when every template opens, 1 when any is refused. --json prints
  {"templates": [{"file", "opens", "warnings", "errors"}], "refused": N}.`;

export const SERVE_USAGE = `larder serve [--port 8080] [--host HOST] [--dir DIST] [--data DIR]
  The API server (under /api) and the built app (npm run build writes dist/) on one port.
  Embedded PostgreSQL in --data (default ./data, LARDER_DATA_DIR); DATABASE_URL uses a PostgreSQL server.
  PORT in the environment is used when --port is not given; --port 0 picks a free port.`;

export const BENCH_USAGE = `larder bench [--quick] [--json] [--rows N,N,...] [--only TOOL,...] [--pdf-dir DIR] [--server] [--jobs] [--tickets] [--cli] [--designer]
  Paginates the sample templates and a generated 500-page report and writes the PDF; then
  writes a delivery note with a 6-column table at 1k, 10k and 100k rows with larder, pdfmake,
  jsPDF-AutoTable and plain pdfkit, each run in a process of its own. Records times, pages
  and peak memory in benchmarks/results/latest.json. Never fails on the numbers.
  --quick    fewer iterations, and no 100k-row run
  --json     print the JSON report instead of the tables
  --rows     delivery-note sizes to run instead
  --only     delivery-note tools to run (${Object.keys(TABLE_TOOLS).join(', ')}); the others'
             results are carried over from the last report
  --pdf-dir  keep each delivery-note PDF in DIR
  --server   only the API server load (benchmarks/server/load.ts), which a full run ends with:
             100 connections for 20 s per route (5 s with --quick); benchmarks/results/server.json
  --jobs     only batch printing through the job queue (benchmarks/jobs/run.ts): 1,000 delivery
             notes of 20 lines into one PDF with 1 and 2 worker processes on a throwaway PostgreSQL
             (DATABASE_URL's server if set), the API's /health and a list call meanwhile;
             benchmarks/results/jobs.json (--quick: 200 notes, one batch at a time)
  --tickets  only settlement at scale (benchmarks/server/tickets.ts): a month's statement over
             100,000 standing-book entries and the reconciliation report of 1,000 invoices through
             the routes; benchmarks/results/tickets-pglite.json (--quick: 20,000 entries, 200 invoices)
  --cli      only the command line as whole processes (benchmarks/cli/run.ts): larder --help, a
             one-page receipt, the 10,000-row delivery note against pdfmake; benchmarks/results/cli.json
  --designer only the designer in Chromium (benchmarks/designer/run.ts), which a full run ends
             with: frames while dragging one of 300 elements, click to first page of a 1,000-page
             preview, layer draws while typing in the option panel; benchmarks/results/designer.json
             (--quick: fewer repetitions). With --server, --jobs or --cli as well: the parts named only`;

export const USAGE = `larder — print templates laid out into pages, PDF and HTML

Usage:
  ${RENDER_USAGE}

  ${PAGINATE_USAGE}

  ${CHECK_USAGE}

  ${SERVE_USAGE}

  ${BENCH_USAGE}

Common options:
  --now ISO       the current time for watermarks and dates (default: the clock)
  --tz MINUTES    minutes east of UTC for dates (default: this machine's zone; 480 = UTC+8)
  --mode MODE     design shows testData for unbound fields (default without --data), print does not

Examples:
  larder render public/templates/delivery-note.json --data public/templates/delivery-note.data.json --out note.pdf
  larder paginate public/templates/report.json --data public/templates/report.data.json --json
`;
