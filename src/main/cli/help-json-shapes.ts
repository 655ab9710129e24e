/**
 * The `--json` shapes `timetray --help` lists: a reference for scripts, in the terms of the
 * JSON itself (keys, `code` values and types are never translated), so it is the same text
 * in every language; the heading above it is translated (help.ts).
 */
export const JSON_SHAPES = `  Account  = {"key","label","baseUrl","accountId","email","signedIn":bool|null,"active":bool,
              "lastUsed": ISO-time|null, "keychain": "ok"|"locked"|"unavailable"}
              signedIn=null: unknown, the keychain could not be asked ("keychain" says why);
              lastUsed: the token's last successful use (null: unknown)
  login, import-token, use  {"account": Account}
  logout, remove   {"account": "<key>", "revoked": bool,
                    "state": "revoked"|"not_signed_in"|"not_reached", "warning"?: string}
                   revoked=true only when a token was ended at the service; not_signed_in:
                   there was no token (nothing revoked); not_reached: the service could not be
                   told (offline), the token was deleted on this computer anyway
  accounts         {"accounts": [Account, ...]}
  status           {"signedIn": bool|null, "account": Account|null, "reason": string|null,
                    "cachedProjects": number, "lastRefresh": ISO-time|null,
                    "caFile": path|null, "caFileProblem": string|null (why caFile cannot
                    be used), "keychainError": string|null,
                    "keychain": "ok"|"locked"|"unavailable"}
  projects         {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time|null,
                    "skipped": number, "moneyHidden": bool, "stale": bool,
                    "projects": [Project, ...]}   stale=true: no fresh list could be had
                    (offline, the session ended, the keychain locked or unusable); this is
                    the saved one, "error": {"code","message"} says why,
                    the same error is on stderr and the exit code is non-zero.
                    Money is never hidden in --json; moneyHidden tells the hideMoney setting.
                    Every project is listed, archived ones too, whatever showArchived says.
                    Project as in the app:
                    {"id","name","description","active","status","customerId","customerName",
                     "billable","rate","timeTotalSeconds",...}
  project          {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time,
                    "moneyHidden": bool, "stale": bool, "project": Project}   (stale and
                    "error" as for projects)   with the totals: "timeTotalSeconds", "valueTotal",
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
                   "network", "timeout", "tls", "keychain", "keychain_locked", "settings", ... (as in the app)
`;
