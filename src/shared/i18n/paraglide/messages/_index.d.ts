/**
* | output |
* | --- |
* | "About" |
*
* @param {AboutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about: ((inputs?: AboutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<AboutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cache" |
*
* @param {About_CacheInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_cache: ((inputs?: About_CacheInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_CacheInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Keychain" |
*
* @param {About_KeychainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_keychain: ((inputs?: About_KeychainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_KeychainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Logs" |
*
* @param {About_LogsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_logs: ((inputs?: About_LogsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_LogsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Settings folder" |
*
* @param {About_Settings_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_settings_folder: ((inputs?: About_Settings_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Settings_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "User-Agent" |
*
* @param {About_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_user_agent: ((inputs?: About_User_AgentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_User_AgentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Version" |
*
* @param {About_VersionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const about_version: ((inputs?: About_VersionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_VersionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "in the web app’s address, e.g." |
*
* @param {Account_Id_Hint_EndInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_id_hint_end: ((inputs?: Account_Id_Hint_EndInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Id_Hint_EndInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The code after" |
*
* @param {Account_Id_Hint_StartInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_id_hint_start: ((inputs?: Account_Id_Hint_StartInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Id_Hint_StartInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Account:" |
*
* @param {Account_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_label: ((inputs?: Account_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{account} — signed out" |
*
* @param {Account_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const account_signed_out: ((inputs: Account_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Accounts" |
*
* @param {AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const accounts: ((inputs?: AccountsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<AccountsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add account" |
*
* @param {Add_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const add_account: ((inputs?: Add_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Add_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add account…" |
*
* @param {Add_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const add_account_menu: ((inputs?: Add_Account_MenuInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Add_Account_MenuInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "on {date}" |
*
* @param {Age_AtInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_at: ((inputs: Age_AtInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Age_AtInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 day ago" |
* | "other" | "{count} days ago" |
*
* @param {Age_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_days: ((inputs: Age_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Age_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{count} h ago" |
*
* @param {Age_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_hours: ((inputs: Age_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Age_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "just now" |
*
* @param {Age_Just_NowInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_just_now: ((inputs?: Age_Just_NowInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Age_Just_NowInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{count} min ago" |
*
* @param {Age_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const age_minutes: ((inputs: Age_MinutesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Age_MinutesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The only project is archived — tick “Show archived” to see it." |
* | "other" | "All {countText} projects are archived — tick “Show archived” to see them." |
*
* @param {All_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const all_archived: ((inputs: All_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<All_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Another account or address" |
*
* @param {Another_Account_Or_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const another_account_or_address: ((inputs?: Another_Account_Or_AddressInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Another_Account_Or_AddressInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "archived" |
*
* @param {Archived_BadgeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const archived_badge: ((inputs?: Archived_BadgeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archived_BadgeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "As of {when}" |
*
* @param {As_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const as_of: ((inputs: As_OfInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_OfInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "As of {when} · refreshing…" |
*
* @param {As_Of_RefreshingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const as_of_refreshing: ((inputs: As_Of_RefreshingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_Of_RefreshingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {BackInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const back: ((inputs?: BackInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<BackInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "Showing the saved list from {when}." |
*
* @param {Banner_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const banner_saved_list: ((inputs: Banner_Saved_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Banner_Saved_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Billable" |
*
* @param {BillableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const billable: ((inputs?: BillableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<BillableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Billable, by person" |
*
* @param {Billable_By_PersonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const billable_by_person: ((inputs?: Billable_By_PersonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billable_By_PersonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Billable, by project" |
*
* @param {Billable_By_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const billable_by_project: ((inputs?: Billable_By_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billable_By_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray’s bridge is missing: this page only works inside the app." |
*
* @param {Bridge_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const bridge_missing: ((inputs?: Bridge_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bridge_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "That account is not in Timetray’s list any more." |
*
* @param {Budget_Account_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_account_gone: ((inputs?: Budget_Account_GoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Account_GoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” passed {percent}% of its budget" |
*
* @param {Budget_Alert_PassedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alert_passed: ((inputs: Budget_Alert_PassedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Alert_PassedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” passed {percent}% of this billing cycle’s budget" |
*
* @param {Budget_Alert_Passed_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alert_passed_cycle: ((inputs: Budget_Alert_Passed_CycleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Alert_Passed_CycleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” passed {percent}% of this month’s budget" |
*
* @param {Budget_Alert_Passed_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alert_passed_month: ((inputs: Budget_Alert_Passed_MonthInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Alert_Passed_MonthInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” passed {percent}% of this week’s budget" |
*
* @param {Budget_Alert_Passed_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alert_passed_week: ((inputs: Budget_Alert_Passed_WeekInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Alert_Passed_WeekInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A notification when a project passes 80% and 100% of its budget." |
*
* @param {Budget_Alerts_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alerts_hint: ((inputs?: Budget_Alerts_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Alerts_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budget alerts" |
*
* @param {Budget_Alerts_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_alerts_label: ((inputs?: Budget_Alerts_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Alerts_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Give hours, a value or both. To have no budget, use “Clear budget”." |
*
* @param {Budget_Both_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_both_empty: ((inputs?: Budget_Both_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Both_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Change…" |
*
* @param {Budget_ChangeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_change: ((inputs?: Budget_ChangeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_ChangeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Change budget…" |
*
* @param {Budget_Change_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_change_button: ((inputs?: Budget_Change_ButtonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Change_ButtonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Change the budget of {name}" |
*
* @param {Budget_Change_NamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_change_named: ((inputs: Budget_Change_NamedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Change_NamedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budget per period of {name}: {summary}" |
*
* @param {Budget_Chip_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_chip_label: ((inputs: Budget_Chip_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Chip_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Clear budget" |
*
* @param {Budget_Clear_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_clear_button: ((inputs?: Budget_Clear_ButtonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Clear_ButtonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budget cleared." |
*
* @param {Budget_ClearedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cleared: ((inputs?: Budget_ClearedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_ClearedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{option} must be a number greater than 0 with at most 2 decimals, such as {example}, without thousands separators (or none, to remove that half); got \"{text}\"." |
*
* @param {Budget_Cli_Bad_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_bad_number: ((inputs: Budget_Cli_Bad_NumberInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Bad_NumberInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "--per must be week, month, cycle or lifetime (or semana, mês, ciclo, total); got \"{per}\"." |
*
* @param {Budget_Cli_Bad_PerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_bad_per: ((inputs: Budget_Cli_Bad_PerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Bad_PerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} or {value}" |
*
* @param {Budget_Cli_BothInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_both: ((inputs: Budget_Cli_BothInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_BothInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "only the saved hours (no network)" |
*
* @param {Budget_Cli_Budgets_Cached_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_budgets_cached_option: ((inputs?: Budget_Cli_Budgets_Cached_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Budgets_Cached_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Pace compares the share used with the share of the period's working days gone (setting workDays, default mon-fri): within 5 points on pace, up to 15 slightly..." |
*
* @param {Budget_Cli_Budgets_NotesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_budgets_notes: ((inputs?: Budget_Cli_Budgets_NotesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Budgets_NotesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "List every budget of the active account: each project's budget with its totals, and each budget per week, month or cycle with this period's hours, its pace a..." |
*
* @param {Budget_Cli_Budgets_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_budgets_summary: ((inputs?: Budget_Cli_Budgets_SummaryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Budgets_SummaryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "⚠ {progress}" |
*
* @param {Budget_Cli_Cell_OverInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_cell_over: ((inputs: Budget_Cli_Cell_OverInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Cell_OverInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "?% of {limit}" |
*
* @param {Budget_Cli_Cell_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_cell_unknown: ((inputs: Budget_Cli_Cell_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Cell_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "--clear removes the budget: give it without --hours and --value." |
*
* @param {Budget_Cli_Clear_AloneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_clear_alone: ((inputs?: Budget_Cli_Clear_AloneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Clear_AloneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "remove the budget (and what its alerts remembered)" |
*
* @param {Budget_Cli_Clear_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_clear_option: ((inputs?: Budget_Cli_Clear_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Clear_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{project} has no budget any more." |
*
* @param {Budget_Cli_ClearedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_cleared: ((inputs: Budget_Cli_ClearedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_ClearedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Budget_Cli_Customer_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_customer_id: ((inputs: Budget_Cli_Customer_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Customer_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A customer's budget starts again each period: give --per week, month or cycle (a lifetime budget is a project's: timetray budget ID --hours 120)." |
*
* @param {Budget_Cli_Customer_LifetimeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_customer_lifetime: ((inputs?: Budget_Cli_Customer_LifetimeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Customer_LifetimeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer “{name}” (#{id})" |
*
* @param {Budget_Cli_Customer_NamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_customer_named: ((inputs: Budget_Cli_Customer_NamedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Customer_NamedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the budget of a whole customer (all its projects; needs --per), e.g. a retainer of 40 h a cycle" |
*
* @param {Budget_Cli_Customer_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_customer_option: ((inputs?: Budget_Cli_Customer_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Customer_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project #{id} is no longer in this account's list, so its budget cannot be changed; `timetray budget {id} --clear` removes it." |
*
* @param {Budget_Cli_Gone_ChangeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_gone_change: ((inputs: Budget_Cli_Gone_ChangeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Gone_ChangeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{project} had no budget." |
*
* @param {Budget_Cli_Had_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_had_none: ((inputs: Budget_Cli_Had_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Had_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{limit} with no total to compare" |
*
* @param {Budget_Cli_Half_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_half_unknown: ((inputs: Budget_Cli_Half_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Half_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Budget_Cli_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_hours: ((inputs: Budget_Cli_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the hours agreed, e.g. 120 (or 7.5), or none" |
*
* @param {Budget_Cli_Hours_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_hours_option: ((inputs?: Budget_Cli_Hours_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Hours_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budget" |
*
* @param {Budget_Cli_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_label: ((inputs?: Budget_Cli_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{progress} — 80% reached" |
*
* @param {Budget_Cli_NearInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_near: ((inputs: Budget_Cli_NearInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_NearInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No budgets yet. Set one with: timetray budget ID --hours 120 (the whole project), timetray budget ID --hours 20 --per week, or timetray budget --customer ID ..." |
*
* @param {Budget_Cli_No_BudgetsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_no_budgets: ((inputs?: Budget_Cli_No_BudgetsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_No_BudgetsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{project} has no budget. Set one with: timetray budget {id} --hours 120 (or --value 15000)" |
*
* @param {Budget_Cli_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_none: ((inputs: Budget_Cli_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{limit}; project #{id} is no longer in this account's list — `timetray budget {id} --clear` removes the budget" |
*
* @param {Budget_Cli_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_not_listed: ((inputs: Budget_Cli_Not_ListedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Not_ListedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Without an option, shows the budget and how much of it is used. --hours or --value alone changes that half and keeps the other; none removes it (--hours none..." |
*
* @param {Budget_Cli_NotesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_notes: ((inputs?: Budget_Cli_NotesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_NotesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{progress} — over budget" |
*
* @param {Budget_Cli_OverInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_over: ((inputs: Budget_Cli_OverInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_OverInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "ahead: at this pace it runs out before the period ends" |
*
* @param {Budget_Cli_Pace_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_ahead: ((inputs?: Budget_Cli_Pace_AheadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Pace_AheadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "behind: at this pace part of it is left unused" |
*
* @param {Budget_Cli_Pace_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_behind: ((inputs?: Budget_Cli_Pace_BehindInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Pace_BehindInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{gone}% of its working days gone: {pace}" |
*
* @param {Budget_Cli_Pace_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_line: ((inputs: Budget_Cli_Pace_LineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Pace_LineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "on pace" |
*
* @param {Budget_Cli_Pace_On_PaceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_on_pace: ((inputs?: Budget_Cli_Pace_On_PaceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Pace_On_PaceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "slightly ahead (using it a little faster than the days go)" |
*
* @param {Budget_Cli_Pace_Slightly_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_slightly_ahead: ((inputs?: Budget_Cli_Pace_Slightly_AheadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Pace_Slightly_AheadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "slightly behind (using it a little slower than the days go)" |
*
* @param {Budget_Cli_Pace_Slightly_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_pace_slightly_behind: ((inputs?: Budget_Cli_Pace_Slightly_BehindInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Pace_Slightly_BehindInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "(some days not fetched yet: partial)" |
*
* @param {Budget_Cli_PartialInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_partial: ((inputs?: Budget_Cli_PartialInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_PartialInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{limit} a billing cycle" |
*
* @param {Budget_Cli_Per_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_cycle: ((inputs: Budget_Cli_Per_CycleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Per_CycleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{limit} in all" |
*
* @param {Budget_Cli_Per_LifetimeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_lifetime: ((inputs: Budget_Cli_Per_LifetimeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Per_LifetimeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{limit} a month" |
*
* @param {Budget_Cli_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_month: ((inputs: Budget_Cli_Per_MonthInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Per_MonthInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Say how often it starts again: --per week, month or cycle." |
*
* @param {Budget_Cli_Per_NeededInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_needed: ((inputs?: Budget_Cli_Per_NeededInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Per_NeededInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "lifetime (the default: the whole project), or week, month or cycle: the budget starts again each period (cycle: see the cycleStartDay setting)" |
*
* @param {Budget_Cli_Per_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_option: ((inputs?: Budget_Cli_Per_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Per_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{limit} a week" |
*
* @param {Budget_Cli_Per_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_per_week: ((inputs: Budget_Cli_Per_WeekInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Per_WeekInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{target} has no budget per period any more." |
*
* @param {Budget_Cli_Period_ClearedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_period_cleared: ((inputs: Budget_Cli_Period_ClearedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Period_ClearedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{target} had no budget per period." |
*
* @param {Budget_Cli_Period_Had_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_period_had_none: ((inputs: Budget_Cli_Period_Had_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Period_Had_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{target}: {budget}" |
*
* @param {Budget_Cli_Period_HeadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_period_head: ((inputs: Budget_Cli_Period_HeadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Period_HeadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{period}: {used} — {progress}" |
*
* @param {Budget_Cli_Period_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_period_line: ((inputs: Budget_Cli_Period_LineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Period_LineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{target} has no budget per period. Set one with: timetray budget {how} --hours 40 --per cycle (or week, month)" |
*
* @param {Budget_Cli_Period_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_period_none: ((inputs: Budget_Cli_Period_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Period_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{percent}% of {limit}" |
*
* @param {Budget_Cli_ProgressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_progress: ((inputs: Budget_Cli_ProgressInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_ProgressInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours}, {value}" |
*
* @param {Budget_Cli_Progress_BothInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_progress_both: ((inputs: Budget_Cli_Progress_BothInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Progress_BothInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "no figure to compare yet" |
*
* @param {Budget_Cli_Progress_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_progress_none: ((inputs?: Budget_Cli_Progress_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Progress_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{limit} (progress known once the project's totals are fetched: timetray project {id})" |
*
* @param {Budget_Cli_Progress_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_progress_unknown: ((inputs: Budget_Cli_Progress_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Progress_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project #{id}" |
*
* @param {Budget_Cli_Project_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_project_id: ((inputs: Budget_Cli_Project_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Project_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project “{name}” (#{id})" |
*
* @param {Budget_Cli_Project_NamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_project_named: ((inputs: Budget_Cli_Project_NamedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Project_NamedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Give a project ID or --customer ID, not both." |
*
* @param {Budget_Cli_Project_Or_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_project_or_customer: ((inputs?: Budget_Cli_Project_Or_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Project_Or_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budget of {project}: {budget}." |
*
* @param {Budget_Cli_SetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_set: ((inputs: Budget_Cli_SetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_SetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Show, set or remove the budget of project ID or of a customer (--customer), in hours and/or value, for the whole project or per week, month or cycle (kept on..." |
*
* @param {Budget_Cli_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_summary: ((inputs?: Budget_Cli_SummaryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_SummaryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours}, {value}" |
*
* @param {Budget_Cli_Used_BothInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_used_both: ((inputs: Budget_Cli_Used_BothInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Used_BothInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the value agreed, e.g. 15000 (no thousands separators), or none" |
*
* @param {Budget_Cli_Value_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_value_option: ((inputs?: Budget_Cli_Value_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Value_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Which budget? Give a project ID (timetray budget 7 --hours 120) or a customer (timetray budget --customer 3 --hours 40 --per cycle)." |
*
* @param {Budget_Cli_WhichInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_which: ((inputs?: Budget_Cli_WhichInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_WhichInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The Rabbiit API does not name a currency. Choose one to show values and rates in it, written the way your language writes money." |
*
* @param {Budget_Currency_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_currency_hint: ((inputs?: Budget_Currency_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Currency_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "currency must be none or a currency code such as BRL, EUR or USD; using none (plain numbers)" |
*
* @param {Budget_Currency_IgnoredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_currency_ignored: ((inputs?: Budget_Currency_IgnoredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Currency_IgnoredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Budget_Currency_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_currency_label: ((inputs?: Budget_Currency_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Currency_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "None (plain numbers)" |
*
* @param {Budget_Currency_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_currency_none: ((inputs?: Budget_Currency_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Currency_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer's budget per period" |
*
* @param {Budget_Customer_Card_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_customer_card_heading: ((inputs?: Budget_Customer_Card_HeadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Customer_Card_HeadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer #{id} has no project in this account’s project list — refresh the list and check the id (timetray projects shows each customer’s)." |
*
* @param {Budget_Customer_Not_In_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_customer_not_in_list: ((inputs: Budget_Customer_Not_In_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Customer_Not_In_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours, a value or both. Progress is the larger of the two." |
*
* @param {Budget_Editor_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_editor_hint: ((inputs?: Budget_Editor_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Editor_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Give the budget in hours, in value or both; to remove a budget, clear it." |
*
* @param {Budget_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_empty: ((inputs?: Budget_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customers (all their projects)" |
*
* @param {Budget_Form_CustomersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_customers: ((inputs?: Budget_Form_CustomersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Form_CustomersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours, a value or both; only this period's entries count, everyone's." |
*
* @param {Budget_Form_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_hint: ((inputs?: Budget_Form_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Form_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Starts again every" |
*
* @param {Budget_Form_PerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_per: ((inputs?: Budget_Form_PerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Form_PerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "billing cycle" |
*
* @param {Budget_Form_Per_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_per_cycle: ((inputs?: Budget_Form_Per_CycleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Form_Per_CycleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "month" |
*
* @param {Budget_Form_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_per_month: ((inputs?: Budget_Form_Per_MonthInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Form_Per_MonthInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "week" |
*
* @param {Budget_Form_Per_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_per_week: ((inputs?: Budget_Form_Per_WeekInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Form_Per_WeekInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Projects" |
*
* @param {Budget_Form_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_projects: ((inputs?: Budget_Form_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Form_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "For" |
*
* @param {Budget_Form_TargetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_form_target: ((inputs?: Budget_Form_TargetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Form_TargetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budget" |
*
* @param {Budget_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_heading: ((inputs?: Budget_HeadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_HeadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Budget_Hours_FieldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_field: ((inputs?: Budget_Hours_FieldInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Hours_FieldInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours must be a number above 0 and at most {max}, e.g. 120 — or leave it empty." |
*
* @param {Budget_Hours_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_field_invalid: ((inputs: Budget_Hours_Field_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Hours_Field_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The budget in hours must be a number greater than 0 and at most {max}, such as 120." |
*
* @param {Budget_Hours_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_invalid: ((inputs: Budget_Hours_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Hours_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Budget_Hours_LimitInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_limit: ((inputs: Budget_Hours_LimitInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Hours_LimitInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{percent}% of {hours} h" |
*
* @param {Budget_Hours_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_of: ((inputs: Budget_Hours_OfInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Hours_OfInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h (hours not known yet)" |
*
* @param {Budget_Hours_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_unknown: ((inputs: Budget_Hours_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Hours_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Budget_Kind_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_kind_customer: ((inputs?: Budget_Kind_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Kind_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project" |
*
* @param {Budget_Kind_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_kind_project: ((inputs?: Budget_Kind_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Kind_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{period}: {used} — {percent}% of {limit}" |
*
* @param {Budget_Last_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_last_line: ((inputs: Budget_Last_LineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Last_LineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{period}: not known yet" |
*
* @param {Budget_Last_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_last_unknown: ((inputs: Budget_Last_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Last_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} or {value}" |
*
* @param {Budget_Limit_BothInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_limit_both: ((inputs: Budget_Limit_BothInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Limit_BothInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{percent}% of budget" |
*
* @param {Budget_MarkerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_marker: ((inputs: Budget_MarkerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_MarkerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Near the budget" |
*
* @param {Budget_NearInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_near: ((inputs?: Budget_NearInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_NearInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No budget set." |
*
* @param {Budget_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_none: ((inputs?: Budget_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project #{id} is not in this account’s project list — refresh the list and check the id." |
*
* @param {Budget_Not_In_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_not_in_list: ((inputs: Budget_Not_In_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Not_In_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Over budget" |
*
* @param {Budget_OverInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_over: ((inputs?: Budget_OverInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_OverInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "ahead — at this pace it runs out early" |
*
* @param {Budget_Pace_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_ahead: ((inputs?: Budget_Pace_AheadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Pace_AheadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "behind — at this pace part of it goes unused" |
*
* @param {Budget_Pace_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_behind: ((inputs?: Budget_Pace_BehindInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Pace_BehindInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{gone}% of the working days gone: {pace}" |
*
* @param {Budget_Pace_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_line: ((inputs: Budget_Pace_LineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Pace_LineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "on pace" |
*
* @param {Budget_Pace_On_PaceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_on_pace: ((inputs?: Budget_Pace_On_PaceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Pace_On_PaceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "slightly ahead" |
*
* @param {Budget_Pace_Slightly_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_slightly_ahead: ((inputs?: Budget_Pace_Slightly_AheadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Pace_Slightly_AheadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "slightly behind" |
*
* @param {Budget_Pace_Slightly_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_pace_slightly_behind: ((inputs?: Budget_Pace_Slightly_BehindInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Pace_Slightly_BehindInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Some days are not fetched yet: partial." |
*
* @param {Budget_PartialInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_partial: ((inputs?: Budget_PartialInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_PartialInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{limit} a billing cycle" |
*
* @param {Budget_Per_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_per_cycle: ((inputs: Budget_Per_CycleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Per_CycleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A budget's period is week, month or cycle (or lifetime, the budget of the whole project)." |
*
* @param {Budget_Per_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_per_invalid: ((inputs?: Budget_Per_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Per_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{limit} a month" |
*
* @param {Budget_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_per_month: ((inputs: Budget_Per_MonthInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Per_MonthInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{limit} a week" |
*
* @param {Budget_Per_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_per_week: ((inputs: Budget_Per_WeekInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Per_WeekInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budget per period" |
*
* @param {Budget_Period_Card_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_period_card_heading: ((inputs?: Budget_Period_Card_HeadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Period_Card_HeadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{period}: {used}" |
*
* @param {Budget_Period_UsedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_period_used: ((inputs: Budget_Period_UsedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Period_UsedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budget used" |
*
* @param {Budget_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_progress_label: ((inputs?: Budget_Progress_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Progress_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Budget_RemoveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_remove: ((inputs?: Budget_RemoveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_RemoveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the budget of {name}" |
*
* @param {Budget_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_remove_named: ((inputs: Budget_Remove_NamedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Remove_NamedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budget removed." |
*
* @param {Budget_RemovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_removed: ((inputs?: Budget_RemovedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_RemovedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budget saved." |
*
* @param {Budget_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_saved: ((inputs?: Budget_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Set budget…" |
*
* @param {Budget_Set_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_set_button: ((inputs?: Budget_Set_ButtonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Set_ButtonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A budget is a number of hours, a value, or both." |
*
* @param {Budget_Shape_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_shape_invalid: ((inputs?: Budget_Shape_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Shape_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Value" |
*
* @param {Budget_Value_FieldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_field: ((inputs?: Budget_Value_FieldInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Value_FieldInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The value must be a number above 0 and at most {max}, e.g. 15000 — or leave it empty." |
*
* @param {Budget_Value_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_field_invalid: ((inputs: Budget_Value_Field_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Value_Field_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The budget in value must be a number greater than 0 and at most {max}, such as 15000." |
*
* @param {Budget_Value_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_invalid: ((inputs: Budget_Value_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Value_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{spent} of {budget}" |
*
* @param {Budget_Value_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_of: ((inputs: Budget_Value_OfInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Value_OfInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{percent}% of {budget}" |
*
* @param {Budget_Value_PercentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_percent: ((inputs: Budget_Value_PercentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Value_PercentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{budget} (value not known yet)" |
*
* @param {Budget_Value_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_unknown: ((inputs: Budget_Value_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Value_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The web app can only be opened over https on the account’s own service address, and this account’s address is not one — sign in again with an https address." |
*
* @param {Budget_Web_App_UnsafeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_web_app_unsafe: ((inputs?: Budget_Web_App_UnsafeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Web_App_UnsafeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add a budget per period…" |
*
* @param {Budgets_Add_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_add_button: ((inputs?: Budgets_Add_ButtonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budgets_Add_ButtonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project budgets" |
*
* @param {Budgets_Lifetime_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_lifetime_heading: ((inputs?: Budgets_Lifetime_HeadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budgets_Lifetime_HeadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No budget per period yet. Add one for a project or a whole customer — a retainer of 40 h a billing cycle, say." |
*
* @param {Budgets_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_none: ((inputs?: Budgets_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budgets_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This account has no reports, so budgets per period cannot be measured." |
*
* @param {Budgets_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_not_offered: ((inputs?: Budgets_Not_OfferedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budgets_Not_OfferedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budgets per period" |
*
* @param {Budgets_Period_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_period_heading: ((inputs?: Budgets_Period_HeadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budgets_Period_HeadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Budgets" |
*
* @param {Budgets_View_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budgets_view_title: ((inputs?: Budgets_View_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budgets_View_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a current PEM file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` if you no longer need one)." |
*
* @param {Ca_Choose_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_choose_again: ((inputs?: Ca_Choose_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ca_Choose_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "For a network that inspects TLS: its CA certificate as a PEM file." |
*
* @param {Ca_File_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_file_hint: ((inputs?: Ca_File_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ca_File_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "CA file removed." |
*
* @param {Ca_File_RemovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_file_removed: ((inputs?: Ca_File_RemovedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ca_File_RemovedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "CA file saved." |
*
* @param {Ca_File_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_file_saved: ((inputs?: Ca_File_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ca_File_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Give --ca-file a PEM file of CA certificates, or leave it out." |
*
* @param {Ca_Give_Flag_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const ca_give_flag_again: ((inputs?: Ca_Give_Flag_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ca_Give_Flag_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray could not do that. Please try again." |
*
* @param {Call_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const call_failed: ((inputs?: Call_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {CancelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cancel: ((inputs?: CancelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<CancelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{day}: {hours}" |
*
* @param {Chart_DayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const chart_day: ((inputs: Chart_DayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_DayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{day}: not fetched" |
*
* @param {Chart_Day_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const chart_day_unknown: ((inputs: Chart_Day_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Day_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Your hours per day, {from} – {to}. The arrow keys read each day." |
*
* @param {Chart_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const chart_label: ((inputs: Chart_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Everyone's hours per day, {from} – {to}. The arrow keys read each day." |
*
* @param {Chart_Label_TeamInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const chart_label_team: ((inputs: Chart_Label_TeamInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_Label_TeamInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{day} (today)" |
*
* @param {Chart_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const chart_today: ((inputs: Chart_TodayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chart_TodayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Check_AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_accounts: ((inputs?: Check_AccountsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_AccountsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "CA file" |
*
* @param {Check_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_ca_file: ((inputs?: Check_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Clock" |
*
* @param {Check_ClockInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_clock: ((inputs?: Check_ClockInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_ClockInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Keychain" |
*
* @param {Check_KeychainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_keychain: ((inputs?: Check_KeychainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_KeychainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Proxy" |
*
* @param {Check_ProxyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_proxy: ((inputs?: Check_ProxyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_ProxyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Check_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_service: ((inputs?: Check_ServiceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_ServiceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Session" |
*
* @param {Check_Session_TypeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_session_type: ((inputs?: Check_Session_TypeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_Session_TypeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Settings file" |
*
* @param {Check_SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_settings: ((inputs?: Check_SettingsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_SettingsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Shortcut" |
*
* @param {Check_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_shortcut: ((inputs?: Check_ShortcutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_ShortcutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Tray icon" |
*
* @param {Check_Tray_HostInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const check_tray_host: ((inputs?: Check_Tray_HostInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Check_Tray_HostInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {CheckingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const checking: ((inputs?: CheckingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<CheckingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Choose CA file…" |
*
* @param {Choose_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const choose_ca_file: ((inputs?: Choose_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Choose_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "true or false" |
*
* @param {Cli_Accepted_BooleanInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_boolean: ((inputs?: Cli_Accepted_BooleanInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_BooleanInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a PEM file of CA certificates, or none" |
*
* @param {Cli_Accepted_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_ca_file: ((inputs?: Cli_Accepted_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "none or a currency code such as BRL, USD or EUR" |
*
* @param {Cli_Accepted_CurrencyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_currency: ((inputs?: Cli_Accepted_CurrencyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_CurrencyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a day of the month from {min} to {max}: the day your billing cycle starts (1: the calendar month)" |
*
* @param {Cli_Accepted_Cycle_Start_DayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_cycle_start_day: ((inputs: Cli_Accepted_Cycle_Start_DayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_Cycle_Start_DayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "5, 15, 30, 60 or manual" |
*
* @param {Cli_Accepted_IntervalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_interval: ((inputs?: Cli_Accepted_IntervalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_IntervalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{choices} (auto: LANGUAGE, LC_ALL, LC_MESSAGES or LANG here, the system's languages in the app)" |
*
* @param {Cli_Accepted_LanguageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_language: ((inputs: Cli_Accepted_LanguageInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_LanguageInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{choices} (minutes each invoice entry is rounded up to; none: exact)" |
*
* @param {Cli_Accepted_Round_ToInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_round_to: ((inputs: Cli_Accepted_Round_ToInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_Round_ToInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "an accelerator such as CommandOrControl+Alt+T, or off" |
*
* @param {Cli_Accepted_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_shortcut: ((inputs?: Cli_Accepted_ShortcutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_ShortcutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{choices} (macOS: what the menu bar shows beside the icon)" |
*
* @param {Cli_Accepted_Tray_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_tray_title: ((inputs: Cli_Accepted_Tray_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_Tray_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{choices} (auto: your language's first day of the week, Sunday in Brazil)" |
*
* @param {Cli_Accepted_Week_StartInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_week_start: ((inputs: Cli_Accepted_Week_StartInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_Week_StartInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "days of the week: mon,tue,wed,thu,fri or a range mon-fri (Portuguese too: seg-sex); the days a period budget's pace counts" |
*
* @param {Cli_Accepted_Work_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepted_work_days: ((inputs?: Cli_Accepted_Work_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Accepted_Work_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "timetray accepts: {options}." |
*
* @param {Cli_AcceptsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_accepts: ((inputs: Cli_AcceptsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_AcceptsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The account is an argument here: {corrected}" |
*
* @param {Cli_Account_ArgumentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_account_argument: ((inputs: Cli_Account_ArgumentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Account_ArgumentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "key: {key}" |
*
* @param {Cli_Account_Key_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_account_key_line: ((inputs: Cli_Account_Key_LineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Account_Key_LineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{name} account {accountId} at {baseUrl} ({state}) {lastUsed}" |
*
* @param {Cli_Account_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_account_line: ((inputs: Cli_Account_LineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Account_LineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Give the account with --account: {corrected}" |
*
* @param {Cli_Account_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_account_option: ((inputs: Cli_Account_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Account_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "[archived]" |
*
* @param {Cli_Archived_FlagInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_archived_flag: ((inputs?: Cli_Archived_FlagInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Archived_FlagInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | expectedPlural | output |
* | --- | --- |
* | "one" | "Usage: timetray {usage} — expected {expected} argument, got {got}." |
* | "other" | "Usage: timetray {usage} — expected {expected} arguments, got {got}." |
*
* @param {Cli_Argument_CountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_argument_count: ((inputs: Cli_Argument_CountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Argument_CountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Usage: timetray {usage} — it takes no arguments (given: {given})." |
*
* @param {Cli_Argument_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_argument_none: ((inputs: Cli_Argument_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Argument_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{least} to {most}" |
*
* @param {Cli_Argument_RangeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_argument_range: ((inputs: Cli_Argument_RangeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Argument_RangeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Account id (after /a/ in the web app)" |
*
* @param {Cli_Ask_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_account_id: ((inputs?: Cli_Ask_Account_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ask_Account_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Cli_Ask_EmailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_email: ((inputs?: Cli_Ask_EmailInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ask_EmailInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Cli_Ask_PasswordInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_password: ((inputs?: Cli_Ask_PasswordInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ask_PasswordInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Service address" |
*
* @param {Cli_Ask_Service_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_service_address: ((inputs?: Cli_Ask_Service_AddressInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ask_Service_AddressInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Token" |
*
* @param {Cli_Ask_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_token: ((inputs?: Cli_Ask_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ask_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "\"{text}\" is not a shortcut Timetray understands: use one or more modifiers (CommandOrControl, Ctrl, Alt, Shift, Super) and one key, e.g. CommandOrControl+Alt+T." |
*
* @param {Cli_Bad_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_bad_shortcut: ((inputs: Cli_Bad_ShortcutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Bad_ShortcutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "yes, by person" |
*
* @param {Cli_Billable_By_PersonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_billable_by_person: ((inputs?: Cli_Billable_By_PersonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Billable_By_PersonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "yes, by project" |
*
* @param {Cli_Billable_By_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_billable_by_project: ((inputs?: Cli_Billable_By_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Billable_By_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{first} and {second}" |
*
* @param {Cli_BothInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_both: ((inputs: Cli_BothInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_BothInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The file given with --ca-file cannot be used: {problem}. {fix}" |
*
* @param {Cli_Ca_File_FlagInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ca_file_flag: ((inputs: Cli_Ca_File_FlagInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ca_File_FlagInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The extra CA file is set but cannot be used: {problem}. Connections will fail until it is fixed. {fix}" |
*
* @param {Cli_Ca_UnusableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ca_unusable: ((inputs: Cli_Ca_UnusableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ca_UnusableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled." |
*
* @param {Cli_CancelledInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_cancelled: ((inputs?: Cli_CancelledInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_CancelledInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "`timetray {command}` accepts: {options}." |
*
* @param {Cli_Command_AcceptsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_command_accepts: ((inputs: Cli_Command_AcceptsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Command_AcceptsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The Timetray app applies it: at once if it is running, otherwise when it next starts." |
*
* @param {Cli_Config_App_AppliesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_config_app_applies: ((inputs?: Cli_Config_App_AppliesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Config_App_AppliesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{key} is now {value}." |
*
* @param {Cli_Config_NowInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_config_now: ((inputs: Cli_Config_NowInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Config_NowInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Usage: timetray config [get KEY \| set KEY VALUE]." |
*
* @param {Cli_Config_UsageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_config_usage: ((inputs?: Cli_Config_UsageInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Config_UsageInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} budget" |
* | "other" | "{countText} budgets" |
*
* @param {Cli_Count_BudgetsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_count_budgets: ((inputs: Cli_Count_BudgetsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Count_BudgetsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} pin" |
* | "other" | "{countText} pins" |
*
* @param {Cli_Count_PinsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_count_pins: ((inputs: Cli_Count_PinsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Count_PinsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (customer {id})" |
*
* @param {Cli_Customer_GroupInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_group: ((inputs: Cli_Customer_GroupInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Customer_GroupInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "There is no customer {id} in this account — `timetray projects` shows each customer’s id." |
*
* @param {Cli_Customer_Not_In_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_not_in_account: ((inputs: Cli_Customer_Not_In_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Customer_Not_In_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Cli_Customer_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_number: ((inputs: Cli_Customer_NumberInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Customer_NumberInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer {id} is now “{name}”." |
*
* @param {Cli_Customer_RenamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_customer_renamed: ((inputs: Cli_Customer_RenamedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Customer_RenamedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "If {value} is a value, not an option, put -- before it: {corrected}" |
*
* @param {Cli_Dash_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_dash_value: ((inputs: Cli_Dash_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Dash_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "Cached {when}." |
*
* @param {Cli_Details_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_details_cached: ((inputs: Cli_Details_CachedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Details_CachedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "Fetched {when}." |
*
* @param {Cli_Details_FetchedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_details_fetched: ((inputs: Cli_Details_FetchedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Details_FetchedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Did you mean {nearest}?" |
*
* @param {Cli_Did_You_Mean_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_did_you_mean_option: ((inputs: Cli_Did_You_Mean_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Did_You_Mean_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the disk is full" |
*
* @param {Cli_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_disk_full: ((inputs?: Cli_Disk_FullInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Disk_FullInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Commands:" |
*
* @param {Cli_Help_Commands_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_commands_heading: ((inputs?: Cli_Help_Commands_HeadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_Commands_HeadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Exit codes: 0 ok · 1 failure (including an unusable keychain) · 2 usage error or invalid input 3 sign-in needed (no session, or the service refused it) 4 net..." |
*
* @param {Cli_Help_Exit_CodesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_exit_codes: ((inputs?: Cli_Help_Exit_CodesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_Exit_CodesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Global options:" |
*
* @param {Cli_Help_Global_Options_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_global_options_heading: ((inputs?: Cli_Help_Global_Options_HeadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_Global_Options_HeadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "timetray — your Rabbiit projects from the command line. Uses the same accounts, keychain entries and User-Agent as the Timetray tray app." |
*
* @param {Cli_Help_IntroInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_intro: ((inputs?: Cli_Help_IntroInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_IntroInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "--json output (one JSON document on stdout; stable, fields are only ever added):" |
*
* @param {Cli_Help_Json_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_json_heading: ((inputs?: Cli_Help_Json_HeadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_Json_HeadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Account = {\"key\",\"label\",\"baseUrl\",\"accountId\",\"email\",\"signedIn\":bool\|null,\"active\":bool, \"lastUsed\": ISO-time\|null, \"keychain\": \"ok\"\|\"locked\"\|\"unavailable\"..." |
*
* @param {Cli_Help_Json_ShapesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_json_shapes: ((inputs?: Cli_Help_Json_ShapesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_Json_ShapesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Options:" |
*
* @param {Cli_Help_Options_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_options_heading: ((inputs?: Cli_Help_Options_HeadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_Options_HeadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "[options]" |
*
* @param {Cli_Help_Options_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_options_placeholder: ((inputs?: Cli_Help_Options_PlaceholderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_Options_PlaceholderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Every command, the exit codes and the --json shapes: `timetray --help`." |
*
* @param {Cli_Help_See_OverviewInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_see_overview: ((inputs?: Cli_Help_See_OverviewInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_See_OverviewInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Settings live in $TIMETRAY_CONFIG_DIR, else the per-user config folder (Linux: $XDG_CONFIG_HOME/Timetray or ~/.config/Timetray). Tokens live only in the OS k..." |
*
* @param {Cli_Help_Settings_WhereInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_settings_where: ((inputs?: Cli_Help_Settings_WhereInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_Settings_WhereInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Times are shown in local time, in the format of the language (the language setting, else LC_ALL, LC_TIME or LANG); --json keeps ISO 8601." |
*
* @param {Cli_Help_TimesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_times: ((inputs?: Cli_Help_TimesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_TimesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Usage: timetray {usage}" |
*
* @param {Cli_Help_Usage_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_usage_line: ((inputs: Cli_Help_Usage_LineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_Usage_LineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Usage: timetray <command> [options] timetray <command> --help that command alone, with its options" |
*
* @param {Cli_Help_Usage_OverviewInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_help_usage_overview: ((inputs?: Cli_Help_Usage_OverviewInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Help_Usage_OverviewInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled: the input ended before an answer was given." |
*
* @param {Cli_Input_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_input_ended: ((inputs?: Cli_Input_EndedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Input_EndedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "An invoice lists a customer's projects: leave out --by and --project." |
*
* @param {Cli_Invoice_By_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_by_project: ((inputs?: Cli_Invoice_By_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Invoice_By_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Money is hidden (setting hideMoney), and an invoice without its values would be wrong: show money with `timetray config set hideMoney false`, or leave out --..." |
*
* @param {Cli_Invoice_Money_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_money_hidden: ((inputs?: Cli_Invoice_Money_HiddenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Invoice_Money_HiddenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "An invoice is one customer's: give --customer ID (timetray projects shows each customer's id)." |
*
* @param {Cli_Invoice_Needs_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_needs_customer: ((inputs?: Cli_Invoice_Needs_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Invoice_Needs_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "one customer's invoice (needs --customer; PERIOD defaults to last-cycle): a line per project with hours, rate and value, and the total" |
*
* @param {Cli_Invoice_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_option: ((inputs?: Cli_Invoice_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Invoice_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not every day of the period is known ({days}), so the invoice would be short; nothing was printed. Try again when the service answers (without --cached)." |
*
* @param {Cli_Invoice_PartialInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_partial: ((inputs: Cli_Invoice_PartialInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Invoice_PartialInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Cli_Invoice_RateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_rate: ((inputs?: Cli_Invoice_RateInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Invoice_RateInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Each entry rounded up to {minutes} minutes (setting roundTo)." |
*
* @param {Cli_Invoice_RoundedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_rounded: ((inputs: Cli_Invoice_RoundedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Invoice_RoundedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice · {customer} · {period}" |
*
* @param {Cli_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_invoice_title: ((inputs: Cli_Invoice_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Invoice_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Billable" |
*
* @param {Cli_Label_BillableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_billable: ((inputs?: Cli_Label_BillableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_BillableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Cli_Label_ChangedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_changed: ((inputs?: Cli_Label_ChangedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_ChangedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Cli_Label_CreatedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_created: ((inputs?: Cli_Label_CreatedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_CreatedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Cli_Label_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_customer: ((inputs?: Cli_Label_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Cli_Label_DescriptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_description: ((inputs?: Cli_Label_DescriptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_DescriptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Cli_Label_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_hours: ((inputs?: Cli_Label_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Cli_Label_MembersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_members: ((inputs?: Cli_Label_MembersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_MembersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Open tasks" |
*
* @param {Cli_Label_Open_TasksInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_open_tasks: ((inputs?: Cli_Label_Open_TasksInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_Open_TasksInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Cli_Label_RateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_rate: ((inputs?: Cli_Label_RateInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_RateInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Cli_Label_StatusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_status: ((inputs?: Cli_Label_StatusInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_StatusInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Value" |
*
* @param {Cli_Label_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_label_value: ((inputs?: Cli_Label_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Label_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last use unknown" |
*
* @param {Cli_Last_Use_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_use_unknown: ((inputs?: Cli_Last_Use_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Last_Use_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last used {days} days ago" |
*
* @param {Cli_Last_Used_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_used_days: ((inputs: Cli_Last_Used_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Last_Used_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last used today" |
*
* @param {Cli_Last_Used_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_used_today: ((inputs?: Cli_Last_Used_TodayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Last_Used_TodayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last used yesterday" |
*
* @param {Cli_Last_Used_YesterdayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_last_used_yesterday: ((inputs?: Cli_Last_Used_YesterdayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Last_Used_YesterdayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "cached {when}" |
*
* @param {Cli_List_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_list_cached: ((inputs: Cli_List_CachedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_List_CachedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "refreshed {when}" |
*
* @param {Cli_List_RefreshedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_list_refreshed: ((inputs: Cli_List_RefreshedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_List_RefreshedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "saved {when}" |
*
* @param {Cli_List_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_list_saved: ((inputs: Cli_List_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_List_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{label} was not signed in; nothing to revoke." |
*
* @param {Cli_Logout_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_not_signed_in: ((inputs: Cli_Logout_Not_Signed_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Logout_Not_Signed_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out of {name} on this computer (the token was deleted from the keychain), but the service could not be told: the token stays valid there until it goes..." |
*
* @param {Cli_Logout_Not_ToldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_not_told: ((inputs: Cli_Logout_Not_ToldInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Logout_Not_ToldInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out of {name}. The token was revoked at the service and deleted from the keychain." |
*
* @param {Cli_Logout_RevokedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_revoked: ((inputs: Cli_Logout_RevokedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Logout_RevokedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one of --markdown and --json." |
*
* @param {Cli_Markdown_Or_JsonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_markdown_or_json: ((inputs?: Cli_Markdown_Or_JsonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Markdown_Or_JsonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{option} needs a value: {option} {valueName}." |
*
* @param {Cli_Needs_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_needs_value: ((inputs: Cli_Needs_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Needs_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "no" |
*
* @param {Cli_NoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no: ((inputs?: Cli_NoInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_NoInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No account matches \"{text}\". See `timetray accounts`." |
*
* @param {Cli_No_Account_MatchesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_account_matches: ((inputs: Cli_No_Account_MatchesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_Account_MatchesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No account to sign out of. See `timetray accounts`." |
*
* @param {Cli_No_Account_To_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_account_to_sign_out: ((inputs?: Cli_No_Account_To_Sign_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_Account_To_Sign_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No accounts yet — run `timetray login` first." |
*
* @param {Cli_No_Account_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_account_yet: ((inputs?: Cli_No_Account_YetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_Account_YetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No accounts yet. Add one with `timetray login`." |
*
* @param {Cli_No_Accounts_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_accounts_yet: ((inputs?: Cli_No_Accounts_YetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_Accounts_YetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No account is active: choose one with `timetray use ACCOUNT` (`timetray accounts` lists them)." |
*
* @param {Cli_No_Active_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_active_account: ((inputs?: Cli_No_Active_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_Active_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No command given. The commands and their options: `timetray --help`." |
*
* @param {Cli_No_CommandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_command: ((inputs?: Cli_No_CommandInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_CommandInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {Cli_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_customer: ((inputs?: Cli_No_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "There is no saved project list for this account yet, so id {id} cannot be checked: `timetray projects` fetches it once you are signed in." |
*
* @param {Cli_No_List_To_CheckInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_list_to_check: ((inputs: Cli_No_List_To_CheckInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_List_To_CheckInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No password given." |
*
* @param {Cli_No_Password_GivenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_password_given: ((inputs?: Cli_No_Password_GivenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_Password_GivenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No terminal to ask for the password on: pipe it in with --password-stdin." |
*
* @param {Cli_No_Terminal_PasswordInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_terminal_password: ((inputs?: Cli_No_Terminal_PasswordInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_Terminal_PasswordInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No terminal to ask on: pass the secret on standard input." |
*
* @param {Cli_No_Terminal_SecretInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_terminal_secret: ((inputs?: Cli_No_Terminal_SecretInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_Terminal_SecretInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No token given." |
*
* @param {Cli_No_Token_GivenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_no_token_given: ((inputs?: Cli_No_Token_GivenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_No_Token_GivenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{value} is not an id: ids are positive whole numbers (`timetray projects` shows them)." |
*
* @param {Cli_Not_An_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_an_id: ((inputs: Cli_Not_An_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Not_An_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "`timetray {command}` has no option {option}." |
*
* @param {Cli_Not_An_Option_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_an_option_of: ((inputs: Cli_Not_An_Option_OfInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Not_An_Option_OfInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No details of this project are saved on this computer: `timetray project {id}` fetches them (signed in and online)." |
*
* @param {Cli_Not_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_cached: ((inputs: Cli_Not_CachedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Not_CachedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "There is no project {id} in this account — `timetray projects` lists the ids." |
*
* @param {Cli_Not_In_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_in_account: ((inputs: Cli_Not_In_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Not_In_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: {problem}." |
*
* @param {Cli_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_not_saved: ((inputs: Cli_Not_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Not_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Exit 0 when nothing failed (warnings allowed), 1 otherwise." |
*
* @param {Cli_Notes_DoctorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_doctor: ((inputs?: Cli_Notes_DoctorInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Notes_DoctorInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Exit 1 when the service does not have the project (one that was in the list is removed from the cached list too). Offline, saved details are shown as for pro..." |
*
* @param {Cli_Notes_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_project: ((inputs?: Cli_Notes_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Notes_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Archived projects are listed only with showArchived on, as in the app (`timetray config set showArchived true`); the last line says how many are hidden. --js..." |
*
* @param {Cli_Notes_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_projects: ((inputs?: Cli_Notes_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Notes_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "With {words}, only the projects whose name or customer holds every word, in any order, accents and case aside (#ID names one), as the window's search finds t..." |
*
* @param {Cli_Notes_Projects_SearchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_projects_search: ((inputs: Cli_Notes_Projects_SearchInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Notes_Projects_SearchInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{period}: today, yesterday, week, last-week, month, last-month, cycle (the default), last-cycle (or hoje, ontem, semana, semana-passada, mes, mes-passado, ci..." |
*
* @param {Cli_Notes_ReportInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_notes_report: ((inputs: Cli_Notes_ReportInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Notes_ReportInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Now using {name}." |
*
* @param {Cli_Now_UsingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using: ((inputs: Cli_Now_UsingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Now_UsingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Now using {name} (keychain locked)." |
*
* @param {Cli_Now_Using_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using_keychain_locked: ((inputs: Cli_Now_Using_Keychain_LockedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Now_Using_Keychain_LockedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Now using {name} (keychain unavailable)." |
*
* @param {Cli_Now_Using_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using_keychain_unavailable: ((inputs: Cli_Now_Using_Keychain_UnavailableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Now_Using_Keychain_UnavailableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Now using {name} (signed out: run `timetray login`)." |
*
* @param {Cli_Now_Using_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_now_using_signed_out: ((inputs: Cli_Now_Using_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Now_Using_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the account id: the code after /a/ in the web app address" |
*
* @param {Cli_Opt_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_account_id: ((inputs?: Cli_Opt_Account_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Account_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "service address, e.g. https://app.rabbiit.com/api/v1" |
*
* @param {Cli_Opt_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_base_url: ((inputs?: Cli_Opt_Base_UrlInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Base_UrlInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "also trust the CA certificates in FILE (PEM); login and import-token save its absolute path as a setting" |
*
* @param {Cli_Opt_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_ca_file: ((inputs?: Cli_Opt_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the e-mail of the account" |
*
* @param {Cli_Opt_Email_ImportInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_email_import: ((inputs?: Cli_Opt_Email_ImportInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Email_ImportInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the e-mail you sign in with" |
*
* @param {Cli_Opt_Email_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_email_login: ((inputs?: Cli_Opt_Email_LoginInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Email_LoginInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "this help" |
*
* @param {Cli_Opt_HelpInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_help: ((inputs?: Cli_Opt_HelpInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_HelpInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "machine-readable output (shapes in `timetray --help`)" |
*
* @param {Cli_Opt_JsonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_json: ((inputs?: Cli_Opt_JsonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_JsonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a name for the account in lists" |
*
* @param {Cli_Opt_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_label: ((inputs?: Cli_Opt_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "an account key, label, account id or e-mail (default: the active account)" |
*
* @param {Cli_Opt_Logout_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_logout_account: ((inputs?: Cli_Opt_Logout_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Logout_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a short Markdown status to paste into a client update" |
*
* @param {Cli_Opt_MarkdownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_markdown: ((inputs?: Cli_Opt_MarkdownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_MarkdownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "read the password from standard input (otherwise it is asked for on a terminal, without echo)" |
*
* @param {Cli_Opt_Password_StdinInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_password_stdin: ((inputs?: Cli_Opt_Password_StdinInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Password_StdinInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the details last fetched on this computer, no network" |
*
* @param {Cli_Opt_Project_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_project_cached: ((inputs?: Cli_Opt_Project_CachedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Project_CachedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "show the last known list without calling the service" |
*
* @param {Cli_Opt_Projects_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_projects_cached: ((inputs?: Cli_Opt_Projects_CachedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Projects_CachedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "remove without asking, even an account with budgets or pins" |
*
* @param {Cli_Opt_Remove_YesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_remove_yes: ((inputs?: Cli_Opt_Remove_YesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Remove_YesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "group by project (the default), customer or day" |
*
* @param {Cli_Opt_Report_ByInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_by: ((inputs?: Cli_Opt_Report_ByInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Report_ByInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the hours saved on this computer, no network" |
*
* @param {Cli_Opt_Report_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_cached: ((inputs?: Cli_Opt_Report_CachedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Report_CachedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "comma-separated values for a spreadsheet or an invoice (the same in every language: dot decimals, ISO dates, hours as decimals)" |
*
* @param {Cli_Opt_Report_CsvInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_csv: ((inputs?: Cli_Opt_Report_CsvInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Report_CsvInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "only customer ID's projects" |
*
* @param {Cli_Opt_Report_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_customer: ((inputs?: Cli_Opt_Report_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Report_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a summary in Markdown to paste into a client e-mail" |
*
* @param {Cli_Opt_Report_MarkdownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_markdown: ((inputs?: Cli_Opt_Report_MarkdownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Report_MarkdownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "only project ID" |
*
* @param {Cli_Opt_Report_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_report_project: ((inputs?: Cli_Opt_Report_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_Report_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "REQUIRED: the exact User-Agent the token was created with (asked for on a terminal). The service binds a token to its User-Agent and destroys it for good whe..." |
*
* @param {Cli_Opt_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_user_agent: ((inputs?: Cli_Opt_User_AgentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_User_AgentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the version of timetray" |
*
* @param {Cli_Opt_VersionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_opt_version: ((inputs?: Cli_Opt_VersionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Opt_VersionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{given}: {problem}" |
*
* @param {Cli_Option_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_option_refused: ((inputs: Cli_Option_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Option_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "--{option} is required for `timetray {command}`." |
*
* @param {Cli_Option_RequiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_option_required: ((inputs: Cli_Option_RequiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Option_RequiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "timetray: The output could not be written ({why}) — check where standard output goes, or run the command without redirecting it." |
*
* @param {Cli_Output_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_output_failed: ((inputs: Cli_Output_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Output_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The password on standard input is empty." |
*
* @param {Cli_Password_Stdin_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_password_stdin_empty: ((inputs?: Cli_Password_Stdin_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Password_Stdin_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{money} per hour" |
*
* @param {Cli_Per_HourInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_per_hour: ((inputs: Cli_Per_HourInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Per_HourInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This cycle" |
*
* @param {Cli_Period_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_cycle: ((inputs?: Cli_Period_CycleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Period_CycleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "{hours} (saved {when})" |
*
* @param {Cli_Period_FigureInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_figure: ((inputs: Cli_Period_FigureInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Period_FigureInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Last cycle" |
*
* @param {Cli_Period_Last_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_last_cycle: ((inputs?: Cli_Period_Last_CycleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Period_Last_CycleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Last month" |
*
* @param {Cli_Period_Last_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_last_month: ((inputs?: Cli_Period_Last_MonthInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Period_Last_MonthInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Last week" |
*
* @param {Cli_Period_Last_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_last_week: ((inputs?: Cli_Period_Last_WeekInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Period_Last_WeekInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This month" |
*
* @param {Cli_Period_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_month: ((inputs?: Cli_Period_MonthInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Period_MonthInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Cli_Period_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_today: ((inputs?: Cli_Period_TodayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Period_TodayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This week" |
*
* @param {Cli_Period_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_week: ((inputs?: Cli_Period_WeekInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Period_WeekInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Yesterday" |
*
* @param {Cli_Period_YesterdayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_period_yesterday: ((inputs?: Cli_Period_YesterdayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Period_YesterdayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "ACCOUNT" |
*
* @param {Cli_Ph_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_account: ((inputs?: Cli_Ph_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ph_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "FILE" |
*
* @param {Cli_Ph_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_file: ((inputs?: Cli_Ph_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ph_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "KEY" |
*
* @param {Cli_Ph_KeyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_key: ((inputs?: Cli_Ph_KeyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ph_KeyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "NAME" |
*
* @param {Cli_Ph_NameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_name: ((inputs?: Cli_Ph_NameInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ph_NameInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "PERIOD" |
*
* @param {Cli_Ph_PeriodInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_period: ((inputs?: Cli_Ph_PeriodInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ph_PeriodInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "TEXT" |
*
* @param {Cli_Ph_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_text: ((inputs?: Cli_Ph_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ph_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "VALUE" |
*
* @param {Cli_Ph_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_value: ((inputs?: Cli_Ph_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ph_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "WORDS" |
*
* @param {Cli_Ph_WordsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ph_words: ((inputs?: Cli_Ph_WordsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ph_WordsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} archived hidden (`timetray config set showArchived true` shows it)" |
* | "other" | "{countText} archived hidden (`timetray config set showArchived true` shows them)" |
*
* @param {Cli_Projects_Archived_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_archived_hidden: ((inputs: Cli_Projects_Archived_HiddenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_Archived_HiddenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} project" |
* | "other" | "{countText} projects" |
*
* @param {Cli_Projects_CountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_count: ((inputs: Cli_Projects_CountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_CountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The second hours column is your own hours this cycle, saved {when}; `timetray report` brings them up to date." |
*
* @param {Cli_Projects_Cycle_LegendInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_cycle_legend: ((inputs: Cli_Projects_Cycle_LegendInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_Cycle_LegendInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "– : hours not fetched yet; `timetray project ID` fetches a project's totals." |
*
* @param {Cli_Projects_Hours_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_hours_unknown: ((inputs?: Cli_Projects_Hours_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_Hours_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No projects in this account" |
*
* @param {Cli_Projects_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none: ((inputs?: Cli_Projects_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No active projects" |
*
* @param {Cli_Projects_None_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none_active: ((inputs?: Cli_Projects_None_ActiveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_None_ActiveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No project matches “{search}”" |
*
* @param {Cli_Projects_None_MatchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none_match: ((inputs: Cli_Projects_None_MatchInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_None_MatchInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No saved list of projects on this computer yet: `timetray projects` fetches it once you are signed in (`timetray login`)." |
*
* @param {Cli_Projects_None_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_none_saved: ((inputs?: Cli_Projects_None_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_None_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Projects could not be listed: {problem}" |
*
* @param {Cli_Projects_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_not_listed: ((inputs: Cli_Projects_Not_ListedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_Not_ListedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "matching “{search}”" |
*
* @param {Cli_Projects_SearchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_search: ((inputs: Cli_Projects_SearchInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_SearchInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} unreadable item skipped" |
* | "other" | "{countText} unreadable items skipped" |
*
* @param {Cli_Projects_SkippedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_projects_skipped: ((inputs: Cli_Projects_SkippedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Projects_SkippedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A label with spaces needs quotes, e.g.: {corrected}" |
*
* @param {Cli_Quote_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_quote_label: ((inputs: Cli_Quote_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Quote_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A name with spaces needs quotes, e.g.: {corrected}" |
*
* @param {Cli_Quote_NameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_quote_name: ((inputs: Cli_Quote_NameInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Quote_NameInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A value with spaces needs quotes, e.g.: {corrected}" |
*
* @param {Cli_Quote_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_quote_value: ((inputs: Cli_Quote_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Quote_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name}? Also deleted (kept only on this computer): {what}. [y/N]" |
*
* @param {Cli_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_remove_confirm: ((inputs: Cli_Remove_ConfirmInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Remove_ConfirmInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was removed." |
*
* @param {Cli_Remove_DeclinedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_remove_declined: ((inputs?: Cli_Remove_DeclinedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Remove_DeclinedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Removing {name} also deletes what is kept only on this computer: {what}. Nothing was removed; to remove it all the same: {line}" |
*
* @param {Cli_Remove_Needs_YesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_remove_needs_yes: ((inputs: Cli_Remove_Needs_YesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Remove_Needs_YesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Also deleted (kept only on this computer): {what}." |
*
* @param {Cli_Removed_Also_DeletedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_also_deleted: ((inputs: Cli_Removed_Also_DeletedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Removed_Also_DeletedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Removed {name} (it was not signed in)." |
*
* @param {Cli_Removed_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_not_signed_in: ((inputs: Cli_Removed_Not_Signed_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Removed_Not_Signed_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Removed {name} and deleted its token from the keychain, but the service could not be told: the token stays valid there until it goes unused for 30 days." |
*
* @param {Cli_Removed_Not_ToldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_not_told: ((inputs: Cli_Removed_Not_ToldInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Removed_Not_ToldInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Active account now: {name}." |
*
* @param {Cli_Removed_Now_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_now_active: ((inputs: Cli_Removed_Now_ActiveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Removed_Now_ActiveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Removed {name}. Its token was revoked at the service and deleted from the keychain." |
*
* @param {Cli_Removed_RevokedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_removed_revoked: ((inputs: Cli_Removed_RevokedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Removed_RevokedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours as of {when}." |
*
* @param {Cli_Report_As_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_as_of: ((inputs: Cli_Report_As_OfInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_As_OfInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "--by takes project, customer or day, not “{by}”." |
*
* @param {Cli_Report_Bad_ByInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_bad_by: ((inputs: Cli_Report_Bad_ByInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_Bad_ByInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{option} takes an id, a whole number as `timetray projects --json` shows it, not “{id}”." |
*
* @param {Cli_Report_Bad_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_bad_id: ((inputs: Cli_Report_Bad_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_Bad_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "“{period}” is not a period: give a name such as cycle or last-week, a month such as 2026-11, or FROM..TO such as 2026-11-07..2026-12-06 (at most three years)." |
*
* @param {Cli_Report_Bad_PeriodInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_bad_period: ((inputs: Cli_Report_Bad_PeriodInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_Bad_PeriodInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Cli_Report_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_customer: ((inputs?: Cli_Report_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Cli_Report_DayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_day: ((inputs?: Cli_Report_DayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_DayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Cli_Report_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_hours: ((inputs?: Cli_Report_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours — {period}" |
*
* @param {Cli_Report_Markdown_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_markdown_title: ((inputs: Cli_Report_Markdown_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_Markdown_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Partial: the hours of {days} are not known (never fetched, or a page the service sent could not be read); they are not counted as zero." |
*
* @param {Cli_Report_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_missing: ((inputs: Cli_Report_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "(no customer)" |
*
* @param {Cli_Report_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_no_customer: ((inputs?: Cli_Report_No_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_No_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "(no project)" |
*
* @param {Cli_Report_No_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_no_project: ((inputs?: Cli_Report_No_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_No_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No hours in this period." |
*
* @param {Cli_Report_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_none: ((inputs?: Cli_Report_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This account's service offers no reports, so hours by period cannot be summed here. The projects' all-time hours are in `timetray projects`." |
*
* @param {Cli_Report_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_not_offered: ((inputs?: Cli_Report_Not_OfferedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_Not_OfferedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Give only one of --json, --csv and --markdown." |
*
* @param {Cli_Report_One_FormatInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_one_format: ((inputs?: Cli_Report_One_FormatInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_One_FormatInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project" |
*
* @param {Cli_Report_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_project: ((inputs?: Cli_Report_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Cli_Report_TotalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_total: ((inputs?: Cli_Report_TotalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_TotalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project #{id}" |
*
* @param {Cli_Report_Unnamed_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_unnamed_project: ((inputs: Cli_Report_Unnamed_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_Unnamed_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Value" |
*
* @param {Cli_Report_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_value: ((inputs?: Cli_Report_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Yours: {hours} · {value} (the rows and the total are the whole team's)" |
*
* @param {Cli_Report_YoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_report_yours: ((inputs: Cli_Report_YoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Report_YoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "Showing the saved details from {when}: they could not be refreshed. {why} `{cached}` shows them without asking the service." |
*
* @param {Cli_Saved_Details_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_saved_details_notice: ((inputs: Cli_Saved_Details_NoticeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Saved_Details_NoticeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "Showing the saved list from {when}: it could not be refreshed. {why} `{cached}` shows it without asking the service." |
*
* @param {Cli_Saved_List_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_saved_list_notice: ((inputs: Cli_Saved_List_NoticeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Saved_List_NoticeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "Showing the hours saved on {when}: they could not be refreshed. {why} `{cached}` shows them without asking the service." |
*
* @param {Cli_Saved_Report_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_saved_report_notice: ((inputs: Cli_Saved_Report_NoticeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Saved_Report_NoticeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "See `timetray {command} --help`." |
*
* @param {Cli_See_Command_HelpInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_see_command_help: ((inputs: Cli_See_Command_HelpInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_See_Command_HelpInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "See `timetray --help`." |
*
* @param {Cli_See_HelpInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_see_help: ((inputs?: Cli_See_HelpInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_See_HelpInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{key} must be {accepted}; got \"{text}\"." |
*
* @param {Cli_Setting_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_setting_refused: ((inputs: Cli_Setting_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Setting_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "\"{text}\" matches several accounts; use one of the keys: {keys}" |
*
* @param {Cli_Several_AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_several_accounts: ((inputs: Cli_Several_AccountsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Several_AccountsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in with `{login}`." |
*
* @param {Cli_Sign_In_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_sign_in_hint: ((inputs: Cli_Sign_In_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Sign_In_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in as {name}, account {accountId}. {projects} Account key: {key}" |
*
* @param {Cli_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_signed_in_as: ((inputs: Cli_Signed_In_AsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Signed_In_AsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} project." |
* | "other" | "{countText} projects." |
*
* @param {Cli_Signed_In_CountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_signed_in_count: ((inputs: Cli_Signed_In_CountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Signed_In_CountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "keychain locked" |
*
* @param {Cli_State_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_keychain_locked: ((inputs?: Cli_State_Keychain_LockedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_State_Keychain_LockedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "keychain unavailable" |
*
* @param {Cli_State_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_keychain_unavailable: ((inputs?: Cli_State_Keychain_UnavailableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_State_Keychain_UnavailableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "signed in" |
*
* @param {Cli_State_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_signed_in: ((inputs?: Cli_State_Signed_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_State_Signed_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "signed out" |
*
* @param {Cli_State_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_state_signed_out: ((inputs?: Cli_State_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_State_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, account {accountId} at {baseUrl}" |
*
* @param {Cli_Status_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_account: ((inputs: Cli_Status_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "active" |
*
* @param {Cli_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_active: ((inputs?: Cli_Status_ActiveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_ActiveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "archived" |
*
* @param {Cli_Status_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_archived: ((inputs?: Cli_Status_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} cached project." |
* | "other" | "{countText} cached projects." |
*
* @param {Cli_Status_CachedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_cached: ((inputs: Cli_Status_CachedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_CachedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} cached project, last refreshed {when}." |
* | "other" | "{countText} cached projects, last refreshed {when}." |
*
* @param {Cli_Status_Cached_RefreshedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_cached_refreshed: ((inputs: Cli_Status_Cached_RefreshedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_Cached_RefreshedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in, but this account's token has not been used for {days} days (last use {when}): the service ends a session unused for {limit} days, so this one has ..." |
*
* @param {Cli_Status_Idle_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_idle_ended: ((inputs: Cli_Status_Idle_EndedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_Idle_EndedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in; this account's token has not been used for {days} days (last use {when}). The service ends the session on {ends} unless it is used: `timetray proj..." |
*
* @param {Cli_Status_Idle_EndingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_idle_ending: ((inputs: Cli_Status_Idle_EndingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_Idle_EndingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "(keychain unavailable) {problem}" |
*
* @param {Cli_Status_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_keychain_unavailable: ((inputs: Cli_Status_Keychain_UnavailableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_Keychain_UnavailableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in." |
*
* @param {Cli_Status_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_signed_in: ((inputs?: Cli_Status_Signed_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_Signed_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out — run `timetray login` to sign in again." |
*
* @param {Cli_Status_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_signed_out: ((inputs?: Cli_Status_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{reason} (`timetray login`)." |
*
* @param {Cli_Status_Signed_Out_WhyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_signed_out_why: ((inputs: Cli_Status_Signed_Out_WhyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_Signed_Out_WhyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Also trusting the CA certificates in {file}." |
*
* @param {Cli_Status_TrustingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_trusting: ((inputs: Cli_Status_TrustingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_TrustingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Standard input holds more than {kib} KiB, more than any password or token: pipe in only the secret." |
*
* @param {Cli_Stdin_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_stdin_too_long: ((inputs: Cli_Stdin_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Stdin_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Standard input holds more than {kib} KiB, more than any password or token: pipe in only the secret (e.g. `{example}`)." |
*
* @param {Cli_Stdin_Too_Long_ExampleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_stdin_too_long_example: ((inputs: Cli_Stdin_Too_Long_ExampleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Stdin_Too_Long_ExampleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "List the accounts added on this computer." |
*
* @param {Cli_Summary_AccountsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_accounts: ((inputs?: Cli_Summary_AccountsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_AccountsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Print a completion script for the shell: commands, options, setting keys and account ids (see \"Shell completion\" in the README to install it)." |
*
* @param {Cli_Summary_CompletionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_completion: ((inputs?: Cli_Summary_CompletionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_CompletionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "List the settings (no secrets; the keychain and the network are not used). `config get KEY` prints one setting; `config set KEY VALUE` changes one, VALUE che..." |
*
* @param {Cli_Summary_ConfigInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_config: ((inputs?: Cli_Summary_ConfigInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_ConfigInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the keychain, tray host, session type, shortcut, proxy, CA file, each account's service (TLS, issuer, time taken), clock and accounts, and print the fi..." |
*
* @param {Cli_Summary_DoctorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_doctor: ((inputs?: Cli_Summary_DoctorInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_DoctorInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Adopt a token created elsewhere (e.g. with curl). The token is read from standard input (asked for without echo on a terminal)." |
*
* @param {Cli_Summary_Import_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_import_token: ((inputs?: Cli_Summary_Import_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_Import_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in and make the account active." |
*
* @param {Cli_Summary_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_login: ((inputs?: Cli_Summary_LoginInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_LoginInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Revoke the token at the service and delete it from the keychain." |
*
* @param {Cli_Summary_LogoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_logout: ((inputs?: Cli_Summary_LogoutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_LogoutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Show project ID's details: customer, status, rate, hours, value, members, open tasks, dates (fetched from the service: the list has no totals)." |
*
* @param {Cli_Summary_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_project: ((inputs?: Cli_Summary_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "List the active account's projects, grouped by customer." |
*
* @param {Cli_Summary_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_projects: ((inputs?: Cli_Summary_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out of ACCOUNT (key, label, account id or e-mail), revoking its token at the service, and remove it from this computer's list, with its budgets and pins..." |
*
* @param {Cli_Summary_RemoveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_remove: ((inputs?: Cli_Summary_RemoveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_RemoveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rename customer ID to NAME (quote a NAME with spaces: \"Acme Brasil Ltda\")." |
*
* @param {Cli_Summary_Rename_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_rename_customer: ((inputs?: Cli_Summary_Rename_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_Rename_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sum the hours and money of a period from the service's reports: by project, customer or day, with a total." |
*
* @param {Cli_Summary_ReportInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_report: ((inputs?: Cli_Summary_ReportInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_ReportInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Show the active account, whether it is signed in, and any extra CA in effect (no network call)." |
*
* @param {Cli_Summary_StatusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_status: ((inputs?: Cli_Summary_StatusInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_StatusInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Make ACCOUNT (key, label, account id or e-mail) the active one." |
*
* @param {Cli_Summary_UseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_summary_use: ((inputs?: Cli_Summary_UseInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Summary_UseInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{option} takes no value." |
*
* @param {Cli_Takes_No_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_takes_no_value: ((inputs: Cli_Takes_No_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Takes_No_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token on standard input is empty." |
*
* @param {Cli_Token_Stdin_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_token_stdin_empty: ((inputs?: Cli_Token_Stdin_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Token_Stdin_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Trusting {name} (EXPIRED on {date})." |
*
* @param {Cli_Trusting_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_trusting_expired: ((inputs: Cli_Trusting_ExpiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Trusting_ExpiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Trusting {name} (valid until {date})." |
*
* @param {Cli_Trusting_ValidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_trusting_valid: ((inputs: Cli_Trusting_ValidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Trusting_ValidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown command \"{name}\"." |
*
* @param {Cli_Unknown_CommandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_command: ((inputs: Cli_Unknown_CommandInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Unknown_CommandInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown command \"{name}\". Did you mean `{nearest}`?" |
*
* @param {Cli_Unknown_Command_NearestInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_command_nearest: ((inputs: Cli_Unknown_Command_NearestInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Unknown_Command_NearestInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown option {option}." |
*
* @param {Cli_Unknown_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_option: ((inputs: Cli_Unknown_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Unknown_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown option {option} for `timetray {command}`." |
*
* @param {Cli_Unknown_Option_ForInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_option_for: ((inputs: Cli_Unknown_Option_ForInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Unknown_Option_ForInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown setting \"{text}\".{guess} Settings: {keys}." |
*
* @param {Cli_Unknown_SettingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_setting: ((inputs: Cli_Unknown_SettingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Unknown_SettingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No completion for \"{shell}\": choose {shells}." |
*
* @param {Cli_Unknown_ShellInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_unknown_shell: ((inputs: Cli_Unknown_ShellInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Unknown_ShellInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Give the exact User-Agent the token was created with (curl sends e.g. \"{example}\")." |
*
* @param {Cli_User_Agent_GiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_user_agent_give: ((inputs: Cli_User_Agent_GiveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_User_Agent_GiveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "--user-agent is required: give the exact User-Agent the token was created with (e.g. \"{example}\"). The service binds a token to its User-Agent and destroys i..." |
*
* @param {Cli_User_Agent_RequiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_user_agent_required: ((inputs: Cli_User_Agent_RequiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_User_Agent_RequiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service binds a token to the User-Agent that created it and destroys the token for good when it sees another one." |
*
* @param {Cli_User_Agent_WhyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_user_agent_why: ((inputs?: Cli_User_Agent_WhyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_User_Agent_WhyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service is busy and asked to wait {wait}; waiting, then trying again…" |
*
* @param {Cli_Waiting_For_Busy_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_waiting_for_busy_service: ((inputs: Cli_Waiting_For_Busy_ServiceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Waiting_For_Busy_ServiceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service asked to wait {wait} (too many requests); waiting, then trying once more…" |
*
* @param {Cli_Waiting_For_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_waiting_for_service: ((inputs: Cli_Waiting_For_ServiceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Waiting_For_ServiceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No web browser could be started ({cause}); open this address yourself: {url}" |
*
* @param {Cli_Webapp_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_webapp_open_failed: ((inputs: Cli_Webapp_Open_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Webapp_Open_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Opening {url}" |
*
* @param {Cli_Webapp_Open_OpeningInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_webapp_open_opening: ((inputs: Cli_Webapp_Open_OpeningInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Webapp_Open_OpeningInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "print the address instead of opening it" |
*
* @param {Cli_Webapp_Open_Print_OptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_webapp_open_print_option: ((inputs?: Cli_Webapp_Open_Print_OptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Webapp_Open_Print_OptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Open the active account's projects page in the web browser (the service's web app, at https://HOST/a/ACCOUNT/#/projects on the account's own host)." |
*
* @param {Cli_Webapp_Open_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_webapp_open_summary: ((inputs?: Cli_Webapp_Open_SummaryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Webapp_Open_SummaryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the e-mail and the password, and that the account id is the code after /a/ in the web app's address: with {accountId}, your projects page would be {exa..." |
*
* @param {Cli_What_To_CheckInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_what_to_check: ((inputs: Cli_What_To_CheckInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_What_To_CheckInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "yes" |
*
* @param {Cli_YesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_yes: ((inputs?: Cli_YesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_YesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Copied ✓" |
*
* @param {CopiedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const copied: ((inputs?: CopiedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<CopiedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} · Markdown for a client update" |
*
* @param {Copy_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const copy_hint: ((inputs: Copy_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Copy summary" |
*
* @param {Copy_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const copy_summary: ((inputs?: Copy_SummaryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_SummaryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "That account is not in Timetray’s list any more." |
*
* @param {Core_Account_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_gone: ((inputs?: Core_Account_GoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_GoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The account id is the short code after /a/ in the web app’s address." |
*
* @param {Core_Account_Id_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_id_hint: ((inputs?: Core_Account_Id_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Id_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The account id must be text." |
*
* @param {Core_Account_Id_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_id_not_text: ((inputs?: Core_Account_Id_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Id_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The account must be named by its key." |
*
* @param {Core_Account_Key_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_key_missing: ((inputs?: Core_Account_Key_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Key_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The account key is too long." |
*
* @param {Core_Account_Key_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_account_key_too_long: ((inputs?: Core_Account_Key_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Key_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The address of {account} in settings.json does not match its keychain entry — sign in again." |
*
* @param {Core_Address_MismatchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_address_mismatch: ((inputs: Core_Address_MismatchInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Address_MismatchInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The answer from {origin} was cut off before it was complete — try again." |
*
* @param {Core_Api_Answer_Cut_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_cut_off: ((inputs: Core_Api_Answer_Cut_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Answer_Cut_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service answered {what} with no readable project (id and name)." |
*
* @param {Core_Api_Answer_No_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_no_project: ((inputs: Core_Api_Answer_No_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Answer_No_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service sent a larger answer than Timetray accepts (over {size})." |
*
* @param {Core_Api_Answer_Too_BigInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_too_big: ((inputs: Core_Api_Answer_Too_BigInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Answer_Too_BigInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service answered {what} with data Timetray cannot read." |
*
* @param {Core_Api_Answer_UnreadableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_unreadable: ((inputs: Core_Api_Answer_UnreadableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Answer_UnreadableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service answered {what} with a web page instead of data — is the service address right?" |
*
* @param {Core_Api_Answer_Web_PageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_answer_web_page: ((inputs: Core_Api_Answer_Web_PageInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Answer_Web_PageInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not accept this email, password and account id." |
*
* @param {Core_Api_Bad_Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_bad_sign_in: ((inputs?: Core_Api_Bad_Sign_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Bad_Sign_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Your account is not allowed to do this." |
*
* @param {Core_Api_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_forbidden: ((inputs?: Core_Api_ForbiddenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_ForbiddenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No token to send — sign in first." |
*
* @param {Core_Api_No_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_no_token: ((inputs?: Core_Api_No_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_No_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The stored session has no User-Agent — sign in again." |
*
* @param {Core_Api_No_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_no_user_agent: ((inputs?: Core_Api_No_User_AgentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_No_User_AgentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service does not know this item (it may have been deleted)." |
*
* @param {Core_Api_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_not_found: ((inputs?: Core_Api_Not_FoundInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Not_FoundInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service is receiving too many requests — try again shortly." |
*
* @param {Core_Api_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_rate_limited: ((inputs?: Core_Api_Rate_LimitedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Rate_LimitedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service is receiving too many requests — try again in {wait}." |
*
* @param {Core_Api_Rate_Limited_WaitInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_rate_limited_wait: ((inputs: Core_Api_Rate_Limited_WaitInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Rate_Limited_WaitInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service answered with a redirect (HTTP {status}) to {target}; Timetray does not follow redirects — check the service address." |
*
* @param {Core_Api_RedirectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_redirect: ((inputs: Core_Api_RedirectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_RedirectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "another address" |
*
* @param {Core_Api_Redirect_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_redirect_elsewhere: ((inputs?: Core_Api_Redirect_ElsewhereInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Redirect_ElsewhereInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service refused the request (HTTP {status})." |
*
* @param {Core_Api_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_refused: ((inputs: Core_Api_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service failed (HTTP {status}) — try again later." |
*
* @param {Core_Api_Server_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_server_failed: ((inputs: Core_Api_Server_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Server_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{why} The service said: “{server}”." |
*
* @param {Core_Api_Service_SaidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_service_said: ((inputs: Core_Api_Service_SaidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Service_SaidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service ended this session ({server}) — sign in again." |
*
* @param {Core_Api_Session_Ended_BecauseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_session_ended_because: ((inputs: Core_Api_Session_Ended_BecauseInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Session_Ended_BecauseInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{server}" |
*
* @param {Core_Api_Sign_In_Refused_BecauseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_sign_in_refused_because: ((inputs: Core_Api_Sign_In_Refused_BecauseInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_Sign_In_Refused_BecauseInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service is unreachable or overloaded right now (HTTP {status}) — try again shortly." |
*
* @param {Core_Api_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_unavailable: ((inputs: Core_Api_UnavailableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_UnavailableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The User-Agent contains characters a header cannot carry." |
*
* @param {Core_Api_User_Agent_UnsendableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_api_user_agent_unsendable: ((inputs?: Core_Api_User_Agent_UnsendableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Api_User_Agent_UnsendableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Your Rabbiit projects in the system tray" |
*
* @param {Core_Autostart_CommentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_autostart_comment: ((inputs?: Core_Autostart_CommentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Autostart_CommentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "An autostart command cannot contain a line break." |
*
* @param {Core_Autostart_Line_BreakInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_autostart_line_break: ((inputs?: Core_Autostart_Line_BreakInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Autostart_Line_BreakInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} cannot be read ({code})" |
*
* @param {Core_Ca_Cannot_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_cannot_read: ((inputs: Core_Ca_Cannot_ReadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_Cannot_ReadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "certificate {number} in {file} is damaged and cannot be parsed" |
*
* @param {Core_Ca_DamagedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_damaged: ((inputs: Core_Ca_DamagedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_DamagedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} is a folder" |
*
* @param {Core_Ca_Is_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_is_folder: ((inputs: Core_Ca_Is_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_Is_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} does not exist" |
*
* @param {Core_Ca_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_missing: ((inputs: Core_Ca_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} holds no PEM certificate (-----BEGIN CERTIFICATE-----); export the CA as PEM (Base64), not DER" |
*
* @param {Core_Ca_No_CertificateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_no_certificate: ((inputs: Core_Ca_No_CertificateInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_No_CertificateInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The CA file {file} holds no PEM certificate — export the CA as PEM (Base64)." |
*
* @param {Core_Ca_No_PemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_no_pem: ((inputs: Core_Ca_No_PemInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_No_PemInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "it is {kind}, not a file" |
*
* @param {Core_Ca_Not_A_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_not_a_file: ((inputs: Core_Ca_Not_A_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_Not_A_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{problem}; choose the PEM file itself" |
*
* @param {Core_Ca_Not_RegularInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_not_regular: ((inputs: Core_Ca_Not_RegularInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_Not_RegularInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot read the extra CA file {file} ({reason}). {fix}" |
*
* @param {Core_Ca_UnreadableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_ca_unreadable: ((inputs: Core_Ca_UnreadableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Ca_UnreadableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} is damaged (it is not what Timetray saved there), so it was not used; Timetray writes a new one the next time it fetches that data." |
*
* @param {Core_Cache_DamagedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_cache_damaged: ((inputs: Core_Cache_DamagedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cache_DamagedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} was damaged (it is not what Timetray saved there), so it was not used and was moved to {aside}; Timetray writes a new one the next time it fetches tha..." |
*
* @param {Core_Cache_Damaged_MovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_cache_damaged_moved: ((inputs: Core_Cache_Damaged_MovedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cache_Damaged_MovedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray closed during the request." |
*
* @param {Core_Closed_DuringInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_closed_during: ((inputs?: Core_Closed_DuringInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Closed_DuringInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer id must be a number." |
*
* @param {Core_Customer_Id_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_not_number: ((inputs?: Core_Customer_Id_Not_NumberInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Id_Not_NumberInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer id must be positive." |
*
* @param {Core_Customer_Id_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_not_positive: ((inputs?: Core_Customer_Id_Not_PositiveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Id_Not_PositiveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer id must be a whole number." |
*
* @param {Core_Customer_Id_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_not_whole: ((inputs?: Core_Customer_Id_Not_WholeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Id_Not_WholeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer id is too large." |
*
* @param {Core_Customer_Id_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_id_too_large: ((inputs?: Core_Customer_Id_Too_LargeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Id_Too_LargeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer name cannot be empty." |
*
* @param {Core_Customer_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_empty: ((inputs?: Core_Customer_Name_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Name_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer name must be text." |
*
* @param {Core_Customer_Name_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_not_text: ((inputs?: Core_Customer_Name_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Name_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer name can be at most {max} characters." |
*
* @param {Core_Customer_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_too_long: ((inputs: Core_Customer_Name_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Name_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The customer name cannot contain control characters (such as tabs or escape codes), text-direction controls or invisible characters." |
*
* @param {Core_Customer_Name_UnshownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_customer_name_unshown: ((inputs?: Core_Customer_Name_UnshownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Customer_Name_UnshownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a valid email address." |
*
* @param {Core_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_email_invalid: ((inputs?: Core_Email_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Email_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The email must be text." |
*
* @param {Core_Email_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_email_not_text: ((inputs?: Core_Email_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Email_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The email is too long." |
*
* @param {Core_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_email_too_long: ((inputs?: Core_Email_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Email_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not delete {file}" |
*
* @param {Core_File_Cannot_DeleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_delete: ((inputs: Core_File_Cannot_DeleteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Cannot_DeleteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not lock {file}" |
*
* @param {Core_File_Cannot_LockInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_lock: ((inputs: Core_File_Cannot_LockInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Cannot_LockInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read {file}" |
*
* @param {Core_File_Cannot_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_read: ((inputs: Core_File_Cannot_ReadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Cannot_ReadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save {file}" |
*
* @param {Core_File_Cannot_SaveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_cannot_save: ((inputs: Core_File_Cannot_SaveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Cannot_SaveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the disk is full" |
*
* @param {Core_File_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_disk_full: ((inputs?: Core_File_Disk_FullInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Disk_FullInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the disk holding {folder}." |
*
* @param {Core_File_Fix_Check_DiskInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_check_disk: ((inputs: Core_File_Fix_Check_DiskInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Check_DiskInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check that {target} exists and that you may read it." |
*
* @param {Core_File_Fix_Check_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_check_read: ((inputs: Core_File_Fix_Check_ReadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Check_ReadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check that {target} exists and that you may write to it." |
*
* @param {Core_File_Fix_Check_WriteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_check_write: ((inputs: Core_File_Fix_Check_WriteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Check_WriteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Close some programs, then try again." |
*
* @param {Core_File_Fix_Close_ProgramsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_close_programs: ((inputs?: Core_File_Fix_Close_ProgramsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Close_ProgramsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Free some space on the disk holding {folder}, then try again." |
*
* @param {Core_File_Fix_Free_SpaceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_free_space: ((inputs: Core_File_Fix_Free_SpaceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Free_SpaceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Move it away (mv \"{file}\" \"{file}.bak\"), then try again." |
*
* @param {Core_File_Fix_Move_AwayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_move_away: ((inputs: Core_File_Fix_Move_AwayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Move_AwayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Move that file away, then try again." |
*
* @param {Core_File_Fix_Move_ThatInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_move_that: ((inputs?: Core_File_Fix_Move_ThatInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Move_ThatInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Make it yours again: sudo chown \"$USER\" \"{file}\" && chmod u+rw \"{file}\"" |
*
* @param {Core_File_Fix_Own_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_own_file: ((inputs: Core_File_Fix_Own_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Own_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Make the folder yours again: sudo chown -R \"$USER\" \"{folder}\" && chmod -R u+rwX \"{folder}\"" |
*
* @param {Core_File_Fix_Own_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_own_folder: ((inputs: Core_File_Fix_Own_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_Own_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Free some space on the disk holding {folder} (or ask for a larger quota), then try again." |
*
* @param {Core_File_Fix_QuotaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_quota: ((inputs: Core_File_Fix_QuotaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_QuotaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remount it read-write, or point TIMETRAY_CONFIG_DIR at a writable folder." |
*
* @param {Core_File_Fix_RemountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_fix_remount: ((inputs?: Core_File_Fix_RemountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Fix_RemountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the disk reported an input/output error" |
*
* @param {Core_File_Io_ErrorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_io_error: ((inputs?: Core_File_Io_ErrorInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Io_ErrorInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "it is a folder where Timetray keeps a file" |
*
* @param {Core_File_Is_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_is_folder: ((inputs?: Core_File_Is_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Is_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a part of {folder} is a file, not a folder" |
*
* @param {Core_File_Not_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_not_folder: ((inputs: Core_File_Not_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Not_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "permission denied — it may belong to another user (e.g. after `sudo timetray …`)" |
*
* @param {Core_File_PermissionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_permission: ((inputs?: Core_File_PermissionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_PermissionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "your disk quota is used up" |
*
* @param {Core_File_QuotaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_quota: ((inputs?: Core_File_QuotaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_QuotaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the file system holding {folder} is read-only" |
*
* @param {Core_File_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_read_only: ((inputs: Core_File_Read_OnlyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Read_OnlyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "too many files are open on this computer" |
*
* @param {Core_File_Too_Many_OpenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_file_too_many_open: ((inputs?: Core_File_Too_Many_OpenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_File_Too_Many_OpenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The first screen must be named by its number." |
*
* @param {Core_First_Screen_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_first_screen_id: ((inputs?: Core_First_Screen_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_First_Screen_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token, the User-Agent it was created with, the account id and the e-mail are all needed." |
*
* @param {Core_Import_Needs_AllInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_import_needs_all: ((inputs?: Core_Import_Needs_AllInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Import_Needs_AllInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This token lists exactly the projects saved for {account} (account {other}): it looks like that account's token, not account {typed}'s. Check the account id ..." |
*
* @param {Core_Import_Other_Accounts_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_import_other_accounts_token: ((inputs: Core_Import_Other_Accounts_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Import_Other_Accounts_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The input is not valid." |
*
* @param {Core_Input_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_input_invalid: ((inputs?: Core_Input_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Input_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong inside Timetray. Please try again." |
*
* @param {Core_InternalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_internal: ((inputs?: Core_InternalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_InternalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The OS keychain failed to delete the token: {detail}. Check that your keyring is installed, running and unlocked." |
*
* @param {Core_Keychain_Failed_DeleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed_delete: ((inputs: Core_Keychain_Failed_DeleteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Failed_DeleteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The OS keychain failed to read the token: {detail}. Check that your keyring is installed, running and unlocked." |
*
* @param {Core_Keychain_Failed_ReadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed_read: ((inputs: Core_Keychain_Failed_ReadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Failed_ReadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The OS keychain failed to store the token: {detail}. Check that your keyring is installed, running and unlocked." |
*
* @param {Core_Keychain_Failed_StoreInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed_store: ((inputs: Core_Keychain_Failed_StoreInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Failed_StoreInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keychain is locked: unlock the “login” keyring (in Passwords and Keys, or by signing out of the desktop and in again), then try again." |
*
* @param {Core_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked: ((inputs?: Core_Keychain_LockedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_LockedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Until then Timetray cannot tell whether you are signed in." |
*
* @param {Core_Keychain_Locked_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_unknown: ((inputs?: Core_Keychain_Locked_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Locked_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keychain did not answer within {seconds} s. If it is asking for a password, answer it; otherwise restart the keyring service (or sign out of the desktop ..." |
*
* @param {Core_Keychain_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_answer: ((inputs: Core_Keychain_No_AnswerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_AnswerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keychain has no default collection (\"login\") and none could be created because no password prompt could be shown. Create a default keyring in Passwords a..." |
*
* @param {Core_Keychain_No_CollectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_collection: ((inputs?: Core_Keychain_No_CollectionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_CollectionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No D-Bus session: the keychain (Secret Service) is reached over D-Bus, but DBUS_SESSION_BUS_ADDRESS is unset or points to no running bus. Run Timetray inside..." |
*
* @param {Core_Keychain_No_DbusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_dbus: ((inputs?: Core_Keychain_No_DbusInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_DbusInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No Secret Service provider: nothing on the D-Bus session provides org.freedesktop.secrets. Install and start a keyring, e.g. GNOME Keyring (`apt install gnom..." |
*
* @param {Core_Keychain_No_ProviderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_provider: ((inputs?: Core_Keychain_No_ProviderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_ProviderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keychain did not keep a test entry (what was read back differs from what was written). Check that your keyring is installed, running and unlocked, then t..." |
*
* @param {Core_Keychain_Not_KeepingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keychain_not_keeping: ((inputs?: Core_Keychain_Not_KeepingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Not_KeepingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "its native part was built for another Node.js/Electron version (ABI mismatch)" |
*
* @param {Core_Keytar_AbiInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_abi: ((inputs?: Core_Keytar_AbiInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_AbiInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "its native part (keytar.node) is damaged or built for another system ({detail})" |
*
* @param {Core_Keytar_DamagedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_damaged: ((inputs: Core_Keytar_DamagedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_DamagedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "it failed to load ({detail})" |
*
* @param {Core_Keytar_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_load_failed: ((inputs: Core_Keytar_Load_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_Load_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "it is not installed" |
*
* @param {Core_Keytar_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_missing: ((inputs?: Core_Keytar_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the libsecret library is missing (Debian/Ubuntu: `apt install libsecret-1-0`)" |
*
* @param {Core_Keytar_No_LibsecretInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_no_libsecret: ((inputs?: Core_Keytar_No_LibsecretInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_No_LibsecretInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keychain module (keytar) cannot be used: {why}. Reinstall Timetray; in a source checkout run `npm run rebuild:keytar`." |
*
* @param {Core_Keytar_UnusableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_keytar_unusable: ((inputs: Core_Keytar_UnusableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keytar_UnusableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a device" |
*
* @param {Core_Kind_DeviceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_device: ((inputs?: Core_Kind_DeviceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_DeviceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a named pipe (FIFO)" |
*
* @param {Core_Kind_FifoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_fifo: ((inputs?: Core_Kind_FifoInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_FifoInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a folder" |
*
* @param {Core_Kind_FolderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_folder: ((inputs?: Core_Kind_FolderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_FolderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "not a regular file" |
*
* @param {Core_Kind_OtherInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_other: ((inputs?: Core_Kind_OtherInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_OtherInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "a socket" |
*
* @param {Core_Kind_SocketInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_kind_socket: ((inputs?: Core_Kind_SocketInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_SocketInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The label “{label}” already names {account} (its label, e-mail or account id): choosing an account by it would match both. Choose another label." |
*
* @param {Core_Label_TakenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_label_taken: ((inputs: Core_Label_TakenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Label_TakenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A label can be at most {max} characters." |
*
* @param {Core_Label_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_label_too_long: ((inputs: Core_Label_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Label_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A label cannot contain control characters (such as tabs or escape codes), text-direction controls or invisible characters." |
*
* @param {Core_Label_UnshownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_label_unshown: ((inputs?: Core_Label_UnshownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Label_UnshownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out. Left behind on this computer: {what}" |
*
* @param {Core_Left_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_behind: ((inputs: Core_Left_BehindInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Left_BehindInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the saved project details" |
*
* @param {Core_Left_Saved_DetailsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_saved_details: ((inputs?: Core_Left_Saved_DetailsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Left_Saved_DetailsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the saved project list" |
*
* @param {Core_Left_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_saved_list: ((inputs?: Core_Left_Saved_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Left_Saved_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the saved hours of the periods" |
*
* @param {Core_Left_Saved_ReportsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_saved_reports: ((inputs?: Core_Left_Saved_ReportsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Left_Saved_ReportsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the sign-out in the settings" |
*
* @param {Core_Left_SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_left_settings: ((inputs?: Core_Left_SettingsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Left_SettingsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The service sent a project list Timetray cannot read (its one item has no id and name)." |
* | "other" | "The service sent a project list Timetray cannot read (none of its {countText} items has an id and a name)." |
*
* @param {Core_List_No_Readable_ItemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_list_no_readable_item: ((inputs: Core_List_No_Readable_ItemInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_List_No_Readable_ItemInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service sent a project list Timetray cannot read (no list of projects in it)." |
*
* @param {Core_List_Not_A_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_list_not_a_list: ((inputs?: Core_List_Not_A_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_List_Not_A_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Another Timetray process (pid {pid}) has held {lock} for over {seconds} s. Try again; if no Timetray is running, delete that file (rm \"{lock}\")." |
*
* @param {Core_Lock_Held_PidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_held_pid: ((inputs: Core_Lock_Held_PidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Held_PidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Another process has held {lock} for over {seconds} s. Try again; if no Timetray is running, delete that file (rm \"{lock}\")." |
*
* @param {Core_Lock_Held_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_held_unknown: ((inputs: Core_Lock_Held_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Held_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for another Timetray process (pid {pid}) that holds {lock}…" |
*
* @param {Core_Lock_Wait_PidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_wait_pid: ((inputs: Core_Lock_Wait_PidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Wait_PidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for {lock}, which another process has just taken…" |
*
* @param {Core_Lock_Wait_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_lock_wait_unknown: ((inputs: Core_Lock_Wait_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Wait_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This needs the Timetray app; use `timetray config` from a terminal instead." |
*
* @param {Core_Needs_AppInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_needs_app: ((inputs?: Core_Needs_AppInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Needs_AppInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No account is signed in — sign in first." |
*
* @param {Core_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_no_account: ((inputs?: Core_No_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_No_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "There is no account \"{key}\" — it may have been removed." |
*
* @param {Core_No_Such_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_no_such_account: ((inputs: Core_No_Such_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_No_Such_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No token for this account is in the keychain — sign in again." |
*
* @param {Core_No_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_no_token: ((inputs?: Core_No_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_No_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} is {kind}, not a file" |
*
* @param {Core_Not_A_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_a_file: ((inputs: Core_Not_A_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_A_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "not a valid setting" |
*
* @param {Core_Not_A_Valid_SettingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_a_valid_setting: ((inputs?: Core_Not_A_Valid_SettingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_A_Valid_SettingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: {why}" |
*
* @param {Core_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved: ((inputs: Core_Not_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: {problem}." |
*
* @param {Core_Not_Saved_CaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_ca: ((inputs: Core_Not_Saved_CaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_Saved_CaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: every certificate in {file} has expired (the last on {date}); ask for the renewed CA certificate." |
*
* @param {Core_Not_Saved_Ca_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_ca_expired: ((inputs: Core_Not_Saved_Ca_ExpiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_Saved_Ca_ExpiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project's details are shown but could not be saved on this computer for offline use. {problem}" |
*
* @param {Core_Not_Saved_Offline_DetailsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_offline_details: ((inputs: Core_Not_Saved_Offline_DetailsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_Saved_Offline_DetailsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project list is shown but could not be saved on this computer for offline use. {problem}" |
*
* @param {Core_Not_Saved_Offline_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_not_saved_offline_list: ((inputs: Core_Not_Saved_Offline_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Not_Saved_Offline_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your password." |
*
* @param {Core_Password_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_password_empty: ((inputs?: Core_Password_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Password_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The password must be text." |
*
* @param {Core_Password_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_password_not_text: ((inputs?: Core_Password_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Password_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The password is too long." |
*
* @param {Core_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_password_too_long: ((inputs?: Core_Password_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Password_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The window asked for a period or grouping Timetray does not know." |
*
* @param {Core_Period_Request_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_period_request_invalid: ((inputs?: Core_Period_Request_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Period_Request_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{key} must be true or false; using {value}" |
*
* @param {Core_Pref_BooleanInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_boolean: ((inputs: Core_Pref_BooleanInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_BooleanInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The CA file setting is not an absolute path, so it is ignored; set it again with its full path (timetray config set caFile FILE)" |
*
* @param {Core_Pref_Ca_File_RelativeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_ca_file_relative: ((inputs?: Core_Pref_Ca_File_RelativeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Ca_File_RelativeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "cycleStartDay must be a whole day from {min} to {max}; using 1 (the calendar month)" |
*
* @param {Core_Pref_Cycle_Start_DayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_cycle_start_day: ((inputs: Core_Pref_Cycle_Start_DayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Cycle_Start_DayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "language must be {choices}; using auto (the system's language)" |
*
* @param {Core_Pref_LanguageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_language: ((inputs: Core_Pref_LanguageInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_LanguageInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "\"preferences\" is not an object, so every preference is at its default" |
*
* @param {Core_Pref_Not_ObjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_not_object: ((inputs?: Core_Pref_Not_ObjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Not_ObjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "refreshIntervalMinutes must be 5, 15, 30, 60 or null (manual); using 15" |
*
* @param {Core_Pref_Refresh_IntervalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_refresh_interval: ((inputs?: Core_Pref_Refresh_IntervalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Refresh_IntervalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "roundTo must be {choices} (minutes each invoice entry is rounded up to); using null (exact)" |
*
* @param {Core_Pref_Round_ToInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_round_to: ((inputs: Core_Pref_Round_ToInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Round_ToInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "globalShortcut is not a shortcut Timetray understands (e.g. \"CommandOrControl+Alt+T\"); the shortcut is off" |
*
* @param {Core_Pref_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_shortcut: ((inputs?: Core_Pref_ShortcutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_ShortcutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "trayTitle must be {choices}; using off" |
*
* @param {Core_Pref_Tray_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_tray_title: ((inputs: Core_Pref_Tray_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Tray_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "weekStart must be {choices}; using auto (your language's first day of the week)" |
*
* @param {Core_Pref_Week_StartInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_week_start: ((inputs: Core_Pref_Week_StartInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Week_StartInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "workDays must list days of the week ({days}), at least one, each once, in week order; using mon to fri" |
*
* @param {Core_Pref_Work_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_pref_work_days: ((inputs: Core_Pref_Work_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Pref_Work_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This project no longer exists at the service — it was removed from the list." |
*
* @param {Core_Project_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_gone: ((inputs?: Core_Project_GoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_GoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project id must be a number." |
*
* @param {Core_Project_Id_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_not_number: ((inputs?: Core_Project_Id_Not_NumberInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Id_Not_NumberInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project id must be positive." |
*
* @param {Core_Project_Id_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_not_positive: ((inputs?: Core_Project_Id_Not_PositiveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Id_Not_PositiveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project id must be a whole number." |
*
* @param {Core_Project_Id_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_not_whole: ((inputs?: Core_Project_Id_Not_WholeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Id_Not_WholeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project id is too large." |
*
* @param {Core_Project_Id_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_id_too_large: ((inputs?: Core_Project_Id_Too_LargeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Id_Too_LargeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The project ids must be a list." |
*
* @param {Core_Project_Ids_Not_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_ids_not_list: ((inputs?: Core_Project_Ids_Not_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Ids_Not_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "At most {max} projects at a time." |
*
* @param {Core_Project_Ids_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_project_ids_too_many: ((inputs: Core_Project_Ids_Too_ManyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Project_Ids_Too_ManyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{problem} The service may have renamed the customer all the same: refresh the list (or run `timetray projects`) to see its name before renaming again." |
*
* @param {Core_Rename_May_Have_AppliedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_rename_may_have_applied: ((inputs: Core_Rename_May_Have_AppliedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Rename_May_Have_AppliedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{problem} The customer is still called “{name}” at the service." |
*
* @param {Core_Rename_Not_AppliedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_rename_not_applied: ((inputs: Core_Rename_Not_AppliedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Rename_Not_AppliedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The hours of this period are shown but could not be saved on this computer for offline use. {problem}" |
*
* @param {Core_Reports_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_reports_not_saved: ((inputs: Core_Reports_Not_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Reports_Not_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The request was not understood." |
*
* @param {Core_Request_Not_UnderstoodInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_request_not_understood: ((inputs?: Core_Request_Not_UnderstoodInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Request_Not_UnderstoodInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service ended this session — sign in again." |
*
* @param {Core_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_session_ended: ((inputs?: Core_Session_EndedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Session_EndedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "does not have the expected shape" |
*
* @param {Core_Settings_Bad_ShapeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_bad_shape: ((inputs?: Core_Settings_Bad_ShapeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Bad_ShapeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{account}: budget entries Timetray cannot use were left out ({entries}); the rest are kept" |
*
* @param {Core_Settings_Budgets_Left_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_budgets_left_out: ((inputs: Core_Settings_Budgets_Left_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Budgets_Left_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{account}: \"budgets\" does not hold budgets by project id, so none of its projects has a budget" |
*
* @param {Core_Settings_Budgets_Not_MapInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_budgets_not_map: ((inputs: Core_Settings_Budgets_Not_MapInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Budgets_Not_MapInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} was saved without what could not be used; the file as it was is {copy}." |
*
* @param {Core_Settings_CopiedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_copied: ((inputs: Core_Settings_CopiedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_CopiedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The next change saves the file that way, after copying it as it is now to {copy} beside it." |
*
* @param {Core_Settings_Copy_Before_SaveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_copy_before_save: ((inputs: Core_Settings_Copy_Before_SaveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Copy_Before_SaveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "These settings were written by a newer Timetray; update Timetray to use them." |
*
* @param {Core_Settings_NewerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_newer: ((inputs?: Core_Settings_NewerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_NewerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "is not valid JSON" |
*
* @param {Core_Settings_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_not_json: ((inputs?: Core_Settings_Not_JsonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Not_JsonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "is not valid JSON (the error is at line {line}, column {column})" |
*
* @param {Core_Settings_Not_Json_AtInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_not_json_at: ((inputs: Core_Settings_Not_Json_AtInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Not_Json_AtInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "is not valid JSON (it ends too early: the file was cut short)" |
*
* @param {Core_Settings_Not_Json_Cut_ShortInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_not_json_cut_short: ((inputs?: Core_Settings_Not_Json_Cut_ShortInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Not_Json_Cut_ShortInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{account}: \"pinned\" is not a list of project ids, so none of its projects is pinned" |
*
* @param {Core_Settings_Pinned_Not_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_pinned_not_list: ((inputs: Core_Settings_Pinned_Not_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Pinned_Not_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{account}: pinned entries that are not project ids were left out ({entries}); the rest are kept" |
*
* @param {Core_Settings_Pins_Left_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_pins_left_out: ((inputs: Core_Settings_Pins_Left_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Pins_Left_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "In {file}: {problems}." |
*
* @param {Core_Settings_ProblemsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_problems: ((inputs: Core_Settings_ProblemsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_ProblemsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} is read-only (its permissions forbid writing), so Timetray saves nothing into it. To let it save changes: chmod u+w \"{file}\"" |
*
* @param {Core_Settings_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_read_only: ((inputs: Core_Settings_Read_OnlyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Read_OnlyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Your settings file {file} {why}. It was moved to {aside}, and Timetray started with empty settings. To get your accounts, budgets and pins back, repair that ..." |
*
* @param {Core_Settings_ResetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_reset: ((inputs: Core_Settings_ResetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_ResetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Your settings file {file} {why}. It could not be moved aside and will be replaced on the next save; Timetray started with empty settings — add your accounts ..." |
*
* @param {Core_Settings_Reset_Not_MovedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_reset_not_moved: ((inputs: Core_Settings_Reset_Not_MovedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Reset_Not_MovedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A damaged settings file was moved to {aside}: it {why}. To get its accounts, budgets and pins back, repair it and rename it back to settings.json (quit the T..." |
*
* @param {Core_Settings_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_settings_set_aside: ((inputs: Core_Settings_Set_AsideInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Set_AsideInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not a shortcut Timetray understands; use modifiers and one key, e.g. CommandOrControl+Alt+T." |
*
* @param {Core_Shortcut_Not_UnderstoodInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_shortcut_not_understood: ((inputs?: Core_Shortcut_Not_UnderstoodInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Shortcut_Not_UnderstoodInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service accepted the sign-in but sent an unusable account id." |
*
* @param {Core_Sign_In_Bad_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_bad_account_id: ((inputs?: Core_Sign_In_Bad_Account_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Sign_In_Bad_Account_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The sign-in changed while Timetray was asking the service — try again." |
*
* @param {Core_Sign_In_ChangedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_changed: ((inputs?: Core_Sign_In_ChangedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Sign_In_ChangedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the email, the password and the account id." |
*
* @param {Core_Sign_In_Fields_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_fields_missing: ((inputs?: Core_Sign_In_Fields_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Sign_In_Fields_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The sign-in form is incomplete." |
*
* @param {Core_Sign_In_IncompleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_incomplete: ((inputs?: Core_Sign_In_IncompleteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Sign_In_IncompleteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service accepted the sign-in but sent no token." |
*
* @param {Core_Sign_In_No_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_sign_in_no_token: ((inputs?: Core_Sign_In_No_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Sign_In_No_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out during the refresh." |
*
* @param {Core_Signed_Out_DuringInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_signed_out_during: ((inputs?: Core_Signed_Out_DuringInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Signed_Out_DuringInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "— archived" |
*
* @param {Core_Summary_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_archived: ((inputs?: Core_Summary_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "_as of {when}_" |
*
* @param {Core_Summary_As_OfInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_as_of: ((inputs: Core_Summary_As_OfInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_As_OfInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "- Customer: {customer}" |
*
* @param {Core_Summary_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_customer: ((inputs: Core_Summary_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Core_Summary_Customer_NumberInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_customer_number: ((inputs: Core_Summary_Customer_NumberInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_Customer_NumberInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "- Hours: {hours}" |
*
* @param {Core_Summary_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_hours: ((inputs: Core_Summary_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "- Members: {count}" |
*
* @param {Core_Summary_MembersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_members: ((inputs: Core_Summary_MembersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_MembersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {Core_Summary_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_no_customer: ((inputs?: Core_Summary_No_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_No_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "- Open tasks: {count}" |
*
* @param {Core_Summary_Open_TasksInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_open_tasks: ((inputs: Core_Summary_Open_TasksInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_Open_TasksInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "- Value: {value}" |
*
* @param {Core_Summary_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_summary_value: ((inputs: Core_Summary_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Summary_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token cannot be sent to the service: it contains characters a request header cannot carry (spaces, control characters or non-ASCII letters). Sign in agai..." |
*
* @param {Core_Token_Bad_CharactersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_bad_characters: ((inputs?: Core_Token_Bad_CharactersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Bad_CharactersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Paste the token." |
*
* @param {Core_Token_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_empty: ((inputs?: Core_Token_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token form is incomplete." |
*
* @param {Core_Token_Form_IncompleteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_form_incomplete: ((inputs?: Core_Token_Form_IncompleteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Form_IncompleteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token was revoked and deleted from the keychain, but the account is still listed: {why}" |
*
* @param {Core_Token_Gone_ButInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_gone_but: ((inputs: Core_Token_Gone_ButInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Gone_ButInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A token has no spaces or special characters." |
*
* @param {Core_Token_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_no_spaces: ((inputs?: Core_Token_No_SpacesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_No_SpacesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token must be text." |
*
* @param {Core_Token_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_not_text: ((inputs?: Core_Token_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service refused this token: it may be mistyped or expired. If it was tried with a User-Agent other than the one it was made with, the service has ended i..." |
*
* @param {Core_Token_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_refused: ((inputs?: Core_Token_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token cannot be sent to the service: it is {length} characters long, and a token of more than {max} does not fit in a request header. Sign in again, or i..." |
*
* @param {Core_Token_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_too_long: ((inputs: Core_Token_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The token is too long." |
*
* @param {Core_Token_Too_Long_InputInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_token_too_long_input: ((inputs?: Core_Token_Too_Long_InputInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Token_Too_Long_InputInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must not contain a user name or password." |
*
* @param {Core_Url_CredentialsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_credentials: ((inputs?: Core_Url_CredentialsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_CredentialsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the address of the service, e.g. https://app.rabbiit.com/api/v1." |
*
* @param {Core_Url_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_empty: ((inputs?: Core_Url_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must start with https:// — a token is never sent over plain HTTP." |
*
* @param {Core_Url_InsecureInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_insecure: ((inputs?: Core_Url_InsecureInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_InsecureInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address is malformed — write it as https://host/api/v1." |
*
* @param {Core_Url_MalformedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_malformed: ((inputs?: Core_Url_MalformedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_MalformedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must be text." |
*
* @param {Core_Url_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_not_text: ((inputs?: Core_Url_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must not contain a query (?…) or fragment (#…)." |
*
* @param {Core_Url_QueryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_query: ((inputs?: Core_Url_QueryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_QueryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must start with https://." |
*
* @param {Core_Url_SchemeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_scheme: ((inputs?: Core_Url_SchemeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_SchemeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address is too long." |
*
* @param {Core_Url_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_too_long: ((inputs?: Core_Url_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "That is the web app’s address, as the browser shows it. The service address is {address}, and the account id is {accountId}." |
*
* @param {Core_Url_Web_AppInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_url_web_app: ((inputs: Core_Url_Web_AppInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Url_Web_AppInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the exact User-Agent the token was created with (plain ASCII)." |
*
* @param {Core_User_Agent_ExactInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_user_agent_exact: ((inputs?: Core_User_Agent_ExactInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_User_Agent_ExactInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The User-Agent must be text." |
*
* @param {Core_User_Agent_Not_TextInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_user_agent_not_text: ((inputs?: Core_User_Agent_Not_TextInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_User_Agent_Not_TextInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The User-Agent is too long." |
*
* @param {Core_User_Agent_Too_LongInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_user_agent_too_long: ((inputs?: Core_User_Agent_Too_LongInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_User_Agent_Too_LongInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the project" |
*
* @param {Core_What_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_project: ((inputs?: Core_What_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_What_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the project list" |
*
* @param {Core_What_Project_ListInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_project_list: ((inputs?: Core_What_Project_ListInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_What_Project_ListInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the rename" |
*
* @param {Core_What_RenameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_rename: ((inputs?: Core_What_RenameInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_What_RenameInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the sign-in" |
*
* @param {Core_What_Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const core_what_sign_in: ((inputs?: Core_What_Sign_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_What_Sign_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Peruvian Sol" |
*
* @param {Currency_Name_PenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const currency_name_pen: ((inputs?: Currency_Name_PenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_Name_PenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customer #{id}" |
*
* @param {Customer_FallbackInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const customer_fallback: ((inputs: Customer_FallbackInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customer_FallbackInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Day {day}" |
*
* @param {Cycle_Start_Day_ChoiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cycle_start_day_choice: ((inputs: Cycle_Start_Day_ChoiceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cycle_Start_Day_ChoiceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Day 1: the cycle is the calendar month. Hours by period, the tray and timetray report count in it." |
*
* @param {Cycle_Start_Day_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cycle_start_day_hint: ((inputs?: Cycle_Start_Day_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cycle_Start_Day_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Showing the details Timetray saved earlier." |
*
* @param {Details_Saved_EarlierInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const details_saved_earlier: ((inputs?: Details_Saved_EarlierInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Details_Saved_EarlierInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "It is the active account, so the app shows no fresh projects." |
*
* @param {Doctor_Account_Active_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_active_signed_out: ((inputs?: Doctor_Account_Active_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Active_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in with a token made by another program (User-Agent \"{userAgent}\"); Timetray sends it with that User-Agent, as the service requires; {refresh}." |
*
* @param {Doctor_Account_Foreign_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_foreign_agent: ((inputs: Doctor_Account_Foreign_AgentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Foreign_AgentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing breaks; to use a token of Timetray's own (User-Agent {userAgent}), sign in again: {login}." |
*
* @param {Doctor_Account_Foreign_Agent_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_foreign_agent_fix: ((inputs: Doctor_Account_Foreign_Agent_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Foreign_Agent_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "last successful refresh {when} ({ago})" |
*
* @param {Doctor_Account_Last_RefreshInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_last_refresh: ((inputs: Doctor_Account_Last_RefreshInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Last_RefreshInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "no successful refresh on this computer yet" |
*
* @param {Doctor_Account_Never_RefreshedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_never_refreshed: ((inputs?: Doctor_Account_Never_RefreshedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Never_RefreshedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in (token in the keychain, made with Timetray's User-Agent {userAgent}); {refresh}." |
*
* @param {Doctor_Account_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_signed_in: ((inputs: Doctor_Account_Signed_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Signed_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out (no token in the keychain)." |
*
* @param {Doctor_Account_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_signed_out: ((inputs?: Doctor_Account_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out. {reason}" |
*
* @param {Doctor_Account_Signed_Out_WhyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_signed_out_why: ((inputs: Doctor_Account_Signed_Out_WhyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Signed_Out_WhyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Its address in settings.json ({baseUrl}) does not match its keychain entry, so its token is not used." |
*
* @param {Doctor_Account_UnboundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unbound: ((inputs: Doctor_Account_UnboundInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_UnboundInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in again with the right address: {login}." |
*
* @param {Doctor_Account_Unbound_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unbound_fix: ((inputs: Doctor_Account_Unbound_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Unbound_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Whether it is signed in could not be checked: the keychain is unusable." |
*
* @param {Doctor_Account_UncheckedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unchecked: ((inputs?: Doctor_Account_UncheckedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_UncheckedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Fix the keychain check first." |
*
* @param {Doctor_Account_Unchecked_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unchecked_fix: ((inputs?: Doctor_Account_Unchecked_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_Unchecked_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Its keychain entry is not one Timetray wrote (it cannot be read as a token)." |
*
* @param {Doctor_Account_UnreadableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_account_unreadable: ((inputs?: Doctor_Account_UnreadableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Account_UnreadableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No accounts yet." |
*
* @param {Doctor_Accounts_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_accounts_none: ((inputs?: Doctor_Accounts_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Accounts_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in: `timetray login --base-url URL --email EMAIL --account ID`." |
*
* @param {Doctor_Accounts_None_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_accounts_none_fix: ((inputs?: Doctor_Accounts_None_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Accounts_None_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{days} days ago" |
*
* @param {Doctor_Ago_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_days: ((inputs: Doctor_Ago_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ago_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h ago" |
*
* @param {Doctor_Ago_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_hours: ((inputs: Doctor_Ago_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ago_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{minutes} min ago" |
*
* @param {Doctor_Ago_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_minutes: ((inputs: Doctor_Ago_MinutesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ago_MinutesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "just now" |
*
* @param {Doctor_Ago_NowInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_now: ((inputs?: Doctor_Ago_NowInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ago_NowInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "unknown time" |
*
* @param {Doctor_Ago_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ago_unknown: ((inputs?: Doctor_Ago_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ago_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "DBUS_SESSION_BUS_ADDRESS names no running bus ({error})" |
*
* @param {Doctor_Bus_Address_DeadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_address_dead: ((inputs: Doctor_Bus_Address_DeadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Bus_Address_DeadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "DBUS_SESSION_BUS_ADDRESS is not set" |
*
* @param {Doctor_Bus_Address_UnsetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_address_unset: ((inputs?: Doctor_Bus_Address_UnsetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Bus_Address_UnsetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "dbus-send is not installed (Debian/Ubuntu: dbus-bin)" |
*
* @param {Doctor_Bus_No_ToolInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_no_tool: ((inputs?: Doctor_Bus_No_ToolInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Bus_No_ToolInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No D-Bus session bus: {why}" |
*
* @param {Doctor_Bus_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_bus_none: ((inputs: Doctor_Bus_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Bus_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Every certificate in {file} has expired ({list})." |
*
* @param {Doctor_Ca_All_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_all_expired: ((inputs: Doctor_Ca_All_ExpiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_All_ExpiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "\"{name}\" until {day}" |
*
* @param {Doctor_Ca_Cert_UntilInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_cert_until: ((inputs: Doctor_Ca_Cert_UntilInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_Cert_UntilInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} certificate" |
* | "other" | "{shown} certificates" |
*
* @param {Doctor_Ca_CertificatesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_certificates: ((inputs: Doctor_Ca_CertificatesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_CertificatesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "{shown} day left" |
* | "other" | "{shown} days left" |
*
* @param {Doctor_Ca_Days_LeftInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_days_left: ((inputs: Doctor_Ca_Days_LeftInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_Days_LeftInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: \"{name}\" expires in {within} ({list})." |
*
* @param {Doctor_Ca_Expires_SoonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_expires_soon: ((inputs: Doctor_Ca_Expires_SoonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_Expires_SoonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: {certificates}, {list}; {left}." |
*
* @param {Doctor_Ca_FineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_fine: ((inputs: Doctor_Ca_FineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_FineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No extra CA file: only the system-wide trusted CAs (and NODE_EXTRA_CA_CERTS) are used." |
*
* @param {Doctor_Ca_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_none: ((inputs?: Doctor_Ca_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: \"{name}\" has expired ({list})." |
*
* @param {Doctor_Ca_One_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_one_expired: ((inputs: Doctor_Ca_One_ExpiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_One_ExpiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Ask your IT for the renewed CA certificate, then choose a current PEM file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` if you n..." |
*
* @param {Doctor_Ca_Renew_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_renew_fix: ((inputs?: Doctor_Ca_Renew_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_Renew_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The CA file cannot be used: {problem}." |
*
* @param {Doctor_Ca_UnusableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_unusable: ((inputs: Doctor_Ca_UnusableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_UnusableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | "other" | "{shown} days" |
*
* @param {Doctor_Ca_Within_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_ca_within_days: ((inputs: Doctor_Ca_Within_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Ca_Within_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The check itself failed: {error}." |
*
* @param {Doctor_Check_CrashedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_crashed: ((inputs: Doctor_Check_CrashedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Check_CrashedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Report this with the output of `timetray doctor --json`." |
*
* @param {Doctor_Check_Crashed_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_crashed_fix: ((inputs?: Doctor_Check_Crashed_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Check_Crashed_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No answer within {seconds} s: the check was stopped." |
*
* @param {Doctor_Check_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_timed_out: ((inputs: Doctor_Check_Timed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Check_Timed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Run `timetray doctor` again; if it keeps timing out, the component it checks is hanging (see its other checks)." |
*
* @param {Doctor_Check_Timed_Out_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_check_timed_out_fix: ((inputs?: Doctor_Check_Timed_Out_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Check_Timed_Out_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This computer's clock agrees with {origin}'s (within {seconds} s)." |
*
* @param {Doctor_Clock_AgreesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_agrees: ((inputs: Doctor_Clock_AgreesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_AgreesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This computer's clock is {span} ahead of {origin}'s." |
*
* @param {Doctor_Clock_AheadInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_ahead: ((inputs: Doctor_Clock_AheadInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_AheadInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not compared: {origin} sent an unreadable Date header." |
*
* @param {Doctor_Clock_Bad_DateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_bad_date: ((inputs: Doctor_Clock_Bad_DateInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_Bad_DateInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing to do here." |
*
* @param {Doctor_Clock_Bad_Date_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_bad_date_fix: ((inputs?: Doctor_Clock_Bad_Date_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_Bad_Date_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This computer's clock is {span} behind {origin}'s." |
*
* @param {Doctor_Clock_BehindInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_behind: ((inputs: Doctor_Clock_BehindInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_BehindInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not compared: no account yet, so no service to compare with." |
*
* @param {Doctor_Clock_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_no_account: ((inputs?: Doctor_Clock_No_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_No_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not compared: no service answered with its time (see the service check)." |
*
* @param {Doctor_Clock_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_no_answer: ((inputs?: Doctor_Clock_No_AnswerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_No_AnswerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Fix the service check first." |
*
* @param {Doctor_Clock_No_Answer_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_no_answer_fix: ((inputs?: Doctor_Clock_No_Answer_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_No_Answer_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Turn on automatic time (Linux: `timedatectl set-ntp true`; macOS and Windows: Date & Time settings → set automatically)." |
*
* @param {Doctor_Clock_Skew_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_clock_skew_fix: ((inputs?: Doctor_Clock_Skew_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Clock_Skew_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "fix:" |
*
* @param {Doctor_Fix_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_fix_label: ((inputs?: Doctor_Fix_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Fix_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Its token has not been used for {days} days (last use {when}); the service ends a session unused for {limit} days, so it has most likely ended." |
*
* @param {Doctor_Idle_EndedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_idle_ended: ((inputs: Doctor_Idle_EndedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Idle_EndedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Its token has not been used for {days} days (last use {when}); the service ends the session on {ends} unless it is used." |
*
* @param {Doctor_Idle_EndingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_idle_ending: ((inputs: Doctor_Idle_EndingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Idle_EndingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Run Timetray (the app, or any online command such as `timetray projects`): it uses idle accounts once a day. If the session has ended, sign in again: {login}." |
*
* @param {Doctor_Idle_Ending_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_idle_ending_fix: ((inputs: Doctor_Idle_Ending_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Idle_Ending_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No unlock prompt can be shown here (no display), so tokens cannot be read." |
*
* @param {Doctor_Keychain_Cannot_PromptInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_cannot_prompt: ((inputs?: Doctor_Keychain_Cannot_PromptInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Cannot_PromptInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the entry read back differs from the one written." |
*
* @param {Doctor_Keychain_DiffersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_differs: ((inputs?: Doctor_Keychain_DiffersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_DiffersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The default keyring ({program}) is locked." |
*
* @param {Doctor_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_locked: ((inputs: Doctor_Keychain_LockedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_LockedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock the \"login\" keyring in Passwords and Keys (seahorse); give it your login password so it unlocks when you log in." |
*
* @param {Doctor_Keychain_Locked_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_locked_fix: ((inputs?: Doctor_Keychain_Locked_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Locked_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock it from this user's desktop session (Passwords and Keys), or restart gnome-keyring unlocked from here, typing the keyring's password (your login passw..." |
*
* @param {Doctor_Keychain_Locked_Fix_No_ScreenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_locked_fix_no_screen: ((inputs?: Doctor_Keychain_Locked_Fix_No_ScreenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Locked_Fix_No_ScreenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Reinstall Timetray. In a source checkout, run `npm run rebuild:keytar` there: it builds keytar for the Node.js that runs it and checks that it loads (Debian/..." |
*
* @param {Doctor_Keychain_Module_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_module_fix: ((inputs?: Doctor_Keychain_Module_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Module_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{problem}, so the keychain (Secret Service) cannot be reached." |
*
* @param {Doctor_Keychain_No_BusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_bus: ((inputs: Doctor_Keychain_No_BusInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_No_BusInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The keyring ({program}) has no default collection (\"login\"), where Timetray keeps tokens." |
*
* @param {Doctor_Keychain_No_CollectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_collection: ((inputs: Doctor_Keychain_No_CollectionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_No_CollectionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Create a default keyring in Passwords and Keys (seahorse), or start `gnome-keyring-daemon --unlock` with a password on its standard input." |
*
* @param {Doctor_Keychain_No_Collection_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_collection_fix: ((inputs?: Doctor_Keychain_No_Collection_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_No_Collection_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing on the D-Bus session provides the Secret Service (org.freedesktop.secrets)." |
*
* @param {Doctor_Keychain_No_ProviderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_provider: ((inputs?: Doctor_Keychain_No_ProviderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_No_ProviderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Install and start a keyring that provides the Secret Service: GNOME Keyring (`apt install gnome-keyring`), or KWallet with its Secret Service enabled; then l..." |
*
* @param {Doctor_Keychain_No_Provider_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_no_provider_fix: ((inputs?: Doctor_Keychain_No_Provider_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_No_Provider_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "it was not tried" |
*
* @param {Doctor_Keychain_Not_TriedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_not_tried: ((inputs?: Doctor_Keychain_Not_TriedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Not_TriedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Secret Service not inspected ({problem}); a test entry was written, read back and deleted in {ms} ms." |
*
* @param {Doctor_Keychain_Ok_Not_InspectedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_ok_not_inspected: ((inputs: Doctor_Keychain_Ok_Not_InspectedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Ok_Not_InspectedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{store}: a test entry was written, read back and deleted in {ms} ms." |
*
* @param {Doctor_Keychain_Ok_OsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_ok_os: ((inputs: Doctor_Keychain_Ok_OsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Ok_OsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{service} on the session bus, default collection unlocked; a test entry was written, read back and deleted in {ms} ms." |
*
* @param {Doctor_Keychain_Ok_Secret_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_ok_secret_service: ((inputs: Doctor_Keychain_Ok_Secret_ServiceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Ok_Secret_ServiceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "OS keychain" |
*
* @param {Doctor_Keychain_Os_KeychainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_os_keychain: ((inputs?: Doctor_Keychain_Os_KeychainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Os_KeychainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A test entry could not be written, read back and deleted: {why}" |
*
* @param {Doctor_Keychain_Round_Trip_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_round_trip_failed: ((inputs: Doctor_Keychain_Round_Trip_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Round_Trip_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check that your keyring is installed, running and unlocked (see the message for the cause)." |
*
* @param {Doctor_Keychain_Round_Trip_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_round_trip_fix: ((inputs?: Doctor_Keychain_Round_Trip_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Round_Trip_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray will ask you to unlock it when it needs a token." |
*
* @param {Doctor_Keychain_Will_PromptInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_keychain_will_prompt: ((inputs?: Doctor_Keychain_Will_PromptInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Keychain_Will_PromptInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Doctor_Label_FailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_label_fail: ((inputs?: Doctor_Label_FailInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Label_FailInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "ok" |
*
* @param {Doctor_Label_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_label_ok: ((inputs?: Doctor_Label_OkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Label_OkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "warn" |
*
* @param {Doctor_Label_WarnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_label_warn: ((inputs?: Doctor_Label_WarnInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Label_WarnInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Run Timetray inside a desktop session (DBUS_SESSION_BUS_ADDRESS must name a running session bus), or wrap the command in `dbus-run-session -- …`." |
*
* @param {Doctor_No_Bus_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_no_bus_fix: ((inputs?: Doctor_No_Bus_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_No_Bus_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "It accepted a connection in {ms} ms." |
*
* @param {Doctor_Proxy_AcceptedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_accepted: ((inputs: Doctor_Proxy_AcceptedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_AcceptedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check {variable} (host and port) and that the proxy is running; on a network without a proxy, unset {variable}." |
*
* @param {Doctor_Proxy_Dead_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_dead_fix: ((inputs: Doctor_Proxy_Dead_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_Dead_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} is reached directly (NO_PROXY entry \"{entry}\")." |
*
* @param {Doctor_Proxy_ExcludedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_excluded: ((inputs: Doctor_Proxy_ExcludedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_ExcludedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{variable} names {shown}." |
*
* @param {Doctor_Proxy_NamesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_names: ((inputs: Doctor_Proxy_NamesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_NamesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No proxy in the environment (HTTPS_PROXY and HTTP_PROXY are unset): the CLI connects directly." |
*
* @param {Doctor_Proxy_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_none: ((inputs?: Doctor_Proxy_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{variable} is set but is not a URL." |
*
* @param {Doctor_Proxy_Not_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_not_url: ((inputs: Doctor_Proxy_Not_UrlInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_Not_UrlInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Set {variable} to the proxy's address, e.g. http://proxy.example:3128, or unset it." |
*
* @param {Doctor_Proxy_Not_Url_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_not_url_fix: ((inputs: Doctor_Proxy_Not_Url_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_Not_Url_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The OS proxy settings (system settings or PAC) are not visible to the CLI." |
*
* @param {Doctor_Proxy_Os_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_os_hidden: ((inputs?: Doctor_Proxy_Os_HiddenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_Os_HiddenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No proxy in the environment, and the system's proxy settings send the service directly." |
*
* @param {Doctor_Proxy_System_DirectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_direct: ((inputs?: Doctor_Proxy_System_DirectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_DirectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the proxy in your system's network settings (or its PAC file) and that the proxy is running; or set HTTPS_PROXY to a working proxy before starting Time..." |
*
* @param {Doctor_Proxy_System_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_fix: ((inputs?: Doctor_Proxy_System_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No proxy in the environment; there is no service address yet to ask the system settings about." |
*
* @param {Doctor_Proxy_System_No_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_no_address: ((inputs?: Doctor_Proxy_System_No_AddressInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_No_AddressInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The system's proxy settings send {origin} through {host}." |
*
* @param {Doctor_Proxy_System_SendsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_sends: ((inputs: Doctor_Proxy_System_SendsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_SendsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Requests to {origin} go through the proxy at {host} (from the system's proxy settings)." |
*
* @param {Doctor_Proxy_System_ThroughInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_through: ((inputs: Doctor_Proxy_System_ThroughInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_ThroughInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No proxy in the environment, and the system's proxy settings gave no answer for {origins}, so Timetray connects directly." |
*
* @param {Doctor_Proxy_System_UnansweredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_unanswered: ((inputs: Doctor_Proxy_System_UnansweredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_UnansweredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The system's proxy settings give {origin} \"{rule}\", a kind of proxy Timetray cannot use (HTTP CONNECT proxies only), so it connects directly." |
*
* @param {Doctor_Proxy_System_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_system_unsupported: ((inputs: Doctor_Proxy_System_UnsupportedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_System_UnsupportedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Requests go through the proxy at {host} (from {variable})." |
*
* @param {Doctor_Proxy_ThroughInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_proxy_through: ((inputs: Doctor_Proxy_ThroughInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Proxy_ThroughInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Fix or remove the CA file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` removes it)." |
*
* @param {Doctor_Service_Ca_File_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_ca_file_fix: ((inputs?: Doctor_Service_Ca_File_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Ca_File_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "certificate issued by \"{issuer}\" (root \"{root}\")" |
*
* @param {Doctor_Service_CertInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_cert: ((inputs: Doctor_Service_CertInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_CertInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "certificate issued by \"{issuer}\" (root \"{root}\", trusted through your CA file)" |
*
* @param {Doctor_Service_Cert_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_cert_ca_file: ((inputs: Doctor_Service_Cert_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Cert_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "certificate issued by \"{issuer}\" (root \"{root}\", trusted through NODE_EXTRA_CA_CERTS)" |
*
* @param {Doctor_Service_Cert_ExtraInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_cert_extra: ((inputs: Doctor_Service_Cert_ExtraInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Cert_ExtraInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check your internet connection and the service address (`timetray accounts`)." |
*
* @param {Doctor_Service_Connect_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_connect_fix: ((inputs?: Doctor_Service_Connect_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Connect_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check your internet connection and the service address (`timetray accounts`); on a network that needs a proxy, set HTTPS_PROXY." |
*
* @param {Doctor_Service_Connect_Proxy_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_connect_proxy_fix: ((inputs?: Doctor_Service_Connect_Proxy_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Connect_Proxy_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check this computer's clock and time zone (see the clock check)." |
*
* @param {Doctor_Service_Expired_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_expired_fix: ((inputs?: Doctor_Service_Expired_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Expired_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The certificate {origin} presented is issued by \"{issuer}\", which is not a public CA and not trusted here ({code}): a TLS-inspecting proxy is in the way, or ..." |
*
* @param {Doctor_Service_InspectedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_inspected: ((inputs: Doctor_Service_InspectedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_InspectedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The certificate {origin} presented is not from a public CA and not trusted here ({code}): a TLS-inspecting proxy is in the way, or the service has a CA of it..." |
*
* @param {Doctor_Service_Inspected_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_inspected_unknown: ((inputs: Doctor_Service_Inspected_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Inspected_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Get the certificate of the CA that issued it as a PEM file (from your IT for a proxy, or from whoever runs the service) and add it in Settings → Extra CA fil..." |
*
* @param {Doctor_Service_Inspecting_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_inspecting_fix: ((inputs?: Doctor_Service_Inspecting_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Inspecting_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "It was issued by \"{issuer}\"." |
*
* @param {Doctor_Service_Issued_ByInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_issued_by: ((inputs: Doctor_Service_Issued_ByInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Issued_ByInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No account yet, so there is no service address to check." |
*
* @param {Doctor_Service_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_no_account: ((inputs?: Doctor_Service_No_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_No_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "no answer" |
*
* @param {Doctor_Service_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_no_answer: ((inputs?: Doctor_Service_No_AnswerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_No_AnswerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check that the address is the HTTPS address of the service, and whether your network inspects TLS." |
*
* @param {Doctor_Service_No_Tls_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_no_tls_fix: ((inputs?: Doctor_Service_No_Tls_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_No_Tls_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not tried: {detail}" |
*
* @param {Doctor_Service_Not_TriedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_not_tried: ((inputs: Doctor_Service_Not_TriedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Not_TriedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} answered over TLS in {ms} ms (HTTP {status}); {cert}." |
*
* @param {Doctor_Service_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_ok: ((inputs: Doctor_Service_OkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_OkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} answered over TLS through the proxy at {proxy} in {ms} ms (HTTP {status}); {cert}." |
*
* @param {Doctor_Service_Ok_ViaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_ok_via: ((inputs: Doctor_Service_Ok_ViaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Ok_ViaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check HTTPS_PROXY (host and port) and that the proxy runs; on a network without a proxy, unset it." |
*
* @param {Doctor_Service_Proxy_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_proxy_fix: ((inputs?: Doctor_Service_Proxy_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Proxy_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Ask your IT whether the proxy allows the service, or add the service to NO_PROXY if it is reachable directly." |
*
* @param {Doctor_Service_Proxy_Rules_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_proxy_rules_fix: ((inputs?: Doctor_Service_Proxy_Rules_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Proxy_Rules_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "TLS to {origin} works ({cert}), but a request then failed: {why}." |
*
* @param {Doctor_Service_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_request_failed: ((inputs: Doctor_Service_Request_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Request_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Try again; if it persists, check the service address (`timetray accounts`)." |
*
* @param {Doctor_Service_Request_Failed_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_request_failed_fix: ((inputs?: Doctor_Service_Request_Failed_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Request_Failed_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "TLS to {origin} through the proxy at {proxy} works ({cert}), but a request then failed: {why}." |
*
* @param {Doctor_Service_Request_Failed_ViaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_request_failed_via: ((inputs: Doctor_Service_Request_Failed_ViaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Request_Failed_ViaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} accepted the connection but no secure (TLS) answer came in time." |
*
* @param {Doctor_Service_Tls_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_tls_timeout: ((inputs: Doctor_Service_Tls_TimeoutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Tls_TimeoutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the service address (`timetray accounts`): it must be the HTTPS address; a firewall may also be holding the connection." |
*
* @param {Doctor_Service_Tls_Timeout_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_tls_timeout_fix: ((inputs?: Doctor_Service_Tls_Timeout_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Tls_Timeout_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} cannot be reached." |
*
* @param {Doctor_Service_UnreachableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_unreachable: ((inputs: Doctor_Service_UnreachableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_UnreachableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} cannot be reached through the proxy at {proxy}." |
*
* @param {Doctor_Service_Unreachable_ViaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_unreachable_via: ((inputs: Doctor_Service_Unreachable_ViaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Unreachable_ViaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the service address (`timetray accounts`); sign in again with the right one." |
*
* @param {Doctor_Service_Wrong_Name_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_service_wrong_name_fix: ((inputs?: Doctor_Service_Wrong_Name_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Service_Wrong_Name_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No graphical session (neither DISPLAY nor WAYLAND_DISPLAY is set): the tray app cannot start here; the `timetray` command works." |
*
* @param {Doctor_Session_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_none: ((inputs?: Doctor_Session_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Start Timetray from your desktop session; over SSH or in a container, use the `timetray` command." |
*
* @param {Doctor_Session_None_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_none_fix: ((inputs?: Doctor_Session_None_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_None_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not Linux: windows and shortcuts work without a display server choice." |
*
* @param {Doctor_Session_Not_LinuxInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_not_linux: ((inputs?: Doctor_Session_Not_LinuxInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_Not_LinuxInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown session type \"{type}\": window placement and shortcuts may not work." |
*
* @param {Doctor_Session_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_unknown: ((inputs: Doctor_Session_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Use an X11 or Wayland desktop session." |
*
* @param {Doctor_Session_Unknown_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_unknown_fix: ((inputs?: Doctor_Session_Unknown_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_Unknown_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Wayland session: apps cannot place their own windows, so the window opens where the desktop puts it (not next to the tray icon) and may not hide when it lose..." |
*
* @param {Doctor_Session_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_wayland: ((inputs?: Doctor_Session_WaylandInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_WaylandInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "X11 session: the window opens next to the tray icon, and a global shortcut is registered directly." |
*
* @param {Doctor_Session_X11Inputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_session_x11: ((inputs?: Doctor_Session_X11Inputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Session_X11Inputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Whether it is registered is known only to the running app." |
*
* @param {Doctor_Shortcut_App_OnlyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_app_only: ((inputs?: Doctor_Shortcut_App_OnlyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_App_OnlyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another shortcut in Settings (or `timetray config set globalShortcut KEYS`): another app may hold this one. Or turn it off there." |
*
* @param {Doctor_Shortcut_Choose_AnotherInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_choose_another: ((inputs?: Doctor_Shortcut_Choose_AnotherInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_Choose_AnotherInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is configured." |
*
* @param {Doctor_Shortcut_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_configured: ((inputs: Doctor_Shortcut_ConfiguredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_ConfiguredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is configured, but this Wayland session has no GlobalShortcuts portal (org.freedesktop.portal.GlobalShortcuts), so the shortcut cannot work." |
*
* @param {Doctor_Shortcut_No_PortalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_no_portal: ((inputs: Doctor_Shortcut_No_PortalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_No_PortalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Install your desktop's xdg-desktop-portal backend with global shortcuts (KDE: xdg-desktop-portal-kde; GNOME 48+: xdg-desktop-portal-gnome), or bind a key in ..." |
*
* @param {Doctor_Shortcut_No_Portal_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_no_portal_fix: ((inputs?: Doctor_Shortcut_No_Portal_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_No_Portal_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is not registered: {problem}" |
*
* @param {Doctor_Shortcut_Not_RegisteredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_not_registered: ((inputs: Doctor_Shortcut_Not_RegisteredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_Not_RegisteredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No global shortcut is configured (off). Set one with `timetray config set globalShortcut CommandOrControl+Alt+T`." |
*
* @param {Doctor_Shortcut_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_off: ((inputs?: Doctor_Shortcut_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Or turn it off: `timetray config set globalShortcut off`." |
*
* @param {Doctor_Shortcut_Off_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_off_fix: ((inputs?: Doctor_Shortcut_Off_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_Off_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "On Wayland, also check that your desktop accepted it (its GlobalShortcuts portal may have asked)." |
*
* @param {Doctor_Shortcut_Portal_CheckInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_portal_check: ((inputs?: Doctor_Shortcut_Portal_CheckInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_Portal_CheckInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is registered." |
*
* @param {Doctor_Shortcut_RegisteredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_registered: ((inputs: Doctor_Shortcut_RegisteredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_RegisteredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is registered through the desktop portal." |
*
* @param {Doctor_Shortcut_Registered_PortalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_registered_portal: ((inputs: Doctor_Shortcut_Registered_PortalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_Registered_PortalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} is configured; on Wayland the desktop's GlobalShortcuts portal registers it and may ask you to confirm." |
*
* @param {Doctor_Shortcut_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_shortcut_wayland: ((inputs: Doctor_Shortcut_WaylandInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Shortcut_WaylandInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in again: {login}." |
*
* @param {Doctor_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_sign_in_again: ((inputs: Doctor_Sign_In_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Sign_In_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{days} days" |
*
* @param {Doctor_Span_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_span_days: ((inputs: Doctor_Span_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Span_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Doctor_Span_HoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_span_hours: ((inputs: Doctor_Span_HoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Span_HoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Doctor_Span_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_span_minutes: ((inputs: Doctor_Span_MinutesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Span_MinutesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Everything looks fine." |
*
* @param {Doctor_Summary_FineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_summary_fine: ((inputs?: Doctor_Summary_FineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Summary_FineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | warnedPlural | output |
* | --- | --- |
* | "one" | "{failed} failed, {warned} warning." |
* | "other" | "{failed} failed, {warned} warnings." |
*
* @param {Doctor_Summary_ProblemsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_summary_problems: ((inputs: Doctor_Summary_ProblemsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Summary_ProblemsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "In a Flatpak, also grant `--talk-name={watcher}`." |
*
* @param {Doctor_Tray_Flatpak_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_flatpak_fix: ((inputs: Doctor_Tray_Flatpak_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_Flatpak_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "GNOME shows no tray icons by itself, and the AppIndicator extension is not running (no {watcher} on the session bus)." |
*
* @param {Doctor_Tray_GnomeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_gnome: ((inputs: Doctor_Tray_GnomeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_GnomeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Install and enable the \"AppIndicator and KStatusNotifierItem Support\" GNOME Shell extension (Debian/Ubuntu: `sudo apt install gnome-shell-extension-appindica..." |
*
* @param {Doctor_Tray_Gnome_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_gnome_fix: ((inputs?: Doctor_Tray_Gnome_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_Gnome_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The tray icon lives in the macOS menu bar; no extra host is needed." |
*
* @param {Doctor_Tray_MacosInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_macos: ((inputs?: Doctor_Tray_MacosInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_MacosInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{problem}: the tray icon is shown through the session bus." |
*
* @param {Doctor_Tray_No_BusInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_bus: ((inputs: Doctor_Tray_No_BusInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_No_BusInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No graphical session here, so only the tray app (which needs a desktop anyway) is affected; the `timetray` command works without a tray." |
*
* @param {Doctor_Tray_No_DesktopInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_desktop: ((inputs?: Doctor_Tray_No_DesktopInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_No_DesktopInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{watcher} runs, but no panel has registered as a host: the tray icon may not be visible." |
*
* @param {Doctor_Tray_No_HostInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_host: ((inputs: Doctor_Tray_No_HostInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_No_HostInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add a system tray (status notifier) applet to your panel." |
*
* @param {Doctor_Tray_No_Host_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_no_host_fix: ((inputs?: Doctor_Tray_No_Host_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_No_Host_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No StatusNotifier host on the session bus (no {watcher}): {desktop} will not show Timetray's tray icon." |
*
* @param {Doctor_Tray_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_none: ((inputs: Doctor_Tray_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add a system tray that supports StatusNotifierItem/AppIndicator icons to your panel (KDE Plasma and Cinnamon have one; Xfce: xfce4-statusnotifier-plugin; MAT..." |
*
* @param {Doctor_Tray_None_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_none_fix: ((inputs?: Doctor_Tray_None_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_None_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No StatusNotifier host on the session bus (no {watcher}): this desktop will not show Timetray's tray icon." |
*
* @param {Doctor_Tray_None_This_DesktopInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_none_this_desktop: ((inputs: Doctor_Tray_None_This_DesktopInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_None_This_DesktopInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A StatusNotifier host ({watcher}) is on the session bus: the tray icon can show." |
*
* @param {Doctor_Tray_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_ok: ((inputs: Doctor_Tray_OkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_OkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not check for a tray host: {problem}." |
*
* @param {Doctor_Tray_UncheckedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_unchecked: ((inputs: Doctor_Tray_UncheckedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_UncheckedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Install dbus-send (Debian/Ubuntu: `apt install dbus-bin`) and run `timetray doctor` again." |
*
* @param {Doctor_Tray_Unchecked_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_unchecked_fix: ((inputs?: Doctor_Tray_Unchecked_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_Unchecked_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Until then, Timetray's window and the `timetray` command work without the icon." |
*
* @param {Doctor_Tray_Until_ThenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_until_then: ((inputs?: Doctor_Tray_Until_ThenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_Until_ThenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The tray icon lives in the Windows notification area; no extra host is needed." |
*
* @param {Doctor_Tray_WindowsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const doctor_tray_windows: ((inputs?: Doctor_Tray_WindowsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doctor_Tray_WindowsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service sent an answer Timetray could not read." |
*
* @param {Error_Bad_ResponseInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_bad_response: ((inputs?: Error_Bad_ResponseInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Bad_ResponseInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service address must start with https://." |
*
* @param {Error_Insecure_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_insecure_url: ((inputs?: Error_Insecure_UrlInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Insecure_UrlInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray could not reach the service. Check your internet connection." |
*
* @param {Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_network: ((inputs?: Error_NetworkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_NetworkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong talking to the service." |
*
* @param {Error_OtherInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_other: ((inputs?: Error_OtherInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_OtherInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service asked Timetray to slow down for a moment." |
*
* @param {Error_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_rate_limited: ((inputs?: Error_Rate_LimitedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Rate_LimitedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service sent Timetray elsewhere, which it does not follow for safety." |
*
* @param {Error_RedirectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_redirect: ((inputs?: Error_RedirectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_RedirectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service had a problem on its side." |
*
* @param {Error_ServerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_server: ((inputs?: Error_ServerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_ServerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "You are signed out." |
*
* @param {Error_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_signed_out: ((inputs?: Error_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service took too long to answer." |
*
* @param {Error_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_timeout: ((inputs?: Error_TimeoutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_TimeoutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service ended this session." |
*
* @param {Error_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const error_unauthorized: ((inputs?: Error_UnauthorizedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_UnauthorizedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Everything looks fine." |
*
* @param {Health_All_FineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_all_fine: ((inputs?: Health_All_FineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_All_FineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Health check…" |
*
* @param {Health_Check_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_check_button: ((inputs?: Health_Check_ButtonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_Check_ButtonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Health_CheckingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_checking: ((inputs?: Health_CheckingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_CheckingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Fix:" |
*
* @param {Health_FixInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_fix: ((inputs?: Health_FixInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_FixInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{list} found." |
* | "other" | "{list} found." |
*
* @param {Health_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_found: ((inputs: Health_FoundInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_FoundInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} problem" |
* | "other" | "{count} problems" |
*
* @param {Health_ProblemsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_problems: ((inputs: Health_ProblemsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_ProblemsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Run checks" |
*
* @param {Health_RunInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_run: ((inputs?: Health_RunInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_RunInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Run checks again" |
*
* @param {Health_Run_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_run_again: ((inputs?: Health_Run_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_Run_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Problem" |
*
* @param {Health_Status_FailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_status_fail: ((inputs?: Health_Status_FailInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_Status_FailInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "OK" |
*
* @param {Health_Status_OkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_status_ok: ((inputs?: Health_Status_OkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_Status_OkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Warning" |
*
* @param {Health_Status_WarnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_status_warn: ((inputs?: Health_Status_WarnInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_Status_WarnInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Health" |
*
* @param {Health_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_title: ((inputs?: Health_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} warning" |
* | "other" | "{count} warnings" |
*
* @param {Health_WarningsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const health_warnings: ((inputs: Health_WarningsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Health_WarningsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hide money amounts" |
*
* @param {Hide_MoneyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const hide_money: ((inputs?: Hide_MoneyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hide_MoneyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rates and values show as ••• in the window, the tray and copied summaries (for screen sharing)." |
*
* @param {Hide_Money_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const hide_money_hint: ((inputs?: Hide_Money_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hide_Money_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Every hour" |
*
* @param {Interval_HourInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const interval_hour: ((inputs?: Interval_HourInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Interval_HourInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Only when I refresh" |
*
* @param {Interval_ManualInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const interval_manual: ((inputs?: Interval_ManualInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Interval_ManualInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Every {minutes} minutes" |
*
* @param {Interval_MinutesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const interval_minutes: ((inputs: Interval_MinutesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Interval_MinutesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Keychain locked" |
*
* @param {Keychain_Locked_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const keychain_locked_title: ((inputs?: Keychain_Locked_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keychain_Locked_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Account ID" |
*
* @param {Label_Account_IdInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_account_id: ((inputs?: Label_Account_IdInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Account_IdInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "API base URL" |
*
* @param {Label_Api_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_api_base_url: ((inputs?: Label_Api_Base_UrlInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Api_Base_UrlInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Label_BillingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_billing: ((inputs?: Label_BillingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_BillingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Label_ChangedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_changed: ((inputs?: Label_ChangedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_ChangedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Label_CreatedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_created: ((inputs?: Label_CreatedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_CreatedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Billing cycle starts on" |
*
* @param {Label_Cycle_Start_DayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_cycle_start_day: ((inputs?: Label_Cycle_Start_DayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Cycle_Start_DayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Label_DescriptionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_description: ((inputs?: Label_DescriptionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_DescriptionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Label_EmailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_email: ((inputs?: Label_EmailInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_EmailInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Extra CA file" |
*
* @param {Label_Extra_CaInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_extra_ca: ((inputs?: Label_Extra_CaInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Extra_CaInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Label_LanguageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_language: ((inputs?: Label_LanguageInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_LanguageInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Label_MembersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_members: ((inputs?: Label_MembersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_MembersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Open tasks" |
*
* @param {Label_Open_TasksInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_open_tasks: ((inputs?: Label_Open_TasksInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Open_TasksInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Label_PasswordInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_password: ((inputs?: Label_PasswordInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_PasswordInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Label_RateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_rate: ((inputs?: Label_RateInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_RateInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh projects" |
*
* @param {Label_Refresh_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_refresh_projects: ((inputs?: Label_Refresh_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Refresh_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Global shortcut to open Timetray" |
*
* @param {Label_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_shortcut: ((inputs?: Label_ShortcutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_ShortcutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Label_TimeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_time: ((inputs?: Label_TimeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_TimeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Token" |
*
* @param {Label_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_token: ((inputs?: Label_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "User-Agent it was created with" |
*
* @param {Label_Token_User_AgentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_token_user_agent: ((inputs?: Label_Token_User_AgentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Token_User_AgentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Beside the tray icon" |
*
* @param {Label_Tray_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_tray_title: ((inputs?: Label_Tray_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Tray_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Value" |
*
* @param {Label_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_value: ((inputs?: Label_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Week starts on" |
*
* @param {Label_Week_StartInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const label_week_start: ((inputs?: Label_Week_StartInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Label_Week_StartInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic (system language)" |
*
* @param {Language_AutoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const language_auto: ((inputs?: Language_AutoInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_AutoInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "English" |
*
* @param {Language_EnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const language_en: ((inputs?: Language_EnInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_EnInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Português (Brasil)" |
*
* @param {Language_Pt_BrInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const language_pt_br: ((inputs?: Language_Pt_BrInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_Pt_BrInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last used {count} days ago" |
*
* @param {Last_Used_DaysInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_days: ((inputs: Last_Used_DaysInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Last_Used_DaysInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last used today" |
*
* @param {Last_Used_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_today: ((inputs?: Last_Used_TodayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Last_Used_TodayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last use unknown" |
*
* @param {Last_Used_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_unknown: ((inputs?: Last_Used_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Last_Used_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "last used yesterday" |
*
* @param {Last_Used_YesterdayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const last_used_yesterday: ((inputs?: Last_Used_YesterdayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Last_Used_YesterdayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Launch Timetray at login" |
*
* @param {Launch_At_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const launch_at_login: ((inputs?: Launch_At_LoginInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Launch_At_LoginInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {LoadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const loading: ((inputs?: LoadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<LoadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Loading projects…" |
*
* @param {Loading_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const loading_projects: ((inputs?: Loading_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loading_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "hidden" |
*
* @param {Money_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const money_hidden: ((inputs?: Money_HiddenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Money_HiddenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not connect to {origin} in time" |
*
* @param {Net_Connect_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_connect_timeout: ((inputs: Net_Connect_TimeoutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Connect_TimeoutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The connection to {origin} was cut off" |
*
* @param {Net_Cut_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_cut_off: ((inputs: Net_Cut_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Cut_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The server's certificate is expired or not yet valid ({code})" |
*
* @param {Net_ExpiredInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_expired: ((inputs: Net_ExpiredInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_ExpiredInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check the service address." |
*
* @param {Net_Fix_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_address: ((inputs?: Net_Fix_AddressInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_AddressInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check the address and your internet connection." |
*
* @param {Net_Fix_Address_InternetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_address_internet: ((inputs?: Net_Fix_Address_InternetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Address_InternetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "is the service address right?" |
*
* @param {Net_Fix_Address_RightInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_address_right: ((inputs?: Net_Fix_Address_RightInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Address_RightInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "if your network inspects TLS, add its CA file in Settings or with `timetray config set caFile FILE`; `timetray doctor` names who issued the certificate." |
*
* @param {Net_Fix_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_ca_file: ((inputs?: Net_Fix_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check this computer's clock." |
*
* @param {Net_Fix_ClockInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_clock: ((inputs?: Net_Fix_ClockInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_ClockInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check your connection." |
*
* @param {Net_Fix_ConnectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_connection: ((inputs?: Net_Fix_ConnectionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_ConnectionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "is this an HTTPS address?" |
*
* @param {Net_Fix_HttpsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_https: ((inputs?: Net_Fix_HttpsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_HttpsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check your internet connection." |
*
* @param {Net_Fix_InternetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_internet: ((inputs?: Net_Fix_InternetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_InternetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check your network." |
*
* @param {Net_Fix_NetworkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_network: ((inputs?: Net_Fix_NetworkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_NetworkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check the proxy's rules for {origin}." |
*
* @param {Net_Fix_Proxy_RulesInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_proxy_rules: ((inputs: Net_Fix_Proxy_RulesInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Proxy_RulesInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check {setting} and that the proxy runs." |
*
* @param {Net_Fix_Proxy_RunsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_proxy_runs: ((inputs: Net_Fix_Proxy_RunsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Proxy_RunsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "check {setting}." |
*
* @param {Net_Fix_Proxy_SettingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_proxy_setting: ((inputs: Net_Fix_Proxy_SettingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Proxy_SettingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "try again." |
*
* @param {Net_Fix_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_fix_try_again: ((inputs?: Net_Fix_Try_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Fix_Try_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A secure connection to {origin} could not be set up ({code})" |
*
* @param {Net_No_TlsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_no_tls: ((inputs: Net_No_TlsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_No_TlsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot find {origin}" |
*
* @param {Net_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_not_found: ((inputs: Net_Not_FoundInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Not_FoundInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot find the proxy at {proxy}" |
*
* @param {Net_Proxy_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_not_found: ((inputs: Net_Proxy_Not_FoundInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Proxy_Not_FoundInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The proxy at {proxy} refused the connection" |
*
* @param {Net_Proxy_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_refused: ((inputs: Net_Proxy_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Proxy_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The proxy at {proxy} did not answer in time" |
*
* @param {Net_Proxy_TimeoutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_timeout: ((inputs: Net_Proxy_TimeoutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Proxy_TimeoutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The proxy at {proxy} cannot be reached ({code})" |
*
* @param {Net_Proxy_UnreachableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_proxy_unreachable: ((inputs: Net_Proxy_UnreachableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Proxy_UnreachableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} refused the connection" |
*
* @param {Net_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_refused: ((inputs: Net_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} took too long to answer" |
*
* @param {Net_Slow_AnswerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_slow_answer: ((inputs: Net_Slow_AnswerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Slow_AnswerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the system's proxy settings" |
*
* @param {Net_System_Proxy_SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_system_proxy_settings: ((inputs?: Net_System_Proxy_SettingsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_System_Proxy_SettingsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The proxy refused to connect to the service ({status})" |
*
* @param {Net_Tunnel_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_tunnel_refused: ((inputs: Net_Tunnel_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Tunnel_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not reach {origin}" |
*
* @param {Net_UnknownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_unknown: ((inputs: Net_UnknownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_UnknownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Could not reach {origin} ({code})" |
*
* @param {Net_Unknown_CodeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_unknown_code: ((inputs: Net_Unknown_CodeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Unknown_CodeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{origin} is unreachable" |
*
* @param {Net_UnreachableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_unreachable: ((inputs: Net_UnreachableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_UnreachableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The server's certificate is not trusted ({code})" |
*
* @param {Net_UntrustedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_untrusted: ((inputs: Net_UntrustedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_UntrustedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The server's certificate is for another name than {origin}" |
*
* @param {Net_Wrong_NameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const net_wrong_name: ((inputs: Net_Wrong_NameInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Net_Wrong_NameInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "None: only the system’s trusted CAs." |
*
* @param {No_Ca_FileInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_ca_file: ((inputs?: No_Ca_FileInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Ca_FileInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {No_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_customer: ((inputs?: No_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing matches “{query}”." |
*
* @param {No_MatchInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_match: ((inputs: No_MatchInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_MatchInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Nothing matches “{query}” among active projects ({countText} archived one matches — tick “Show archived”)." |
* | "other" | "Nothing matches “{query}” among active projects ({countText} archived ones match — tick “Show archived”)." |
*
* @param {No_Match_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_match_archived: ((inputs: No_Match_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Match_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No projects yet." |
*
* @param {No_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const no_projects: ((inputs?: No_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not billable" |
*
* @param {Not_BillableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const not_billable: ((inputs?: Not_BillableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_BillableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "not refreshed yet" |
*
* @param {Not_Refreshed_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const not_refreshed_yet: ((inputs?: Not_Refreshed_YetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Refreshed_YetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This cycle" |
*
* @param {Period_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_cycle: ((inputs?: Period_CycleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Period_CycleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Last cycle" |
*
* @param {Period_Last_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_last_cycle: ((inputs?: Period_Last_CycleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Period_Last_CycleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Last month" |
*
* @param {Period_Last_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_last_month: ((inputs?: Period_Last_MonthInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Period_Last_MonthInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Last week" |
*
* @param {Period_Last_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_last_week: ((inputs?: Period_Last_WeekInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Period_Last_WeekInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This month" |
*
* @param {Period_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_month: ((inputs?: Period_MonthInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Period_MonthInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Period_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_today: ((inputs?: Period_TodayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Period_TodayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This week" |
*
* @param {Period_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const period_week: ((inputs?: Period_WeekInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Period_WeekInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "By customer" |
*
* @param {Periods_By_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_by_customer: ((inputs?: Periods_By_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_By_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "By project" |
*
* @param {Periods_By_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_by_project: ((inputs?: Periods_By_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_By_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Period" |
*
* @param {Periods_Choice_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_choice_label: ((inputs?: Periods_Choice_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_Choice_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No time recorded in this period." |
*
* @param {Periods_EmptyInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_empty: ((inputs?: Periods_EmptyInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_EmptyInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Fetching from the service…" |
*
* @param {Periods_FetchingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_fetching: ((inputs?: Periods_FetchingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_FetchingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "List" |
*
* @param {Periods_Grouping_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_grouping_label: ((inputs?: Periods_Grouping_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_Grouping_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Your hours by period" |
*
* @param {Periods_HeadingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_heading: ((inputs?: Periods_HeadingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_HeadingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Some days could not be fetched ({days}): the figures are partial." |
*
* @param {Periods_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_missing: ((inputs: Periods_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No project" |
*
* @param {Periods_No_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_no_project: ((inputs?: Periods_No_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_No_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours by period appear after the next refresh." |
*
* @param {Periods_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_none: ((inputs?: Periods_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This service has no reports, so hours by period are not shown for this account." |
*
* @param {Periods_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_not_offered: ((inputs?: Periods_Not_OfferedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_Not_OfferedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Enter opens the project." |
*
* @param {Periods_Open_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_open_hint: ((inputs?: Periods_Open_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_Open_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Some days could not be fetched: these hours are partial." |
*
* @param {Periods_PartialInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_partial: ((inputs?: Periods_PartialInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_PartialInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Customers with time in this period" |
*
* @param {Periods_Rows_CustomersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_rows_customers: ((inputs?: Periods_Rows_CustomersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_Rows_CustomersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Projects with time in this period" |
*
* @param {Periods_Rows_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_rows_projects: ((inputs?: Periods_Rows_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_Rows_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The saved figures are shown." |
*
* @param {Periods_Saved_ShownInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_saved_shown: ((inputs?: Periods_Saved_ShownInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_Saved_ShownInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Periods_TotalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_total: ((inputs?: Periods_TotalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_TotalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours by period" |
*
* @param {Periods_View_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_view_title: ((inputs?: Periods_View_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_View_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Everyone's time; yours: {hours}" |
*
* @param {Periods_YoursInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const periods_yours: ((inputs: Periods_YoursInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Periods_YoursInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Pin" |
*
* @param {Pin_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_button: ((inputs?: Pin_ButtonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_ButtonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Already pinned: {project}." |
*
* @param {Pin_Cli_Already_PinnedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_already_pinned: ((inputs: Pin_Cli_Already_PinnedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Cli_Already_PinnedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "It is archived, so lists show it only with showArchived on (`timetray config set showArchived true`)." |
*
* @param {Pin_Cli_Archived_HiddenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_archived_hidden: ((inputs?: Pin_Cli_Archived_HiddenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Cli_Archived_HiddenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{project} was not pinned." |
*
* @param {Pin_Cli_Not_PinnedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_not_pinned: ((inputs: Pin_Cli_Not_PinnedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Cli_Not_PinnedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Pinned {project}." |
*
* @param {Pin_Cli_PinnedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_pinned: ((inputs: Pin_Cli_PinnedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Cli_PinnedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Pinned" |
*
* @param {Pin_Cli_SectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_section: ((inputs?: Pin_Cli_SectionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Cli_SectionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Pin project ID: it comes first in the tray, the window and `projects`." |
*
* @param {Pin_Cli_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_summary: ((inputs?: Pin_Cli_SummaryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Cli_SummaryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unpin project ID." |
*
* @param {Pin_Cli_Unpin_SummaryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_unpin_summary: ((inputs?: Pin_Cli_Unpin_SummaryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Cli_Unpin_SummaryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unpinned {project}." |
*
* @param {Pin_Cli_UnpinnedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_cli_unpinned: ((inputs: Pin_Cli_UnpinnedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Cli_UnpinnedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Pinned must be true or false." |
*
* @param {Pin_Flag_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_flag_invalid: ((inputs?: Pin_Flag_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Flag_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project #{id} is no longer at the service, so it was unpinned." |
*
* @param {Pin_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_gone: ((inputs: Pin_GoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_GoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” (#{id}) is no longer at the service, so it was unpinned." |
*
* @param {Pin_Gone_NamedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_gone_named: ((inputs: Pin_Gone_NamedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Gone_NamedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{shortcut} pins or unpins" |
*
* @param {Pin_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_hint: ((inputs: Pin_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Pin {name}" |
*
* @param {Pin_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_project: ((inputs: Pin_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Pinned" |
*
* @param {Pin_SectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_section: ((inputs?: Pin_SectionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_SectionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "pinned" |
*
* @param {Pin_StateInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_state: ((inputs?: Pin_StateInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_StateInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Pinned" |
*
* @param {Pin_Tray_SectionInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const pin_tray_section: ((inputs?: Pin_Tray_SectionInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pin_Tray_SectionInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Project #{id}" |
*
* @param {Project_FallbackInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const project_fallback: ((inputs: Project_FallbackInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_FallbackInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This project no longer exists at the service — it was removed from the list." |
*
* @param {Project_GoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const project_gone: ((inputs?: Project_GoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_GoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Projects by customer" |
*
* @param {Projects_By_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const projects_by_customer: ((inputs?: Projects_By_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Projects_By_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "project" |
* | "other" | "projects" |
*
* @param {Projects_UnitInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const projects_unit: ((inputs: Projects_UnitInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Projects_UnitInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} / h" |
*
* @param {Rate_Per_HourInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rate_per_hour: ((inputs: Rate_Per_HourInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rate_Per_HourInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh projects" |
*
* @param {Refresh_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const refresh_projects: ((inputs?: Refresh_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refresh_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh ({shortcut})" |
*
* @param {Refresh_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const refresh_title: ((inputs: Refresh_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refresh_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Refreshing…" |
*
* @param {RefreshingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const refreshing: ((inputs?: RefreshingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RefreshingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {RemoveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove: ((inputs?: RemoveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RemoveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray ends its session at the service and forgets the account on this computer, with its budgets and pins: they are kept only here, so signing in again do..." |
*
* @param {Remove_Account_DetailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove_account_detail: ((inputs?: Remove_Account_DetailInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remove_Account_DetailInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remove this account…" |
*
* @param {Remove_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove_account_menu: ((inputs?: Remove_Account_MenuInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remove_Account_MenuInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {label}?" |
*
* @param {Remove_Account_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const remove_account_title: ((inputs: Remove_Account_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remove_Account_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Removing…" |
*
* @param {RemovingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const removing: ((inputs?: RemovingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RemovingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {RenameInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename: ((inputs?: RenameInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RenameInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Type a new name, or press Esc to keep the current one." |
*
* @param {Rename_BlankInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename_blank: ((inputs?: Rename_BlankInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rename_BlankInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Rename customer {label}" |
*
* @param {Rename_CustomerInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename_customer: ((inputs: Rename_CustomerInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rename_CustomerInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "New name for {label}" |
*
* @param {Rename_New_Name_ForInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const rename_new_name_for: ((inputs: Rename_New_Name_ForInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rename_New_Name_ForInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {RetryInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const retry: ((inputs?: RetryInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RetryInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Retrying…" |
*
* @param {RetryingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const retrying: ((inputs?: RetryingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RetryingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{minutes} minutes" |
*
* @param {Round_To_ChoiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const round_to_choice: ((inputs: Round_To_ChoiceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Round_To_ChoiceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Only invoices (timetray report --invoice) round, each entry up; every other figure stays exact." |
*
* @param {Round_To_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const round_to_hint: ((inputs?: Round_To_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Round_To_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Round invoice entries up to" |
*
* @param {Round_To_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const round_to_label: ((inputs?: Round_To_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Round_To_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Exact (no rounding)" |
*
* @param {Round_To_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const round_to_none: ((inputs?: Round_To_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Round_To_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {SaveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const save: ((inputs?: SaveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SaveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saved: ((inputs?: SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the list below is the saved one." |
*
* @param {Saved_List_NoteInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saved_list_note: ((inputs?: Saved_List_NoteInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_List_NoteInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | day | output |
* | --- | --- |
* | * | "the list below is the saved one from {when}." |
*
* @param {Saved_List_Note_FromInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saved_list_note_from: ((inputs: Saved_List_Note_FromInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_List_Note_FromInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {SavingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const saving: ((inputs?: SavingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SavingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Every word must match a project, its customer or its #id. ↓ moves to the list." |
*
* @param {Search_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const search_hint: ((inputs?: Search_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Search projects" |
*
* @param {Search_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const search_label: ((inputs?: Search_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Search projects…" |
*
* @param {Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const search_placeholder: ((inputs?: Search_PlaceholderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_PlaceholderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Service address" |
*
* @param {Service_AddressInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const service_address: ((inputs?: Service_AddressInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_AddressInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Set shortcut" |
*
* @param {Set_ShortcutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const set_shortcut: ((inputs?: Set_ShortcutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_ShortcutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {SettingsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const settings: ((inputs?: SettingsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SettingsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Settings and health check…" |
*
* @param {Settings_And_Health_LinkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const settings_and_health_link: ((inputs?: Settings_And_Health_LinkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_And_Health_LinkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "settings.json held values Timetray could not use; they are back at their defaults:" |
*
* @param {Settings_ProblemsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const settings_problems: ((inputs?: Settings_ProblemsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_ProblemsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{name} ({accountId})" |
*
* @param {Shell_Account_ItemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_account_item: ((inputs: Shell_Account_ItemInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_ItemInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{name} ({accountId}) — signed out" |
*
* @param {Shell_Account_Item_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_account_item_signed_out: ((inputs: Shell_Account_Item_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_Item_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add account…" |
*
* @param {Shell_Add_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_add_account: ((inputs?: Shell_Add_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Add_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Use this CA" |
*
* @param {Shell_Ca_Dialog_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_ca_dialog_button: ((inputs?: Shell_Ca_Dialog_ButtonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Ca_Dialog_ButtonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "All files" |
*
* @param {Shell_Ca_Dialog_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_ca_dialog_filter_all: ((inputs?: Shell_Ca_Dialog_Filter_AllInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Ca_Dialog_Filter_AllInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "CA certificates (PEM)" |
*
* @param {Shell_Ca_Dialog_Filter_PemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_ca_dialog_filter_pem: ((inputs?: Shell_Ca_Dialog_Filter_PemInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Ca_Dialog_Filter_PemInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the CA certificate of your network (PEM)" |
*
* @param {Shell_Ca_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_ca_dialog_title: ((inputs?: Shell_Ca_Dialog_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Ca_Dialog_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Keychain locked" |
*
* @param {Shell_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_keychain_locked: ((inputs?: Shell_Keychain_LockedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Keychain_LockedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "macOS Keychain" |
*
* @param {Shell_Keychain_MacosInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_keychain_macos: ((inputs?: Shell_Keychain_MacosInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Keychain_MacosInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Windows Credential Manager" |
*
* @param {Shell_Keychain_WindowsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_keychain_windows: ((inputs?: Shell_Keychain_WindowsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Keychain_WindowsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Launch at login waits for your approval: allow Timetray in {place}." |
*
* @param {Shell_Login_Needs_ApprovalInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_needs_approval: ((inputs: Shell_Login_Needs_ApprovalInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Login_Needs_ApprovalInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{file} does not say so afterwards." |
*
* @param {Shell_Login_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_not_confirmed: ((inputs: Shell_Login_Not_ConfirmedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Login_Not_ConfirmedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Launch at login could not be turned off: {reason}" |
*
* @param {Shell_Login_Off_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_off_failed: ((inputs: Shell_Login_Off_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Login_Off_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Launch at login could not be turned on: {reason}" |
*
* @param {Shell_Login_On_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_on_failed: ((inputs: Shell_Login_On_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Login_On_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "System Settings → General → Login Items" |
*
* @param {Shell_Login_Place_MacosInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_place_macos: ((inputs?: Shell_Login_Place_MacosInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Login_Place_MacosInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Task Manager → Startup apps" |
*
* @param {Shell_Login_Place_WindowsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_place_windows: ((inputs?: Shell_Login_Place_WindowsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Login_Place_WindowsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the system still says off (check {place})." |
*
* @param {Shell_Login_System_Says_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_system_says_off: ((inputs: Shell_Login_System_Says_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Login_System_Says_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the system still says on (check {place})." |
*
* @param {Shell_Login_System_Says_OnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_system_says_on: ((inputs: Shell_Login_System_Says_OnInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Login_System_Says_OnInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Launch at login is not available on {platform}." |
*
* @param {Shell_Login_UnavailableInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_login_unavailable: ((inputs: Shell_Login_UnavailableInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Login_UnavailableInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} more customer — Show all in window…" |
* | "other" | "{countText} more customers — Show all in window…" |
*
* @param {Shell_More_CustomersInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_more_customers: ((inputs: Shell_More_CustomersInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_More_CustomersInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{countText} more — Show all in window…" |
*
* @param {Shell_More_In_GroupInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_more_in_group: ((inputs: Shell_More_In_GroupInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_More_In_GroupInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No active projects" |
*
* @param {Shell_No_Active_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_no_active_projects: ((inputs?: Shell_No_Active_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_No_Active_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No projects" |
*
* @param {Shell_No_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_no_projects: ((inputs?: Shell_No_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_No_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "No StatusNotifier host ({watcher}) is running on this session. On GNOME, install and enable the “AppIndicator and KStatusNotifierItem Support” extension (Deb..." |
*
* @param {Shell_No_Tray_Host_DetailInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_no_tray_host_detail: ((inputs: Shell_No_Tray_Host_DetailInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_No_Tray_Host_DetailInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This desktop shows no tray icons, so Timetray opened its window instead." |
*
* @param {Shell_No_Tray_Host_MessageInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_no_tray_host_message: ((inputs?: Shell_No_Tray_Host_MessageInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_No_Tray_Host_MessageInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray has no tray icon here" |
*
* @param {Shell_No_Tray_Host_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_no_tray_host_title: ((inputs?: Shell_No_Tray_Host_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_No_Tray_Host_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not refreshed yet" |
*
* @param {Shell_Not_Refreshed_YetInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_not_refreshed_yet: ((inputs?: Shell_Not_Refreshed_YetInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Refreshed_YetInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not signed in" |
*
* @param {Shell_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_not_signed_in: ((inputs?: Shell_Not_Signed_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Signed_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Open Timetray" |
*
* @param {Shell_OpenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_open: ((inputs?: Shell_OpenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_OpenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {percent}% of this billing cycle’s budget" |
*
* @param {Shell_Period_Budget_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_period_budget_cycle: ((inputs: Shell_Period_Budget_CycleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Period_Budget_CycleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {percent}% of this month’s budget" |
*
* @param {Shell_Period_Budget_MonthInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_period_budget_month: ((inputs: Shell_Period_Budget_MonthInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Period_Budget_MonthInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {percent}% of this week’s budget" |
*
* @param {Shell_Period_Budget_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_period_budget_week: ((inputs: Shell_Period_Budget_WeekInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Period_Budget_WeekInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Today {today} · Week {week}" |
*
* @param {Shell_Periods_LineInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_periods_line: ((inputs: Shell_Periods_LineInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Periods_LineInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Hours by period: this service has no reports" |
*
* @param {Shell_Periods_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_periods_not_offered: ((inputs?: Shell_Periods_Not_OfferedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Periods_Not_OfferedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{line} (partial)" |
*
* @param {Shell_Periods_PartialInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_periods_partial: ((inputs: Shell_Periods_PartialInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Periods_PartialInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{item} · cycle {hours}" |
*
* @param {Shell_Pinned_CycleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_pinned_cycle: ((inputs: Shell_Pinned_CycleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Pinned_CycleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{name} — {total}" |
*
* @param {Shell_Project_ItemInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_project_item: ((inputs: Shell_Project_ItemInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Project_ItemInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (archived) — {total}" |
*
* @param {Shell_Project_Item_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_project_item_archived: ((inputs: Shell_Project_Item_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Project_Item_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Quit Timetray" |
*
* @param {Shell_QuitInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_quit: ((inputs?: Shell_QuitInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_QuitInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Recent" |
*
* @param {Shell_RecentInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_recent: ((inputs?: Shell_RecentInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_RecentInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Shell_RefreshInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_refresh: ((inputs?: Shell_RefreshInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_RefreshInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{accelerator} is not a shortcut Electron accepts ({reason}) — choose another." |
*
* @param {Shell_Shortcut_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_shortcut_invalid: ((inputs: Shell_Shortcut_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Shortcut_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{accelerator} could not be registered. On Wayland a global shortcut works only through the desktop's GlobalShortcuts portal (KDE Plasma; GNOME 48+ asks you t..." |
*
* @param {Shell_Shortcut_Refused_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_shortcut_refused_wayland: ((inputs: Shell_Shortcut_Refused_WaylandInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Shortcut_Refused_WaylandInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{accelerator} is taken by another app or the desktop refused it — choose another." |
*
* @param {Shell_Shortcut_TakenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_shortcut_taken: ((inputs: Shell_Shortcut_TakenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Shortcut_TakenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Show all in window…" |
*
* @param {Shell_Show_AllInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_show_all: ((inputs?: Shell_Show_AllInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Show_AllInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in…" |
*
* @param {Shell_Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_sign_in: ((inputs?: Shell_Sign_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Sign_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray could not sign out: {reason}" |
*
* @param {Shell_Sign_Out_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_sign_out_failed: ((inputs: Shell_Sign_Out_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Sign_Out_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray could not start" |
*
* @param {Shell_Start_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_start_failure_title: ((inputs?: Shell_Start_Failure_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Start_Failure_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "An unexpected {name} stopped the start. Please report it." |
*
* @param {Shell_Start_Unexpected_ErrorInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_start_unexpected_error: ((inputs: Shell_Start_Unexpected_ErrorInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Start_Unexpected_ErrorInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "An unexpected {name} stopped the start ({frame}). Please report it." |
*
* @param {Shell_Start_Unexpected_Error_AtInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_start_unexpected_error_at: ((inputs: Shell_Start_Unexpected_Error_AtInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Start_Unexpected_Error_AtInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "An unexpected {type} was thrown while starting." |
*
* @param {Shell_Start_Unexpected_ValueInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_start_unexpected_value: ((inputs: Shell_Start_Unexpected_ValueInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Start_Unexpected_ValueInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Starting — reading your accounts and the keychain…" |
*
* @param {Shell_StartingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_starting: ((inputs?: Shell_StartingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_StartingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray could not switch accounts: {reason}" |
*
* @param {Shell_Switch_Account_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_switch_account_failed: ((inputs: Shell_Switch_Account_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Switch_Account_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Timetray — {countText} project" |
* | "other" | "Timetray — {countText} projects" |
*
* @param {Shell_Tooltip_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_tooltip_projects: ((inputs: Shell_Tooltip_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Tooltip_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray — signed out" |
*
* @param {Shell_Tooltip_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_tooltip_signed_out: ((inputs?: Shell_Tooltip_Signed_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Tooltip_Signed_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The tray icon is missing or unreadable: {file}" |
*
* @param {Shell_Tray_Icon_MissingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_tray_icon_missing: ((inputs: Shell_Tray_Icon_MissingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Tray_Icon_MissingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Updated {age}" |
*
* @param {Shell_Updated_AgoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_updated_ago: ((inputs: Shell_Updated_AgoInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Updated_AgoInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Updated at {time}" |
*
* @param {Shell_Updated_AtInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_updated_at: ((inputs: Shell_Updated_AtInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Updated_AtInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Updated on {date}, {time}" |
*
* @param {Shell_Updated_OnInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shell_updated_on: ((inputs: Shell_Updated_OnInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Updated_OnInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Off by default. Modifiers and one key, e.g. {example}." |
*
* @param {Shortcut_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_hint: ((inputs: Shortcut_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "On Wayland the shortcut works only through your desktop's global-shortcuts portal, which may ask you to confirm it." |
*
* @param {Shortcut_Hint_WaylandInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_hint_wayland: ((inputs?: Shortcut_Hint_WaylandInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_Hint_WaylandInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. {example}" |
*
* @param {Shortcut_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_placeholder: ((inputs: Shortcut_PlaceholderInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_PlaceholderInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: “{text}” is not a shortcut Timetray understands; use one or more modifiers (Ctrl, Alt, Shift, Super) and one key, e.g. {example}." |
*
* @param {Shortcut_RefusedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_refused: ((inputs: Shortcut_RefusedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_RefusedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Shortcut saved." |
*
* @param {Shortcut_SavedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_saved: ((inputs?: Shortcut_SavedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_SavedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Shortcut turned off." |
*
* @param {Shortcut_Turned_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const shortcut_turned_off: ((inputs?: Shortcut_Turned_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_Turned_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Show archived" |
*
* @param {Show_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const show_archived: ((inputs?: Show_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Show_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Show archived projects" |
*
* @param {Show_Archived_ProjectsInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const show_archived_projects: ((inputs?: Show_Archived_ProjectsInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Show_Archived_ProjectsInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Sign_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in: ((inputs?: Sign_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Add an account" |
*
* @param {Sign_In_Adding_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_adding_title: ((inputs?: Sign_In_Adding_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_In_Adding_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in again" |
*
* @param {Sign_In_Again_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_again_title: ((inputs?: Sign_In_Again_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_In_Again_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to Timetray" |
*
* @param {Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_title: ((inputs?: Sign_In_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_In_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the email and the password, and that the account ID is the code after /a/ in the web app's address: with {accountId}, your projects page would be {exam..." |
*
* @param {Sign_In_What_To_CheckInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_what_to_check: ((inputs: Sign_In_What_To_CheckInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_In_What_To_CheckInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Check the email and the password, and that the account ID is the code after /a/ in the web app's address." |
*
* @param {Sign_In_What_To_Check_ShortInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_in_what_to_check_short: ((inputs?: Sign_In_What_To_Check_ShortInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_In_What_To_Check_ShortInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Sign_OutInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const sign_out: ((inputs?: Sign_OutInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sign_OutInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Signing_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const signing_in: ((inputs?: Signing_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signing_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray could not load its state. Please restart it." |
*
* @param {State_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const state_load_failed: ((inputs?: State_Load_FailedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<State_Load_FailedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const status_active: ((inputs?: Status_ActiveInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_ActiveInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Archived" |
*
* @param {Status_ArchivedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const status_archived: ((inputs?: Status_ArchivedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_ArchivedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "the service" |
*
* @param {The_ServiceInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const the_service: ((inputs?: The_ServiceInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<The_ServiceInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Use an existing token" |
*
* @param {Token_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const token_title: ((inputs?: Token_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Token_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The service binds a token to the User-Agent of the program that created it. Sent with any other User-Agent, the token is destroyed for good. Enter that progr..." |
*
* @param {Token_WarningInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const token_warning: ((inputs?: Token_WarningInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Token_WarningInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing" |
*
* @param {Tray_Title_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const tray_title_off: ((inputs?: Tray_Title_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Title_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Today's hours" |
*
* @param {Tray_Title_TodayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const tray_title_today: ((inputs?: Tray_Title_TodayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Title_TodayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "This week's hours" |
*
* @param {Tray_Title_WeekInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const tray_title_week: ((inputs?: Tray_Title_WeekInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Title_WeekInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Try_AgainInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const try_again: ((inputs?: Try_AgainInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Try_AgainInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Trying…" |
*
* @param {TryingInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const trying: ((inputs?: TryingInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<TryingInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Turn off" |
*
* @param {Turn_OffInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const turn_off: ((inputs?: Turn_OffInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Turn_OffInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unpin" |
*
* @param {Unpin_ButtonInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const unpin_button: ((inputs?: Unpin_ButtonInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unpin_ButtonInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Unpin {name}" |
*
* @param {Unpin_ProjectInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const unpin_project: ((inputs: Unpin_ProjectInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unpin_ProjectInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out on this computer. The service could not be reached to end the session there; it ends by itself after 30 days unused." |
*
* @param {Unrevoked_NoticeInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const unrevoked_notice: ((inputs?: Unrevoked_NoticeInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unrevoked_NoticeInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "updated" |
*
* @param {UpdatedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const updated: ((inputs?: UpdatedInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<UpdatedInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Use token" |
*
* @param {Use_TokenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const use_token: ((inputs?: Use_TokenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Use_TokenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Use an existing API token instead…" |
*
* @param {Use_Token_LinkInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const use_token_link: ((inputs?: Use_Token_LinkInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Use_Token_LinkInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Open Rabbiit" |
*
* @param {Webapp_OpenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const webapp_open: ((inputs?: Webapp_OpenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Webapp_OpenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Open in Rabbiit" |
*
* @param {Webapp_Open_InInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const webapp_open_in: ((inputs?: Webapp_Open_InInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Webapp_Open_InInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Open Rabbiit" |
*
* @param {Webapp_Tray_OpenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const webapp_tray_open: ((inputs?: Webapp_Tray_OpenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Webapp_Tray_OpenInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "As the language does" |
*
* @param {Week_Start_AutoInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const week_start_auto: ((inputs?: Week_Start_AutoInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Week_Start_AutoInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Monday" |
*
* @param {Week_Start_MondayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const week_start_monday: ((inputs?: Week_Start_MondayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Week_Start_MondayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Sunday" |
*
* @param {Week_Start_SundayInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const week_start_sunday: ((inputs?: Week_Start_SundayInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Week_Start_SundayInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Timetray" |
*
* @param {Window_TitleInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const window_title: ((inputs?: Window_TitleInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_TitleInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "A budget per period's pace counts only these days." |
*
* @param {Work_Days_HintInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const work_days_hint: ((inputs?: Work_Days_HintInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Work_Days_HintInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Working days" |
*
* @param {Work_Days_LabelInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const work_days_label: ((inputs?: Work_Days_LabelInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Work_Days_LabelInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Keep at least one working day." |
*
* @param {Work_Days_NoneInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const work_days_none: ((inputs?: Work_Days_NoneInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Work_Days_NoneInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type AboutInputs = {};
export type About_CacheInputs = {};
export type About_KeychainInputs = {};
export type About_LogsInputs = {};
export type About_Settings_FolderInputs = {};
export type About_User_AgentInputs = {};
export type About_VersionInputs = {};
export type Account_Id_Hint_EndInputs = {};
export type Account_Id_Hint_StartInputs = {};
export type Account_LabelInputs = {};
export type Account_Signed_OutInputs = {
    account: NonNullable<unknown>;
};
export type AccountsInputs = {};
export type Add_AccountInputs = {};
export type Add_Account_MenuInputs = {};
export type Age_AtInputs = {
    date: NonNullable<unknown>;
};
export type Age_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Age_HoursInputs = {
    count: NonNullable<unknown>;
};
export type Age_Just_NowInputs = {};
export type Age_MinutesInputs = {
    count: NonNullable<unknown>;
};
export type All_ArchivedInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Another_Account_Or_AddressInputs = {};
export type Archived_BadgeInputs = {};
export type As_OfInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type As_Of_RefreshingInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type BackInputs = {};
export type Banner_Saved_ListInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type BillableInputs = {};
export type Billable_By_PersonInputs = {};
export type Billable_By_ProjectInputs = {};
export type Bridge_MissingInputs = {};
export type Budget_Account_GoneInputs = {};
export type Budget_Alert_PassedInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Budget_Alert_Passed_CycleInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Budget_Alert_Passed_MonthInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Budget_Alert_Passed_WeekInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Budget_Alerts_HintInputs = {};
export type Budget_Alerts_LabelInputs = {};
export type Budget_Both_EmptyInputs = {};
export type Budget_ChangeInputs = {};
export type Budget_Change_ButtonInputs = {};
export type Budget_Change_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Budget_Chip_LabelInputs = {
    name: NonNullable<unknown>;
    summary: NonNullable<unknown>;
};
export type Budget_Clear_ButtonInputs = {};
export type Budget_ClearedInputs = {};
export type Budget_Cli_Bad_NumberInputs = {
    option: NonNullable<unknown>;
    example: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Budget_Cli_Bad_PerInputs = {
    per: NonNullable<unknown>;
};
export type Budget_Cli_BothInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Budget_Cli_Budgets_Cached_OptionInputs = {};
export type Budget_Cli_Budgets_NotesInputs = {};
export type Budget_Cli_Budgets_SummaryInputs = {};
export type Budget_Cli_Cell_OverInputs = {
    progress: NonNullable<unknown>;
};
export type Budget_Cli_Cell_UnknownInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Clear_AloneInputs = {};
export type Budget_Cli_Clear_OptionInputs = {};
export type Budget_Cli_ClearedInputs = {
    project: NonNullable<unknown>;
};
export type Budget_Cli_Customer_IdInputs = {
    id: NonNullable<unknown>;
};
export type Budget_Cli_Customer_LifetimeInputs = {};
export type Budget_Cli_Customer_NamedInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_Customer_OptionInputs = {};
export type Budget_Cli_Gone_ChangeInputs = {
    id: NonNullable<unknown>;
};
export type Budget_Cli_Had_NoneInputs = {
    project: NonNullable<unknown>;
};
export type Budget_Cli_Half_UnknownInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Budget_Cli_Hours_OptionInputs = {};
export type Budget_Cli_LabelInputs = {};
export type Budget_Cli_NearInputs = {
    progress: NonNullable<unknown>;
};
export type Budget_Cli_No_BudgetsInputs = {};
export type Budget_Cli_NoneInputs = {
    project: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_Not_ListedInputs = {
    limit: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_NotesInputs = {};
export type Budget_Cli_OverInputs = {
    progress: NonNullable<unknown>;
};
export type Budget_Cli_Pace_AheadInputs = {};
export type Budget_Cli_Pace_BehindInputs = {};
export type Budget_Cli_Pace_LineInputs = {
    gone: NonNullable<unknown>;
    pace: NonNullable<unknown>;
};
export type Budget_Cli_Pace_On_PaceInputs = {};
export type Budget_Cli_Pace_Slightly_AheadInputs = {};
export type Budget_Cli_Pace_Slightly_BehindInputs = {};
export type Budget_Cli_PartialInputs = {};
export type Budget_Cli_Per_CycleInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Per_LifetimeInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Per_MonthInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Per_NeededInputs = {};
export type Budget_Cli_Per_OptionInputs = {};
export type Budget_Cli_Per_WeekInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Period_ClearedInputs = {
    target: NonNullable<unknown>;
};
export type Budget_Cli_Period_Had_NoneInputs = {
    target: NonNullable<unknown>;
};
export type Budget_Cli_Period_HeadInputs = {
    target: NonNullable<unknown>;
    budget: NonNullable<unknown>;
};
export type Budget_Cli_Period_LineInputs = {
    period: NonNullable<unknown>;
    used: NonNullable<unknown>;
    progress: NonNullable<unknown>;
};
export type Budget_Cli_Period_NoneInputs = {
    target: NonNullable<unknown>;
    how: NonNullable<unknown>;
};
export type Budget_Cli_ProgressInputs = {
    percent: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Progress_BothInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Budget_Cli_Progress_NoneInputs = {};
export type Budget_Cli_Progress_UnknownInputs = {
    limit: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_Project_IdInputs = {
    id: NonNullable<unknown>;
};
export type Budget_Cli_Project_NamedInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_Project_Or_CustomerInputs = {};
export type Budget_Cli_SetInputs = {
    project: NonNullable<unknown>;
    budget: NonNullable<unknown>;
};
export type Budget_Cli_SummaryInputs = {};
export type Budget_Cli_Used_BothInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Budget_Cli_Value_OptionInputs = {};
export type Budget_Cli_WhichInputs = {};
export type Budget_Currency_HintInputs = {};
export type Budget_Currency_IgnoredInputs = {};
export type Budget_Currency_LabelInputs = {};
export type Budget_Currency_NoneInputs = {};
export type Budget_Customer_Card_HeadingInputs = {};
export type Budget_Customer_Not_In_ListInputs = {
    id: NonNullable<unknown>;
};
export type Budget_Editor_HintInputs = {};
export type Budget_EmptyInputs = {};
export type Budget_Form_CustomersInputs = {};
export type Budget_Form_HintInputs = {};
export type Budget_Form_PerInputs = {};
export type Budget_Form_Per_CycleInputs = {};
export type Budget_Form_Per_MonthInputs = {};
export type Budget_Form_Per_WeekInputs = {};
export type Budget_Form_ProjectsInputs = {};
export type Budget_Form_TargetInputs = {};
export type Budget_HeadingInputs = {};
export type Budget_Hours_FieldInputs = {};
export type Budget_Hours_Field_InvalidInputs = {
    max: NonNullable<unknown>;
};
export type Budget_Hours_InvalidInputs = {
    max: NonNullable<unknown>;
};
export type Budget_Hours_LimitInputs = {
    hours: NonNullable<unknown>;
};
export type Budget_Hours_OfInputs = {
    percent: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Budget_Hours_UnknownInputs = {
    hours: NonNullable<unknown>;
};
export type Budget_Kind_CustomerInputs = {};
export type Budget_Kind_ProjectInputs = {};
export type Budget_Last_LineInputs = {
    period: NonNullable<unknown>;
    used: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Budget_Last_UnknownInputs = {
    period: NonNullable<unknown>;
};
export type Budget_Limit_BothInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Budget_MarkerInputs = {
    percent: NonNullable<unknown>;
};
export type Budget_NearInputs = {};
export type Budget_NoneInputs = {};
export type Budget_Not_In_ListInputs = {
    id: NonNullable<unknown>;
};
export type Budget_OverInputs = {};
export type Budget_Pace_AheadInputs = {};
export type Budget_Pace_BehindInputs = {};
export type Budget_Pace_LineInputs = {
    gone: NonNullable<unknown>;
    pace: NonNullable<unknown>;
};
export type Budget_Pace_On_PaceInputs = {};
export type Budget_Pace_Slightly_AheadInputs = {};
export type Budget_Pace_Slightly_BehindInputs = {};
export type Budget_PartialInputs = {};
export type Budget_Per_CycleInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Per_InvalidInputs = {};
export type Budget_Per_MonthInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Per_WeekInputs = {
    limit: NonNullable<unknown>;
};
export type Budget_Period_Card_HeadingInputs = {};
export type Budget_Period_UsedInputs = {
    period: NonNullable<unknown>;
    used: NonNullable<unknown>;
};
export type Budget_Progress_LabelInputs = {};
export type Budget_RemoveInputs = {};
export type Budget_Remove_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Budget_RemovedInputs = {};
export type Budget_SavedInputs = {};
export type Budget_Set_ButtonInputs = {};
export type Budget_Shape_InvalidInputs = {};
export type Budget_Value_FieldInputs = {};
export type Budget_Value_Field_InvalidInputs = {
    max: NonNullable<unknown>;
};
export type Budget_Value_InvalidInputs = {
    max: NonNullable<unknown>;
};
export type Budget_Value_OfInputs = {
    spent: NonNullable<unknown>;
    budget: NonNullable<unknown>;
};
export type Budget_Value_PercentInputs = {
    percent: NonNullable<unknown>;
    budget: NonNullable<unknown>;
};
export type Budget_Value_UnknownInputs = {
    budget: NonNullable<unknown>;
};
export type Budget_Web_App_UnsafeInputs = {};
export type Budgets_Add_ButtonInputs = {};
export type Budgets_Lifetime_HeadingInputs = {};
export type Budgets_NoneInputs = {};
export type Budgets_Not_OfferedInputs = {};
export type Budgets_Period_HeadingInputs = {};
export type Budgets_View_TitleInputs = {};
export type Ca_Choose_AgainInputs = {};
export type Ca_File_HintInputs = {};
export type Ca_File_RemovedInputs = {};
export type Ca_File_SavedInputs = {};
export type Ca_Give_Flag_AgainInputs = {};
export type Call_FailedInputs = {};
export type CancelInputs = {};
export type Chart_DayInputs = {
    day: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Chart_Day_UnknownInputs = {
    day: NonNullable<unknown>;
};
export type Chart_LabelInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Chart_Label_TeamInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Chart_TodayInputs = {
    day: NonNullable<unknown>;
};
export type Check_AccountsInputs = {};
export type Check_Ca_FileInputs = {};
export type Check_ClockInputs = {};
export type Check_KeychainInputs = {};
export type Check_ProxyInputs = {};
export type Check_ServiceInputs = {};
export type Check_Session_TypeInputs = {};
export type Check_SettingsInputs = {};
export type Check_ShortcutInputs = {};
export type Check_Tray_HostInputs = {};
export type CheckingInputs = {};
export type Choose_Ca_FileInputs = {};
export type Cli_Accepted_BooleanInputs = {};
export type Cli_Accepted_Ca_FileInputs = {};
export type Cli_Accepted_CurrencyInputs = {};
export type Cli_Accepted_Cycle_Start_DayInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Cli_Accepted_IntervalInputs = {};
export type Cli_Accepted_LanguageInputs = {
    choices: NonNullable<unknown>;
};
export type Cli_Accepted_Round_ToInputs = {
    choices: NonNullable<unknown>;
};
export type Cli_Accepted_ShortcutInputs = {};
export type Cli_Accepted_Tray_TitleInputs = {
    choices: NonNullable<unknown>;
};
export type Cli_Accepted_Week_StartInputs = {
    choices: NonNullable<unknown>;
};
export type Cli_Accepted_Work_DaysInputs = {};
export type Cli_AcceptsInputs = {
    options: NonNullable<unknown>;
};
export type Cli_Account_ArgumentInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Account_Key_LineInputs = {
    key: NonNullable<unknown>;
};
export type Cli_Account_LineInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
    baseUrl: NonNullable<unknown>;
    state: NonNullable<unknown>;
    lastUsed: NonNullable<unknown>;
};
export type Cli_Account_OptionInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Archived_FlagInputs = {};
export type Cli_Argument_CountInputs = {
    expected: NonNullable<unknown>;
    usage: NonNullable<unknown>;
    got: NonNullable<unknown>;
};
export type Cli_Argument_NoneInputs = {
    usage: NonNullable<unknown>;
    given: NonNullable<unknown>;
};
export type Cli_Argument_RangeInputs = {
    least: NonNullable<unknown>;
    most: NonNullable<unknown>;
};
export type Cli_Ask_Account_IdInputs = {};
export type Cli_Ask_EmailInputs = {};
export type Cli_Ask_PasswordInputs = {};
export type Cli_Ask_Service_AddressInputs = {};
export type Cli_Ask_TokenInputs = {};
export type Cli_Bad_ShortcutInputs = {
    text: NonNullable<unknown>;
};
export type Cli_Billable_By_PersonInputs = {};
export type Cli_Billable_By_ProjectInputs = {};
export type Cli_BothInputs = {
    first: NonNullable<unknown>;
    second: NonNullable<unknown>;
};
export type Cli_Ca_File_FlagInputs = {
    problem: NonNullable<unknown>;
    fix: NonNullable<unknown>;
};
export type Cli_Ca_UnusableInputs = {
    problem: NonNullable<unknown>;
    fix: NonNullable<unknown>;
};
export type Cli_CancelledInputs = {};
export type Cli_Command_AcceptsInputs = {
    command: NonNullable<unknown>;
    options: NonNullable<unknown>;
};
export type Cli_Config_App_AppliesInputs = {};
export type Cli_Config_NowInputs = {
    key: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cli_Config_UsageInputs = {};
export type Cli_Count_BudgetsInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Count_PinsInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Customer_GroupInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Cli_Customer_Not_In_AccountInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Customer_NumberInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Customer_RenamedInputs = {
    id: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Cli_Dash_ValueInputs = {
    value: NonNullable<unknown>;
    corrected: NonNullable<unknown>;
};
export type Cli_Details_CachedInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Details_FetchedInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Did_You_Mean_OptionInputs = {
    nearest: NonNullable<unknown>;
};
export type Cli_Disk_FullInputs = {};
export type Cli_Help_Commands_HeadingInputs = {};
export type Cli_Help_Exit_CodesInputs = {};
export type Cli_Help_Global_Options_HeadingInputs = {};
export type Cli_Help_IntroInputs = {};
export type Cli_Help_Json_HeadingInputs = {};
export type Cli_Help_Json_ShapesInputs = {};
export type Cli_Help_Options_HeadingInputs = {};
export type Cli_Help_Options_PlaceholderInputs = {};
export type Cli_Help_See_OverviewInputs = {};
export type Cli_Help_Settings_WhereInputs = {};
export type Cli_Help_TimesInputs = {};
export type Cli_Help_Usage_LineInputs = {
    usage: NonNullable<unknown>;
};
export type Cli_Help_Usage_OverviewInputs = {};
export type Cli_Input_EndedInputs = {};
export type Cli_Invoice_By_ProjectInputs = {};
export type Cli_Invoice_Money_HiddenInputs = {};
export type Cli_Invoice_Needs_CustomerInputs = {};
export type Cli_Invoice_OptionInputs = {};
export type Cli_Invoice_PartialInputs = {
    days: NonNullable<unknown>;
};
export type Cli_Invoice_RateInputs = {};
export type Cli_Invoice_RoundedInputs = {
    minutes: NonNullable<unknown>;
};
export type Cli_Invoice_TitleInputs = {
    customer: NonNullable<unknown>;
    period: NonNullable<unknown>;
};
export type Cli_Label_BillableInputs = {};
export type Cli_Label_ChangedInputs = {};
export type Cli_Label_CreatedInputs = {};
export type Cli_Label_CustomerInputs = {};
export type Cli_Label_DescriptionInputs = {};
export type Cli_Label_HoursInputs = {};
export type Cli_Label_MembersInputs = {};
export type Cli_Label_Open_TasksInputs = {};
export type Cli_Label_RateInputs = {};
export type Cli_Label_StatusInputs = {};
export type Cli_Label_ValueInputs = {};
export type Cli_Last_Use_UnknownInputs = {};
export type Cli_Last_Used_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Cli_Last_Used_TodayInputs = {};
export type Cli_Last_Used_YesterdayInputs = {};
export type Cli_List_CachedInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_List_RefreshedInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_List_SavedInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Logout_Not_Signed_InInputs = {
    label: NonNullable<unknown>;
};
export type Cli_Logout_Not_ToldInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Logout_RevokedInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Markdown_Or_JsonInputs = {};
export type Cli_Needs_ValueInputs = {
    option: NonNullable<unknown>;
    valueName: NonNullable<unknown>;
};
export type Cli_NoInputs = {};
export type Cli_No_Account_MatchesInputs = {
    text: NonNullable<unknown>;
};
export type Cli_No_Account_To_Sign_OutInputs = {};
export type Cli_No_Account_YetInputs = {};
export type Cli_No_Accounts_YetInputs = {};
export type Cli_No_Active_AccountInputs = {};
export type Cli_No_CommandInputs = {};
export type Cli_No_CustomerInputs = {};
export type Cli_No_List_To_CheckInputs = {
    id: NonNullable<unknown>;
};
export type Cli_No_Password_GivenInputs = {};
export type Cli_No_Terminal_PasswordInputs = {};
export type Cli_No_Terminal_SecretInputs = {};
export type Cli_No_Token_GivenInputs = {};
export type Cli_Not_An_IdInputs = {
    value: NonNullable<unknown>;
};
export type Cli_Not_An_Option_OfInputs = {
    command: NonNullable<unknown>;
    option: NonNullable<unknown>;
};
export type Cli_Not_CachedInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Not_In_AccountInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Not_SavedInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Notes_DoctorInputs = {};
export type Cli_Notes_ProjectInputs = {};
export type Cli_Notes_ProjectsInputs = {};
export type Cli_Notes_Projects_SearchInputs = {
    words: NonNullable<unknown>;
};
export type Cli_Notes_ReportInputs = {
    period: NonNullable<unknown>;
};
export type Cli_Now_UsingInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Now_Using_Keychain_LockedInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Now_Using_Keychain_UnavailableInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Now_Using_Signed_OutInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Opt_Account_IdInputs = {};
export type Cli_Opt_Base_UrlInputs = {};
export type Cli_Opt_Ca_FileInputs = {};
export type Cli_Opt_Email_ImportInputs = {};
export type Cli_Opt_Email_LoginInputs = {};
export type Cli_Opt_HelpInputs = {};
export type Cli_Opt_JsonInputs = {};
export type Cli_Opt_LabelInputs = {};
export type Cli_Opt_Logout_AccountInputs = {};
export type Cli_Opt_MarkdownInputs = {};
export type Cli_Opt_Password_StdinInputs = {};
export type Cli_Opt_Project_CachedInputs = {};
export type Cli_Opt_Projects_CachedInputs = {};
export type Cli_Opt_Remove_YesInputs = {};
export type Cli_Opt_Report_ByInputs = {};
export type Cli_Opt_Report_CachedInputs = {};
export type Cli_Opt_Report_CsvInputs = {};
export type Cli_Opt_Report_CustomerInputs = {};
export type Cli_Opt_Report_MarkdownInputs = {};
export type Cli_Opt_Report_ProjectInputs = {};
export type Cli_Opt_User_AgentInputs = {};
export type Cli_Opt_VersionInputs = {};
export type Cli_Option_RefusedInputs = {
    given: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Cli_Option_RequiredInputs = {
    option: NonNullable<unknown>;
    command: NonNullable<unknown>;
};
export type Cli_Output_FailedInputs = {
    why: NonNullable<unknown>;
};
export type Cli_Password_Stdin_EmptyInputs = {};
export type Cli_Per_HourInputs = {
    money: NonNullable<unknown>;
};
export type Cli_Period_CycleInputs = {};
export type Cli_Period_FigureInputs = {
    hours: NonNullable<unknown>;
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Period_Last_CycleInputs = {};
export type Cli_Period_Last_MonthInputs = {};
export type Cli_Period_Last_WeekInputs = {};
export type Cli_Period_MonthInputs = {};
export type Cli_Period_TodayInputs = {};
export type Cli_Period_WeekInputs = {};
export type Cli_Period_YesterdayInputs = {};
export type Cli_Ph_AccountInputs = {};
export type Cli_Ph_FileInputs = {};
export type Cli_Ph_KeyInputs = {};
export type Cli_Ph_NameInputs = {};
export type Cli_Ph_PeriodInputs = {};
export type Cli_Ph_TextInputs = {};
export type Cli_Ph_ValueInputs = {};
export type Cli_Ph_WordsInputs = {};
export type Cli_Projects_Archived_HiddenInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Projects_CountInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Projects_Cycle_LegendInputs = {
    when: NonNullable<unknown>;
};
export type Cli_Projects_Hours_UnknownInputs = {};
export type Cli_Projects_NoneInputs = {};
export type Cli_Projects_None_ActiveInputs = {};
export type Cli_Projects_None_MatchInputs = {
    search: NonNullable<unknown>;
};
export type Cli_Projects_None_SavedInputs = {};
export type Cli_Projects_Not_ListedInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Projects_SearchInputs = {
    search: NonNullable<unknown>;
};
export type Cli_Projects_SkippedInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Quote_LabelInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Quote_NameInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Quote_ValueInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Remove_ConfirmInputs = {
    name: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Cli_Remove_DeclinedInputs = {};
export type Cli_Remove_Needs_YesInputs = {
    name: NonNullable<unknown>;
    what: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
export type Cli_Removed_Also_DeletedInputs = {
    what: NonNullable<unknown>;
};
export type Cli_Removed_Not_Signed_InInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Removed_Not_ToldInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Removed_Now_ActiveInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Removed_RevokedInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Report_As_OfInputs = {
    when: NonNullable<unknown>;
};
export type Cli_Report_Bad_ByInputs = {
    by: NonNullable<unknown>;
};
export type Cli_Report_Bad_IdInputs = {
    option: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Cli_Report_Bad_PeriodInputs = {
    period: NonNullable<unknown>;
};
export type Cli_Report_CustomerInputs = {};
export type Cli_Report_DayInputs = {};
export type Cli_Report_HoursInputs = {};
export type Cli_Report_Markdown_TitleInputs = {
    period: NonNullable<unknown>;
};
export type Cli_Report_MissingInputs = {
    days: NonNullable<unknown>;
};
export type Cli_Report_No_CustomerInputs = {};
export type Cli_Report_No_ProjectInputs = {};
export type Cli_Report_NoneInputs = {};
export type Cli_Report_Not_OfferedInputs = {};
export type Cli_Report_One_FormatInputs = {};
export type Cli_Report_ProjectInputs = {};
export type Cli_Report_TotalInputs = {};
export type Cli_Report_Unnamed_ProjectInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Report_ValueInputs = {};
export type Cli_Report_YoursInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cli_Saved_Details_NoticeInputs = {
    when: NonNullable<unknown>;
    why: NonNullable<unknown>;
    cached: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Saved_List_NoticeInputs = {
    when: NonNullable<unknown>;
    why: NonNullable<unknown>;
    cached: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Saved_Report_NoticeInputs = {
    when: NonNullable<unknown>;
    why: NonNullable<unknown>;
    cached: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_See_Command_HelpInputs = {
    command: NonNullable<unknown>;
};
export type Cli_See_HelpInputs = {};
export type Cli_Setting_RefusedInputs = {
    key: NonNullable<unknown>;
    accepted: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Cli_Several_AccountsInputs = {
    text: NonNullable<unknown>;
    keys: NonNullable<unknown>;
};
export type Cli_Sign_In_HintInputs = {
    login: NonNullable<unknown>;
};
export type Cli_Signed_In_AsInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
    projects: NonNullable<unknown>;
    key: NonNullable<unknown>;
};
export type Cli_Signed_In_CountInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_State_Keychain_LockedInputs = {};
export type Cli_State_Keychain_UnavailableInputs = {};
export type Cli_State_Signed_InInputs = {};
export type Cli_State_Signed_OutInputs = {};
export type Cli_Status_AccountInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
    baseUrl: NonNullable<unknown>;
};
export type Cli_Status_ActiveInputs = {};
export type Cli_Status_ArchivedInputs = {};
export type Cli_Status_CachedInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Cli_Status_Cached_RefreshedInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Cli_Status_Idle_EndedInputs = {
    days: NonNullable<unknown>;
    when: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Cli_Status_Idle_EndingInputs = {
    days: NonNullable<unknown>;
    when: NonNullable<unknown>;
    ends: NonNullable<unknown>;
};
export type Cli_Status_Keychain_UnavailableInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Status_Signed_InInputs = {};
export type Cli_Status_Signed_OutInputs = {};
export type Cli_Status_Signed_Out_WhyInputs = {
    reason: NonNullable<unknown>;
};
export type Cli_Status_TrustingInputs = {
    file: NonNullable<unknown>;
};
export type Cli_Stdin_Too_LongInputs = {
    kib: NonNullable<unknown>;
};
export type Cli_Stdin_Too_Long_ExampleInputs = {
    kib: NonNullable<unknown>;
    example: NonNullable<unknown>;
};
export type Cli_Summary_AccountsInputs = {};
export type Cli_Summary_CompletionInputs = {};
export type Cli_Summary_ConfigInputs = {};
export type Cli_Summary_DoctorInputs = {};
export type Cli_Summary_Import_TokenInputs = {};
export type Cli_Summary_LoginInputs = {};
export type Cli_Summary_LogoutInputs = {};
export type Cli_Summary_ProjectInputs = {};
export type Cli_Summary_ProjectsInputs = {};
export type Cli_Summary_RemoveInputs = {};
export type Cli_Summary_Rename_CustomerInputs = {};
export type Cli_Summary_ReportInputs = {};
export type Cli_Summary_StatusInputs = {};
export type Cli_Summary_UseInputs = {};
export type Cli_Takes_No_ValueInputs = {
    option: NonNullable<unknown>;
};
export type Cli_Token_Stdin_EmptyInputs = {};
export type Cli_Trusting_ExpiredInputs = {
    name: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Cli_Trusting_ValidInputs = {
    name: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Cli_Unknown_CommandInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Unknown_Command_NearestInputs = {
    name: NonNullable<unknown>;
    nearest: NonNullable<unknown>;
};
export type Cli_Unknown_OptionInputs = {
    option: NonNullable<unknown>;
};
export type Cli_Unknown_Option_ForInputs = {
    option: NonNullable<unknown>;
    command: NonNullable<unknown>;
};
export type Cli_Unknown_SettingInputs = {
    text: NonNullable<unknown>;
    guess: NonNullable<unknown>;
    keys: NonNullable<unknown>;
};
export type Cli_Unknown_ShellInputs = {
    shell: NonNullable<unknown>;
    shells: NonNullable<unknown>;
};
export type Cli_User_Agent_GiveInputs = {
    example: NonNullable<unknown>;
};
export type Cli_User_Agent_RequiredInputs = {
    example: NonNullable<unknown>;
};
export type Cli_User_Agent_WhyInputs = {};
export type Cli_Waiting_For_Busy_ServiceInputs = {
    wait: NonNullable<unknown>;
};
export type Cli_Waiting_For_ServiceInputs = {
    wait: NonNullable<unknown>;
};
export type Cli_Webapp_Open_FailedInputs = {
    cause: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Cli_Webapp_Open_OpeningInputs = {
    url: NonNullable<unknown>;
};
export type Cli_Webapp_Open_Print_OptionInputs = {};
export type Cli_Webapp_Open_SummaryInputs = {};
export type Cli_What_To_CheckInputs = {
    accountId: NonNullable<unknown>;
    example: NonNullable<unknown>;
};
export type Cli_YesInputs = {};
export type CopiedInputs = {};
export type Copy_HintInputs = {
    shortcut: NonNullable<unknown>;
};
export type Copy_SummaryInputs = {};
export type Core_Account_GoneInputs = {};
export type Core_Account_Id_HintInputs = {};
export type Core_Account_Id_Not_TextInputs = {};
export type Core_Account_Key_MissingInputs = {};
export type Core_Account_Key_Too_LongInputs = {};
export type Core_Address_MismatchInputs = {
    account: NonNullable<unknown>;
};
export type Core_Api_Answer_Cut_OffInputs = {
    origin: NonNullable<unknown>;
};
export type Core_Api_Answer_No_ProjectInputs = {
    what: NonNullable<unknown>;
};
export type Core_Api_Answer_Too_BigInputs = {
    size: NonNullable<unknown>;
};
export type Core_Api_Answer_UnreadableInputs = {
    what: NonNullable<unknown>;
};
export type Core_Api_Answer_Web_PageInputs = {
    what: NonNullable<unknown>;
};
export type Core_Api_Bad_Sign_InInputs = {};
export type Core_Api_ForbiddenInputs = {};
export type Core_Api_No_TokenInputs = {};
export type Core_Api_No_User_AgentInputs = {};
export type Core_Api_Not_FoundInputs = {};
export type Core_Api_Rate_LimitedInputs = {};
export type Core_Api_Rate_Limited_WaitInputs = {
    wait: NonNullable<unknown>;
};
export type Core_Api_RedirectInputs = {
    status: NonNullable<unknown>;
    target: NonNullable<unknown>;
};
export type Core_Api_Redirect_ElsewhereInputs = {};
export type Core_Api_RefusedInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_Server_FailedInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_Service_SaidInputs = {
    why: NonNullable<unknown>;
    server: NonNullable<unknown>;
};
export type Core_Api_Session_Ended_BecauseInputs = {
    server: NonNullable<unknown>;
};
export type Core_Api_Sign_In_Refused_BecauseInputs = {
    server: NonNullable<unknown>;
};
export type Core_Api_UnavailableInputs = {
    status: NonNullable<unknown>;
};
export type Core_Api_User_Agent_UnsendableInputs = {};
export type Core_Autostart_CommentInputs = {};
export type Core_Autostart_Line_BreakInputs = {};
export type Core_Ca_Cannot_ReadInputs = {
    file: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Core_Ca_DamagedInputs = {
    number: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Core_Ca_Is_FolderInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_MissingInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_No_CertificateInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_No_PemInputs = {
    file: NonNullable<unknown>;
};
export type Core_Ca_Not_A_FileInputs = {
    kind: NonNullable<unknown>;
};
export type Core_Ca_Not_RegularInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Ca_UnreadableInputs = {
    file: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    fix: NonNullable<unknown>;
};
export type Core_Cache_DamagedInputs = {
    file: NonNullable<unknown>;
};
export type Core_Cache_Damaged_MovedInputs = {
    file: NonNullable<unknown>;
    aside: NonNullable<unknown>;
};
export type Core_Closed_DuringInputs = {};
export type Core_Customer_Id_Not_NumberInputs = {};
export type Core_Customer_Id_Not_PositiveInputs = {};
export type Core_Customer_Id_Not_WholeInputs = {};
export type Core_Customer_Id_Too_LargeInputs = {};
export type Core_Customer_Name_EmptyInputs = {};
export type Core_Customer_Name_Not_TextInputs = {};
export type Core_Customer_Name_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Core_Customer_Name_UnshownInputs = {};
export type Core_Email_InvalidInputs = {};
export type Core_Email_Not_TextInputs = {};
export type Core_Email_Too_LongInputs = {};
export type Core_File_Cannot_DeleteInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Cannot_LockInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Cannot_ReadInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Cannot_SaveInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Disk_FullInputs = {};
export type Core_File_Fix_Check_DiskInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_Check_ReadInputs = {
    target: NonNullable<unknown>;
};
export type Core_File_Fix_Check_WriteInputs = {
    target: NonNullable<unknown>;
};
export type Core_File_Fix_Close_ProgramsInputs = {};
export type Core_File_Fix_Free_SpaceInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_Move_AwayInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Fix_Move_ThatInputs = {};
export type Core_File_Fix_Own_FileInputs = {
    file: NonNullable<unknown>;
};
export type Core_File_Fix_Own_FolderInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_QuotaInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Fix_RemountInputs = {};
export type Core_File_Io_ErrorInputs = {};
export type Core_File_Is_FolderInputs = {};
export type Core_File_Not_FolderInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_PermissionInputs = {};
export type Core_File_QuotaInputs = {};
export type Core_File_Read_OnlyInputs = {
    folder: NonNullable<unknown>;
};
export type Core_File_Too_Many_OpenInputs = {};
export type Core_First_Screen_IdInputs = {};
export type Core_Import_Needs_AllInputs = {};
export type Core_Import_Other_Accounts_TokenInputs = {
    account: NonNullable<unknown>;
    other: NonNullable<unknown>;
    typed: NonNullable<unknown>;
};
export type Core_Input_InvalidInputs = {};
export type Core_InternalInputs = {};
export type Core_Keychain_Failed_DeleteInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keychain_Failed_ReadInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keychain_Failed_StoreInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keychain_LockedInputs = {};
export type Core_Keychain_Locked_UnknownInputs = {};
export type Core_Keychain_No_AnswerInputs = {
    seconds: NonNullable<unknown>;
};
export type Core_Keychain_No_CollectionInputs = {};
export type Core_Keychain_No_DbusInputs = {};
export type Core_Keychain_No_ProviderInputs = {};
export type Core_Keychain_Not_KeepingInputs = {};
export type Core_Keytar_AbiInputs = {};
export type Core_Keytar_DamagedInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keytar_Load_FailedInputs = {
    detail: NonNullable<unknown>;
};
export type Core_Keytar_MissingInputs = {};
export type Core_Keytar_No_LibsecretInputs = {};
export type Core_Keytar_UnusableInputs = {
    why: NonNullable<unknown>;
};
export type Core_Kind_DeviceInputs = {};
export type Core_Kind_FifoInputs = {};
export type Core_Kind_FolderInputs = {};
export type Core_Kind_OtherInputs = {};
export type Core_Kind_SocketInputs = {};
export type Core_Label_TakenInputs = {
    label: NonNullable<unknown>;
    account: NonNullable<unknown>;
};
export type Core_Label_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Core_Label_UnshownInputs = {};
export type Core_Left_BehindInputs = {
    what: NonNullable<unknown>;
};
export type Core_Left_Saved_DetailsInputs = {};
export type Core_Left_Saved_ListInputs = {};
export type Core_Left_Saved_ReportsInputs = {};
export type Core_Left_SettingsInputs = {};
export type Core_List_No_Readable_ItemInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Core_List_Not_A_ListInputs = {};
export type Core_Lock_Held_PidInputs = {
    pid: NonNullable<unknown>;
    lock: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Lock_Held_UnknownInputs = {
    lock: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Lock_Wait_PidInputs = {
    pid: NonNullable<unknown>;
    lock: NonNullable<unknown>;
};
export type Core_Lock_Wait_UnknownInputs = {
    lock: NonNullable<unknown>;
};
export type Core_Needs_AppInputs = {};
export type Core_No_AccountInputs = {};
export type Core_No_Such_AccountInputs = {
    key: NonNullable<unknown>;
};
export type Core_No_TokenInputs = {};
export type Core_Not_A_FileInputs = {
    file: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
export type Core_Not_A_Valid_SettingInputs = {};
export type Core_Not_SavedInputs = {
    why: NonNullable<unknown>;
};
export type Core_Not_Saved_CaInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Not_Saved_Ca_ExpiredInputs = {
    file: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Core_Not_Saved_Offline_DetailsInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Not_Saved_Offline_ListInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Password_EmptyInputs = {};
export type Core_Password_Not_TextInputs = {};
export type Core_Password_Too_LongInputs = {};
export type Core_Period_Request_InvalidInputs = {};
export type Core_Pref_BooleanInputs = {
    key: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Core_Pref_Ca_File_RelativeInputs = {};
export type Core_Pref_Cycle_Start_DayInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Core_Pref_LanguageInputs = {
    choices: NonNullable<unknown>;
};
export type Core_Pref_Not_ObjectInputs = {};
export type Core_Pref_Refresh_IntervalInputs = {};
export type Core_Pref_Round_ToInputs = {
    choices: NonNullable<unknown>;
};
export type Core_Pref_ShortcutInputs = {};
export type Core_Pref_Tray_TitleInputs = {
    choices: NonNullable<unknown>;
};
export type Core_Pref_Week_StartInputs = {
    choices: NonNullable<unknown>;
};
export type Core_Pref_Work_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Core_Project_GoneInputs = {};
export type Core_Project_Id_Not_NumberInputs = {};
export type Core_Project_Id_Not_PositiveInputs = {};
export type Core_Project_Id_Not_WholeInputs = {};
export type Core_Project_Id_Too_LargeInputs = {};
export type Core_Project_Ids_Not_ListInputs = {};
export type Core_Project_Ids_Too_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Core_Rename_May_Have_AppliedInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Rename_Not_AppliedInputs = {
    problem: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Core_Reports_Not_SavedInputs = {
    problem: NonNullable<unknown>;
};
export type Core_Request_Not_UnderstoodInputs = {};
export type Core_Session_EndedInputs = {};
export type Core_Settings_Bad_ShapeInputs = {};
export type Core_Settings_Budgets_Left_OutInputs = {
    account: NonNullable<unknown>;
    entries: NonNullable<unknown>;
};
export type Core_Settings_Budgets_Not_MapInputs = {
    account: NonNullable<unknown>;
};
export type Core_Settings_CopiedInputs = {
    file: NonNullable<unknown>;
    copy: NonNullable<unknown>;
};
export type Core_Settings_Copy_Before_SaveInputs = {
    copy: NonNullable<unknown>;
};
export type Core_Settings_NewerInputs = {};
export type Core_Settings_Not_JsonInputs = {};
export type Core_Settings_Not_Json_AtInputs = {
    line: NonNullable<unknown>;
    column: NonNullable<unknown>;
};
export type Core_Settings_Not_Json_Cut_ShortInputs = {};
export type Core_Settings_Pinned_Not_ListInputs = {
    account: NonNullable<unknown>;
};
export type Core_Settings_Pins_Left_OutInputs = {
    account: NonNullable<unknown>;
    entries: NonNullable<unknown>;
};
export type Core_Settings_ProblemsInputs = {
    file: NonNullable<unknown>;
    problems: NonNullable<unknown>;
};
export type Core_Settings_Read_OnlyInputs = {
    file: NonNullable<unknown>;
};
export type Core_Settings_ResetInputs = {
    file: NonNullable<unknown>;
    why: NonNullable<unknown>;
    aside: NonNullable<unknown>;
};
export type Core_Settings_Reset_Not_MovedInputs = {
    file: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Core_Settings_Set_AsideInputs = {
    aside: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Core_Shortcut_Not_UnderstoodInputs = {};
export type Core_Sign_In_Bad_Account_IdInputs = {};
export type Core_Sign_In_ChangedInputs = {};
export type Core_Sign_In_Fields_MissingInputs = {};
export type Core_Sign_In_IncompleteInputs = {};
export type Core_Sign_In_No_TokenInputs = {};
export type Core_Signed_Out_DuringInputs = {};
export type Core_Summary_ArchivedInputs = {};
export type Core_Summary_As_OfInputs = {
    when: NonNullable<unknown>;
};
export type Core_Summary_CustomerInputs = {
    customer: NonNullable<unknown>;
};
export type Core_Summary_Customer_NumberInputs = {
    id: NonNullable<unknown>;
};
export type Core_Summary_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Core_Summary_MembersInputs = {
    count: NonNullable<unknown>;
};
export type Core_Summary_No_CustomerInputs = {};
export type Core_Summary_Open_TasksInputs = {
    count: NonNullable<unknown>;
};
export type Core_Summary_ValueInputs = {
    value: NonNullable<unknown>;
};
export type Core_Token_Bad_CharactersInputs = {};
export type Core_Token_EmptyInputs = {};
export type Core_Token_Form_IncompleteInputs = {};
export type Core_Token_Gone_ButInputs = {
    why: NonNullable<unknown>;
};
export type Core_Token_No_SpacesInputs = {};
export type Core_Token_Not_TextInputs = {};
export type Core_Token_RefusedInputs = {};
export type Core_Token_Too_LongInputs = {
    length: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Core_Token_Too_Long_InputInputs = {};
export type Core_Url_CredentialsInputs = {};
export type Core_Url_EmptyInputs = {};
export type Core_Url_InsecureInputs = {};
export type Core_Url_MalformedInputs = {};
export type Core_Url_Not_TextInputs = {};
export type Core_Url_QueryInputs = {};
export type Core_Url_SchemeInputs = {};
export type Core_Url_Too_LongInputs = {};
export type Core_Url_Web_AppInputs = {
    address: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
};
export type Core_User_Agent_ExactInputs = {};
export type Core_User_Agent_Not_TextInputs = {};
export type Core_User_Agent_Too_LongInputs = {};
export type Core_What_ProjectInputs = {};
export type Core_What_Project_ListInputs = {};
export type Core_What_RenameInputs = {};
export type Core_What_Sign_InInputs = {};
export type Currency_Name_PenInputs = {};
export type Customer_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Cycle_Start_Day_ChoiceInputs = {
    day: NonNullable<unknown>;
};
export type Cycle_Start_Day_HintInputs = {};
export type Details_Saved_EarlierInputs = {};
export type Doctor_Account_Active_Signed_OutInputs = {};
export type Doctor_Account_Foreign_AgentInputs = {
    userAgent: NonNullable<unknown>;
    refresh: NonNullable<unknown>;
};
export type Doctor_Account_Foreign_Agent_FixInputs = {
    userAgent: NonNullable<unknown>;
    login: NonNullable<unknown>;
};
export type Doctor_Account_Last_RefreshInputs = {
    when: NonNullable<unknown>;
    ago: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Doctor_Account_Never_RefreshedInputs = {};
export type Doctor_Account_Signed_InInputs = {
    userAgent: NonNullable<unknown>;
    refresh: NonNullable<unknown>;
};
export type Doctor_Account_Signed_OutInputs = {};
export type Doctor_Account_Signed_Out_WhyInputs = {
    reason: NonNullable<unknown>;
};
export type Doctor_Account_UnboundInputs = {
    baseUrl: NonNullable<unknown>;
};
export type Doctor_Account_Unbound_FixInputs = {
    login: NonNullable<unknown>;
};
export type Doctor_Account_UncheckedInputs = {};
export type Doctor_Account_Unchecked_FixInputs = {};
export type Doctor_Account_UnreadableInputs = {};
export type Doctor_Accounts_NoneInputs = {};
export type Doctor_Accounts_None_FixInputs = {};
export type Doctor_Ago_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Doctor_Ago_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Doctor_Ago_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Doctor_Ago_NowInputs = {};
export type Doctor_Ago_UnknownInputs = {};
export type Doctor_Bus_Address_DeadInputs = {
    error: NonNullable<unknown>;
};
export type Doctor_Bus_Address_UnsetInputs = {};
export type Doctor_Bus_No_ToolInputs = {};
export type Doctor_Bus_NoneInputs = {
    why: NonNullable<unknown>;
};
export type Doctor_Ca_All_ExpiredInputs = {
    file: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Doctor_Ca_Cert_UntilInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Doctor_Ca_CertificatesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Doctor_Ca_Days_LeftInputs = {
    days: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Doctor_Ca_Expires_SoonInputs = {
    file: NonNullable<unknown>;
    name: NonNullable<unknown>;
    within: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Doctor_Ca_FineInputs = {
    file: NonNullable<unknown>;
    certificates: NonNullable<unknown>;
    list: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
export type Doctor_Ca_NoneInputs = {};
export type Doctor_Ca_One_ExpiredInputs = {
    file: NonNullable<unknown>;
    name: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Doctor_Ca_Renew_FixInputs = {};
export type Doctor_Ca_UnusableInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Ca_Within_DaysInputs = {
    days: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Doctor_Check_CrashedInputs = {
    error: NonNullable<unknown>;
};
export type Doctor_Check_Crashed_FixInputs = {};
export type Doctor_Check_Timed_OutInputs = {
    seconds: NonNullable<unknown>;
};
export type Doctor_Check_Timed_Out_FixInputs = {};
export type Doctor_Clock_AgreesInputs = {
    origin: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Doctor_Clock_AheadInputs = {
    span: NonNullable<unknown>;
    origin: NonNullable<unknown>;
};
export type Doctor_Clock_Bad_DateInputs = {
    origin: NonNullable<unknown>;
};
export type Doctor_Clock_Bad_Date_FixInputs = {};
export type Doctor_Clock_BehindInputs = {
    span: NonNullable<unknown>;
    origin: NonNullable<unknown>;
};
export type Doctor_Clock_No_AccountInputs = {};
export type Doctor_Clock_No_AnswerInputs = {};
export type Doctor_Clock_No_Answer_FixInputs = {};
export type Doctor_Clock_Skew_FixInputs = {};
export type Doctor_Fix_LabelInputs = {};
export type Doctor_Idle_EndedInputs = {
    days: NonNullable<unknown>;
    when: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Doctor_Idle_EndingInputs = {
    days: NonNullable<unknown>;
    when: NonNullable<unknown>;
    ends: NonNullable<unknown>;
};
export type Doctor_Idle_Ending_FixInputs = {
    login: NonNullable<unknown>;
};
export type Doctor_Keychain_Cannot_PromptInputs = {};
export type Doctor_Keychain_DiffersInputs = {};
export type Doctor_Keychain_LockedInputs = {
    program: NonNullable<unknown>;
};
export type Doctor_Keychain_Locked_FixInputs = {};
export type Doctor_Keychain_Locked_Fix_No_ScreenInputs = {};
export type Doctor_Keychain_Module_FixInputs = {};
export type Doctor_Keychain_No_BusInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Keychain_No_CollectionInputs = {
    program: NonNullable<unknown>;
};
export type Doctor_Keychain_No_Collection_FixInputs = {};
export type Doctor_Keychain_No_ProviderInputs = {};
export type Doctor_Keychain_No_Provider_FixInputs = {};
export type Doctor_Keychain_Not_TriedInputs = {};
export type Doctor_Keychain_Ok_Not_InspectedInputs = {
    problem: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Doctor_Keychain_Ok_OsInputs = {
    store: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Doctor_Keychain_Ok_Secret_ServiceInputs = {
    service: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Doctor_Keychain_Os_KeychainInputs = {};
export type Doctor_Keychain_Round_Trip_FailedInputs = {
    why: NonNullable<unknown>;
};
export type Doctor_Keychain_Round_Trip_FixInputs = {};
export type Doctor_Keychain_Will_PromptInputs = {};
export type Doctor_Label_FailInputs = {};
export type Doctor_Label_OkInputs = {};
export type Doctor_Label_WarnInputs = {};
export type Doctor_No_Bus_FixInputs = {};
export type Doctor_Proxy_AcceptedInputs = {
    ms: NonNullable<unknown>;
};
export type Doctor_Proxy_Dead_FixInputs = {
    variable: NonNullable<unknown>;
};
export type Doctor_Proxy_ExcludedInputs = {
    origin: NonNullable<unknown>;
    entry: NonNullable<unknown>;
};
export type Doctor_Proxy_NamesInputs = {
    variable: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Doctor_Proxy_NoneInputs = {};
export type Doctor_Proxy_Not_UrlInputs = {
    variable: NonNullable<unknown>;
};
export type Doctor_Proxy_Not_Url_FixInputs = {
    variable: NonNullable<unknown>;
};
export type Doctor_Proxy_Os_HiddenInputs = {};
export type Doctor_Proxy_System_DirectInputs = {};
export type Doctor_Proxy_System_FixInputs = {};
export type Doctor_Proxy_System_No_AddressInputs = {};
export type Doctor_Proxy_System_SendsInputs = {
    origin: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Doctor_Proxy_System_ThroughInputs = {
    origin: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Doctor_Proxy_System_UnansweredInputs = {
    origins: NonNullable<unknown>;
};
export type Doctor_Proxy_System_UnsupportedInputs = {
    origin: NonNullable<unknown>;
    rule: NonNullable<unknown>;
};
export type Doctor_Proxy_ThroughInputs = {
    host: NonNullable<unknown>;
    variable: NonNullable<unknown>;
};
export type Doctor_Service_Ca_File_FixInputs = {};
export type Doctor_Service_CertInputs = {
    issuer: NonNullable<unknown>;
    root: NonNullable<unknown>;
};
export type Doctor_Service_Cert_Ca_FileInputs = {
    issuer: NonNullable<unknown>;
    root: NonNullable<unknown>;
};
export type Doctor_Service_Cert_ExtraInputs = {
    issuer: NonNullable<unknown>;
    root: NonNullable<unknown>;
};
export type Doctor_Service_Connect_FixInputs = {};
export type Doctor_Service_Connect_Proxy_FixInputs = {};
export type Doctor_Service_Expired_FixInputs = {};
export type Doctor_Service_InspectedInputs = {
    origin: NonNullable<unknown>;
    issuer: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Doctor_Service_Inspected_UnknownInputs = {
    origin: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Doctor_Service_Inspecting_FixInputs = {};
export type Doctor_Service_Issued_ByInputs = {
    issuer: NonNullable<unknown>;
};
export type Doctor_Service_No_AccountInputs = {};
export type Doctor_Service_No_AnswerInputs = {};
export type Doctor_Service_No_Tls_FixInputs = {};
export type Doctor_Service_Not_TriedInputs = {
    detail: NonNullable<unknown>;
};
export type Doctor_Service_OkInputs = {
    origin: NonNullable<unknown>;
    ms: NonNullable<unknown>;
    status: NonNullable<unknown>;
    cert: NonNullable<unknown>;
};
export type Doctor_Service_Ok_ViaInputs = {
    origin: NonNullable<unknown>;
    proxy: NonNullable<unknown>;
    ms: NonNullable<unknown>;
    status: NonNullable<unknown>;
    cert: NonNullable<unknown>;
};
export type Doctor_Service_Proxy_FixInputs = {};
export type Doctor_Service_Proxy_Rules_FixInputs = {};
export type Doctor_Service_Request_FailedInputs = {
    origin: NonNullable<unknown>;
    cert: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Doctor_Service_Request_Failed_FixInputs = {};
export type Doctor_Service_Request_Failed_ViaInputs = {
    origin: NonNullable<unknown>;
    proxy: NonNullable<unknown>;
    cert: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Doctor_Service_Tls_TimeoutInputs = {
    origin: NonNullable<unknown>;
};
export type Doctor_Service_Tls_Timeout_FixInputs = {};
export type Doctor_Service_UnreachableInputs = {
    origin: NonNullable<unknown>;
};
export type Doctor_Service_Unreachable_ViaInputs = {
    origin: NonNullable<unknown>;
    proxy: NonNullable<unknown>;
};
export type Doctor_Service_Wrong_Name_FixInputs = {};
export type Doctor_Session_NoneInputs = {};
export type Doctor_Session_None_FixInputs = {};
export type Doctor_Session_Not_LinuxInputs = {};
export type Doctor_Session_UnknownInputs = {
    type: NonNullable<unknown>;
};
export type Doctor_Session_Unknown_FixInputs = {};
export type Doctor_Session_WaylandInputs = {};
export type Doctor_Session_X11Inputs = {};
export type Doctor_Shortcut_App_OnlyInputs = {};
export type Doctor_Shortcut_Choose_AnotherInputs = {};
export type Doctor_Shortcut_ConfiguredInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_No_PortalInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_No_Portal_FixInputs = {};
export type Doctor_Shortcut_Not_RegisteredInputs = {
    shortcut: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Doctor_Shortcut_OffInputs = {};
export type Doctor_Shortcut_Off_FixInputs = {};
export type Doctor_Shortcut_Portal_CheckInputs = {};
export type Doctor_Shortcut_RegisteredInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_Registered_PortalInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Shortcut_WaylandInputs = {
    shortcut: NonNullable<unknown>;
};
export type Doctor_Sign_In_AgainInputs = {
    login: NonNullable<unknown>;
};
export type Doctor_Span_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Doctor_Span_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Doctor_Span_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Doctor_Summary_FineInputs = {};
export type Doctor_Summary_ProblemsInputs = {
    failed: NonNullable<unknown>;
    warned: NonNullable<unknown>;
};
export type Doctor_Tray_Flatpak_FixInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_GnomeInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_Gnome_FixInputs = {};
export type Doctor_Tray_MacosInputs = {};
export type Doctor_Tray_No_BusInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Tray_No_DesktopInputs = {};
export type Doctor_Tray_No_HostInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_No_Host_FixInputs = {};
export type Doctor_Tray_NoneInputs = {
    watcher: NonNullable<unknown>;
    desktop: NonNullable<unknown>;
};
export type Doctor_Tray_None_FixInputs = {};
export type Doctor_Tray_None_This_DesktopInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_OkInputs = {
    watcher: NonNullable<unknown>;
};
export type Doctor_Tray_UncheckedInputs = {
    problem: NonNullable<unknown>;
};
export type Doctor_Tray_Unchecked_FixInputs = {};
export type Doctor_Tray_Until_ThenInputs = {};
export type Doctor_Tray_WindowsInputs = {};
export type Error_Bad_ResponseInputs = {};
export type Error_Insecure_UrlInputs = {};
export type Error_NetworkInputs = {};
export type Error_OtherInputs = {};
export type Error_Rate_LimitedInputs = {};
export type Error_RedirectInputs = {};
export type Error_ServerInputs = {};
export type Error_Signed_OutInputs = {};
export type Error_TimeoutInputs = {};
export type Error_UnauthorizedInputs = {};
export type Health_All_FineInputs = {};
export type Health_Check_ButtonInputs = {};
export type Health_CheckingInputs = {};
export type Health_FixInputs = {};
export type Health_FoundInputs = {
    count: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Health_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Health_RunInputs = {};
export type Health_Run_AgainInputs = {};
export type Health_Status_FailInputs = {};
export type Health_Status_OkInputs = {};
export type Health_Status_WarnInputs = {};
export type Health_TitleInputs = {};
export type Health_WarningsInputs = {
    count: NonNullable<unknown>;
};
export type Hide_MoneyInputs = {};
export type Hide_Money_HintInputs = {};
export type Interval_HourInputs = {};
export type Interval_ManualInputs = {};
export type Interval_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Keychain_Locked_TitleInputs = {};
export type Label_Account_IdInputs = {};
export type Label_Api_Base_UrlInputs = {};
export type Label_BillingInputs = {};
export type Label_ChangedInputs = {};
export type Label_CreatedInputs = {};
export type Label_Cycle_Start_DayInputs = {};
export type Label_DescriptionInputs = {};
export type Label_EmailInputs = {};
export type Label_Extra_CaInputs = {};
export type Label_LanguageInputs = {};
export type Label_MembersInputs = {};
export type Label_Open_TasksInputs = {};
export type Label_PasswordInputs = {};
export type Label_RateInputs = {};
export type Label_Refresh_ProjectsInputs = {};
export type Label_ShortcutInputs = {};
export type Label_TimeInputs = {};
export type Label_TokenInputs = {};
export type Label_Token_User_AgentInputs = {};
export type Label_Tray_TitleInputs = {};
export type Label_ValueInputs = {};
export type Label_Week_StartInputs = {};
export type Language_AutoInputs = {};
export type Language_EnInputs = {};
export type Language_Pt_BrInputs = {};
export type Last_Used_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Last_Used_TodayInputs = {};
export type Last_Used_UnknownInputs = {};
export type Last_Used_YesterdayInputs = {};
export type Launch_At_LoginInputs = {};
export type LoadingInputs = {};
export type Loading_ProjectsInputs = {};
export type Money_HiddenInputs = {};
export type Net_Connect_TimeoutInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Cut_OffInputs = {
    origin: NonNullable<unknown>;
};
export type Net_ExpiredInputs = {
    code: NonNullable<unknown>;
};
export type Net_Fix_AddressInputs = {};
export type Net_Fix_Address_InternetInputs = {};
export type Net_Fix_Address_RightInputs = {};
export type Net_Fix_Ca_FileInputs = {};
export type Net_Fix_ClockInputs = {};
export type Net_Fix_ConnectionInputs = {};
export type Net_Fix_HttpsInputs = {};
export type Net_Fix_InternetInputs = {};
export type Net_Fix_NetworkInputs = {};
export type Net_Fix_Proxy_RulesInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Fix_Proxy_RunsInputs = {
    setting: NonNullable<unknown>;
};
export type Net_Fix_Proxy_SettingInputs = {
    setting: NonNullable<unknown>;
};
export type Net_Fix_Try_AgainInputs = {};
export type Net_No_TlsInputs = {
    origin: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Net_Not_FoundInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Proxy_Not_FoundInputs = {
    proxy: NonNullable<unknown>;
};
export type Net_Proxy_RefusedInputs = {
    proxy: NonNullable<unknown>;
};
export type Net_Proxy_TimeoutInputs = {
    proxy: NonNullable<unknown>;
};
export type Net_Proxy_UnreachableInputs = {
    proxy: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Net_RefusedInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Slow_AnswerInputs = {
    origin: NonNullable<unknown>;
};
export type Net_System_Proxy_SettingsInputs = {};
export type Net_Tunnel_RefusedInputs = {
    status: NonNullable<unknown>;
};
export type Net_UnknownInputs = {
    origin: NonNullable<unknown>;
};
export type Net_Unknown_CodeInputs = {
    origin: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Net_UnreachableInputs = {
    origin: NonNullable<unknown>;
};
export type Net_UntrustedInputs = {
    code: NonNullable<unknown>;
};
export type Net_Wrong_NameInputs = {
    origin: NonNullable<unknown>;
};
export type No_Ca_FileInputs = {};
export type No_CustomerInputs = {};
export type No_MatchInputs = {
    query: NonNullable<unknown>;
};
export type No_Match_ArchivedInputs = {
    query: NonNullable<unknown>;
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type No_ProjectsInputs = {};
export type Not_BillableInputs = {};
export type Not_Refreshed_YetInputs = {};
export type Period_CycleInputs = {};
export type Period_Last_CycleInputs = {};
export type Period_Last_MonthInputs = {};
export type Period_Last_WeekInputs = {};
export type Period_MonthInputs = {};
export type Period_TodayInputs = {};
export type Period_WeekInputs = {};
export type Periods_By_CustomerInputs = {};
export type Periods_By_ProjectInputs = {};
export type Periods_Choice_LabelInputs = {};
export type Periods_EmptyInputs = {};
export type Periods_FetchingInputs = {};
export type Periods_Grouping_LabelInputs = {};
export type Periods_HeadingInputs = {};
export type Periods_MissingInputs = {
    days: NonNullable<unknown>;
};
export type Periods_No_ProjectInputs = {};
export type Periods_NoneInputs = {};
export type Periods_Not_OfferedInputs = {};
export type Periods_Open_HintInputs = {};
export type Periods_PartialInputs = {};
export type Periods_Rows_CustomersInputs = {};
export type Periods_Rows_ProjectsInputs = {};
export type Periods_Saved_ShownInputs = {};
export type Periods_TotalInputs = {};
export type Periods_View_TitleInputs = {};
export type Periods_YoursInputs = {
    hours: NonNullable<unknown>;
};
export type Pin_ButtonInputs = {};
export type Pin_Cli_Already_PinnedInputs = {
    project: NonNullable<unknown>;
};
export type Pin_Cli_Archived_HiddenInputs = {};
export type Pin_Cli_Not_PinnedInputs = {
    project: NonNullable<unknown>;
};
export type Pin_Cli_PinnedInputs = {
    project: NonNullable<unknown>;
};
export type Pin_Cli_SectionInputs = {};
export type Pin_Cli_SummaryInputs = {};
export type Pin_Cli_Unpin_SummaryInputs = {};
export type Pin_Cli_UnpinnedInputs = {
    project: NonNullable<unknown>;
};
export type Pin_Flag_InvalidInputs = {};
export type Pin_GoneInputs = {
    id: NonNullable<unknown>;
};
export type Pin_Gone_NamedInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Pin_HintInputs = {
    shortcut: NonNullable<unknown>;
};
export type Pin_ProjectInputs = {
    name: NonNullable<unknown>;
};
export type Pin_SectionInputs = {};
export type Pin_StateInputs = {};
export type Pin_Tray_SectionInputs = {};
export type Project_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Project_GoneInputs = {};
export type Projects_By_CustomerInputs = {};
export type Projects_UnitInputs = {
    count: NonNullable<unknown>;
};
export type Rate_Per_HourInputs = {
    amount: NonNullable<unknown>;
};
export type Refresh_ProjectsInputs = {};
export type Refresh_TitleInputs = {
    shortcut: NonNullable<unknown>;
};
export type RefreshingInputs = {};
export type RemoveInputs = {};
export type Remove_Account_DetailInputs = {};
export type Remove_Account_MenuInputs = {};
export type Remove_Account_TitleInputs = {
    label: NonNullable<unknown>;
};
export type RemovingInputs = {};
export type RenameInputs = {};
export type Rename_BlankInputs = {};
export type Rename_CustomerInputs = {
    label: NonNullable<unknown>;
};
export type Rename_New_Name_ForInputs = {
    label: NonNullable<unknown>;
};
export type RetryInputs = {};
export type RetryingInputs = {};
export type Round_To_ChoiceInputs = {
    minutes: NonNullable<unknown>;
};
export type Round_To_HintInputs = {};
export type Round_To_LabelInputs = {};
export type Round_To_NoneInputs = {};
export type SaveInputs = {};
export type SavedInputs = {};
export type Saved_List_NoteInputs = {};
export type Saved_List_Note_FromInputs = {
    when: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type SavingInputs = {};
export type Search_HintInputs = {};
export type Search_LabelInputs = {};
export type Search_PlaceholderInputs = {};
export type Service_AddressInputs = {};
export type Set_ShortcutInputs = {};
export type SettingsInputs = {};
export type Settings_And_Health_LinkInputs = {};
export type Settings_ProblemsInputs = {};
export type Shell_Account_ItemInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
};
export type Shell_Account_Item_Signed_OutInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
};
export type Shell_Add_AccountInputs = {};
export type Shell_Ca_Dialog_ButtonInputs = {};
export type Shell_Ca_Dialog_Filter_AllInputs = {};
export type Shell_Ca_Dialog_Filter_PemInputs = {};
export type Shell_Ca_Dialog_TitleInputs = {};
export type Shell_Keychain_LockedInputs = {};
export type Shell_Keychain_MacosInputs = {};
export type Shell_Keychain_WindowsInputs = {};
export type Shell_Login_Needs_ApprovalInputs = {
    place: NonNullable<unknown>;
};
export type Shell_Login_Not_ConfirmedInputs = {
    file: NonNullable<unknown>;
};
export type Shell_Login_Off_FailedInputs = {
    reason: NonNullable<unknown>;
};
export type Shell_Login_On_FailedInputs = {
    reason: NonNullable<unknown>;
};
export type Shell_Login_Place_MacosInputs = {};
export type Shell_Login_Place_WindowsInputs = {};
export type Shell_Login_System_Says_OffInputs = {
    place: NonNullable<unknown>;
};
export type Shell_Login_System_Says_OnInputs = {
    place: NonNullable<unknown>;
};
export type Shell_Login_UnavailableInputs = {
    platform: NonNullable<unknown>;
};
export type Shell_More_CustomersInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Shell_More_In_GroupInputs = {
    countText: NonNullable<unknown>;
};
export type Shell_No_Active_ProjectsInputs = {};
export type Shell_No_ProjectsInputs = {};
export type Shell_No_Tray_Host_DetailInputs = {
    watcher: NonNullable<unknown>;
};
export type Shell_No_Tray_Host_MessageInputs = {};
export type Shell_No_Tray_Host_TitleInputs = {};
export type Shell_Not_Refreshed_YetInputs = {};
export type Shell_Not_Signed_InInputs = {};
export type Shell_OpenInputs = {};
export type Shell_Period_Budget_CycleInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Shell_Period_Budget_MonthInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Shell_Period_Budget_WeekInputs = {
    name: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Shell_Periods_LineInputs = {
    today: NonNullable<unknown>;
    week: NonNullable<unknown>;
};
export type Shell_Periods_Not_OfferedInputs = {};
export type Shell_Periods_PartialInputs = {
    line: NonNullable<unknown>;
};
export type Shell_Pinned_CycleInputs = {
    item: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Shell_Project_ItemInputs = {
    name: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Shell_Project_Item_ArchivedInputs = {
    name: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Shell_QuitInputs = {};
export type Shell_RecentInputs = {};
export type Shell_RefreshInputs = {};
export type Shell_Shortcut_InvalidInputs = {
    accelerator: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Shell_Shortcut_Refused_WaylandInputs = {
    accelerator: NonNullable<unknown>;
};
export type Shell_Shortcut_TakenInputs = {
    accelerator: NonNullable<unknown>;
};
export type Shell_Show_AllInputs = {};
export type Shell_Sign_InInputs = {};
export type Shell_Sign_Out_FailedInputs = {
    reason: NonNullable<unknown>;
};
export type Shell_Start_Failure_TitleInputs = {};
export type Shell_Start_Unexpected_ErrorInputs = {
    name: NonNullable<unknown>;
};
export type Shell_Start_Unexpected_Error_AtInputs = {
    name: NonNullable<unknown>;
    frame: NonNullable<unknown>;
};
export type Shell_Start_Unexpected_ValueInputs = {
    type: NonNullable<unknown>;
};
export type Shell_StartingInputs = {};
export type Shell_Switch_Account_FailedInputs = {
    reason: NonNullable<unknown>;
};
export type Shell_Tooltip_ProjectsInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
export type Shell_Tooltip_Signed_OutInputs = {};
export type Shell_Tray_Icon_MissingInputs = {
    file: NonNullable<unknown>;
};
export type Shell_Updated_AgoInputs = {
    age: NonNullable<unknown>;
};
export type Shell_Updated_AtInputs = {
    time: NonNullable<unknown>;
};
export type Shell_Updated_OnInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Shortcut_HintInputs = {
    example: NonNullable<unknown>;
};
export type Shortcut_Hint_WaylandInputs = {};
export type Shortcut_PlaceholderInputs = {
    example: NonNullable<unknown>;
};
export type Shortcut_RefusedInputs = {
    text: NonNullable<unknown>;
    example: NonNullable<unknown>;
};
export type Shortcut_SavedInputs = {};
export type Shortcut_Turned_OffInputs = {};
export type Show_ArchivedInputs = {};
export type Show_Archived_ProjectsInputs = {};
export type Sign_InInputs = {};
export type Sign_In_Adding_TitleInputs = {};
export type Sign_In_Again_TitleInputs = {};
export type Sign_In_TitleInputs = {};
export type Sign_In_What_To_CheckInputs = {
    accountId: NonNullable<unknown>;
    example: NonNullable<unknown>;
};
export type Sign_In_What_To_Check_ShortInputs = {};
export type Sign_OutInputs = {};
export type Signing_InInputs = {};
export type State_Load_FailedInputs = {};
export type Status_ActiveInputs = {};
export type Status_ArchivedInputs = {};
export type The_ServiceInputs = {};
export type Token_TitleInputs = {};
export type Token_WarningInputs = {};
export type Tray_Title_OffInputs = {};
export type Tray_Title_TodayInputs = {};
export type Tray_Title_WeekInputs = {};
export type Try_AgainInputs = {};
export type TryingInputs = {};
export type Turn_OffInputs = {};
export type Unpin_ButtonInputs = {};
export type Unpin_ProjectInputs = {
    name: NonNullable<unknown>;
};
export type Unrevoked_NoticeInputs = {};
export type UpdatedInputs = {};
export type Use_TokenInputs = {};
export type Use_Token_LinkInputs = {};
export type Webapp_OpenInputs = {};
export type Webapp_Open_InInputs = {};
export type Webapp_Tray_OpenInputs = {};
export type Week_Start_AutoInputs = {};
export type Week_Start_MondayInputs = {};
export type Week_Start_SundayInputs = {};
export type Window_TitleInputs = {};
export type Work_Days_HintInputs = {};
export type Work_Days_LabelInputs = {};
export type Work_Days_NoneInputs = {};
