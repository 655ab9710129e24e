/** `timetray --help`: commands, options, exit codes and the stable `--json` shapes. */
export const HELP = `timetray — your Time Tracking Service projects from the command line.
Uses the same accounts, keychain entries and User-Agent as the Timetray tray app.

Usage: timetray <command> [options]

Commands:
  login            Sign in and make the account active.
                   --base-url URL   service address, e.g. https://app.rabbiit.com/api/v1
                   --email EMAIL    --account ID (the id after /a/ in the web app)
                   --password-stdin read the password from standard input
                                    (otherwise it is asked for on a terminal, without echo)
                   --label TEXT     a name for the account in lists
  logout           Revoke the token at the service and delete it from the keychain.
                   --account KEY    an account key, label, account id or e-mail
                                    (default: the active account)
  remove ACCOUNT   Sign out of ACCOUNT (key, label, account id or e-mail), revoking its token
                   at the service, and remove it from this computer's list.
  accounts         List the accounts added on this computer.
  use ACCOUNT      Make ACCOUNT (key, label, account id or e-mail) the active one.
  status           Show the active account, whether it is signed in, and any extra CA in
                   effect (no network call).
  projects         List the active account's projects, grouped by customer.
                   --cached         show the last known list without calling the service
  project ID       Show project ID's details: customer, status, rate, hours, value, members,
                   open tasks, dates (fetched from the service: the list has no totals).
                   --markdown       a short Markdown status to paste into a client update
                   --cached         the details last fetched on this computer, no network
                   Exit 1 when the service no longer has the project (it is removed from
                   the cached list too).
  rename-customer ID NAME
                   Rename customer ID to NAME.
  import-token     Adopt a token created elsewhere (e.g. with curl). The token is read from
                   standard input (asked for without echo on a terminal).
                   --user-agent UA  REQUIRED: the exact User-Agent the token was created with
                                    (asked for on a terminal). The service binds a token to
                                    its User-Agent and destroys it for good when it sees
                                    another one.
                   --base-url URL --email EMAIL --account ID [--label TEXT]
  config           List the settings (no secrets; the keychain and the network are not used).
  config get KEY   Print one setting.
  config set KEY VALUE
                   Change one setting; VALUE is checked first (exit 2 when refused):
                   refreshIntervalMinutes  5, 15, 30, 60 or manual (default 15)
                   launchAtLogin           true or false (default false)
                   globalShortcut          e.g. CommandOrControl+Alt+T, or off (default off)
                   showArchived            true or false (default false)
                   hideMoney               true or false (default false): rates and values
                                           show as ••• (for screen sharing)
                   caFile                  a PEM file of CA certificates (saved as an absolute
                                           path; refused unless it parses), or none
                   language                auto, en or pt-BR (default auto: LC_ALL,
                                           LC_MESSAGES or LANG here, the system's in the app)
  doctor           Check the keychain, tray host, session type, shortcut, proxy, CA file,
                   each account's service (TLS, issuer, time taken), clock and accounts, and
                   print the fix for each problem. Finishes within 10 s; sends no token.
                   Exit 0 when nothing failed (warnings allowed), 1 otherwise.

Global options:
  --ca-file FILE   also trust the CA certificate(s) in FILE (PEM); login and import-token save
                   its absolute path as a setting
  --json           machine-readable output (shapes below)
  -h, --help       this help

Settings live in $TIMETRAY_CONFIG_DIR, else the per-user config folder (Linux:
$XDG_CONFIG_HOME/Timetray or ~/.config/Timetray). Tokens live only in the OS keychain.

Exit codes:
  0 ok · 1 failure (including an unusable keychain) · 2 usage error or invalid input
  3 sign-in needed (no session, or the service refused it)
  4 network or TLS failure (the service could not be reached safely)

--json output (one JSON document on stdout; stable, fields are only ever added):
  Account  = {"key","label","baseUrl","accountId","email","signedIn":bool,"active":bool}
  login, import-token, use  {"account": Account}
  logout, remove   {"account": "<key>", "revoked": bool}   revoked=false: the service could not
                   be told (offline); the token was deleted on this computer anyway
  accounts         {"accounts": [Account, ...]}
  status           {"signedIn": bool, "account": Account|null, "reason": string|null,
                    "cachedProjects": number, "lastRefresh": ISO-time|null,
                    "caFile": path|null, "keychainError": string|null}
  projects         {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time|null,
                    "skipped": number, "projects": [Project, ...]}   Project as in the app:
                    {"id","name","description","active","status","customerId","customerName",
                     "billable","rate","timeTotalSeconds",...}
  project          {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time,
                    "project": Project}   with the totals: "timeTotalSeconds", "valueTotal",
                    "totalMembers", "totalActiveTasks"
  rename-customer  {"customerId": number, "name": string}
  config           {"preferences": {"refreshIntervalMinutes": 5|15|30|60|null, "launchAtLogin": bool,
                    "globalShortcut": string|null, "showArchived": bool, "hideMoney": bool,
                    "caFile": path|null, "language": "auto"|"en"|"pt-BR"}}
  config get/set   {"key": string, "value": ...}   (null: manual / off / none)
  doctor           {"ok": bool, "elapsedMs": number, "checks": [{"id", "status": "ok"|"warn"|"fail",
                    "found": string, "fix": string|null, "subject"?: address or account}, ...]}
  errors (stderr)  {"error": {"code": string, "message": string}}   code: "bad_input" for a
                   usage error or invalid input (exit 2), "signed_out", "unauthorized",
                   "network", "timeout", "tls", "keychain", "settings", ... (as in the app)
`;
