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
* | output |
* | --- |
* | "All {count} projects are archived — tick “Show archived” to see them." |
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
* | output |
* | --- |
* | "As of {time}" |
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
* | output |
* | --- |
* | "As of {time} · refreshing…" |
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
* | output |
* | --- |
* | "Showing the saved list from {time}." |
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
* | "Project {name} passed {percent} % of its budget" |
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
* | "A notification when a project passes 80 % and 100 % of its budget." |
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
* | "{option} must be a number greater than 0 such as {example}, without thousands separators; got \"{text}\"." |
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
* | "the hours agreed, e.g. 120 (or 7.5)" |
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
* | "{progress} — 80 % reached" |
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
* | "No account yet — run `timetray login` first." |
*
* @param {Budget_Cli_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_no_account: ((inputs?: Budget_Cli_No_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_No_AccountInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Replaces the project's budget: what is not given is not budgeted. The app notifies once at 80 % and once at 100 % of it (setting budgetAlerts)." |
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
* | "Give --hours, --value or both, or --clear to remove the budget." |
*
* @param {Budget_Cli_Nothing_GivenInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_cli_nothing_given: ((inputs?: Budget_Cli_Nothing_GivenInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Cli_Nothing_GivenInputs, {
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
* | "{percent} % of {limit}" |
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
* | "Budget of {project}: {limit}." |
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
* | "Set project ID's budget in hours and/or value (kept on this computer, per account: the service has no budget field), or remove it." |
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
* | "the value agreed, e.g. 15000 (or 15000.50), no thousands separators" |
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
* | "The API names no currency: values and rates show in this one, in your language's way." |
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
* | "The budget in hours must be a number greater than 0, such as 120." |
*
* @param {Budget_Hours_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_hours_invalid: ((inputs?: Budget_Hours_InvalidInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Budget_Hours_InvalidInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "{percent} % of {hours} h" |
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
* | "{percent} % of budget" |
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
* | "The budget in value must be a number greater than 0, such as 15000." |
*
* @param {Budget_Value_InvalidInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const budget_value_invalid: ((inputs?: Budget_Value_InvalidInputs, options?: {
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
* | "Timetray ends its session at the service and forgets the account on this computer." |
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
* | output |
* | --- |
* | "the list below is the saved one from {time}." |
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
};
export type Another_Account_Or_AddressInputs = {};
export type Archived_BadgeInputs = {};
export type As_OfInputs = {
    time: NonNullable<unknown>;
};
export type As_Of_RefreshingInputs = {
    time: NonNullable<unknown>;
};
export type BackInputs = {};
export type Banner_Saved_ListInputs = {
    time: NonNullable<unknown>;
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
export type Budget_Alerts_HintInputs = {};
export type Budget_Alerts_LabelInputs = {};
export type Budget_Both_EmptyInputs = {};
export type Budget_Change_ButtonInputs = {};
export type Budget_Clear_ButtonInputs = {};
export type Budget_ClearedInputs = {};
export type Budget_Cli_Bad_NumberInputs = {
    option: NonNullable<unknown>;
    example: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Budget_Cli_BothInputs = {
    hours: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Budget_Cli_Cell_OverInputs = {
    progress: NonNullable<unknown>;
};
export type Budget_Cli_Clear_AloneInputs = {};
export type Budget_Cli_Clear_OptionInputs = {};
export type Budget_Cli_ClearedInputs = {
    project: NonNullable<unknown>;
};
export type Budget_Cli_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Budget_Cli_Hours_OptionInputs = {};
export type Budget_Cli_LabelInputs = {};
export type Budget_Cli_NearInputs = {
    progress: NonNullable<unknown>;
};
export type Budget_Cli_No_AccountInputs = {};
export type Budget_Cli_NotesInputs = {};
export type Budget_Cli_Nothing_GivenInputs = {};
export type Budget_Cli_OverInputs = {
    progress: NonNullable<unknown>;
};
export type Budget_Cli_ProgressInputs = {
    percent: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Budget_Cli_Progress_UnknownInputs = {
    limit: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Budget_Cli_SetInputs = {
    project: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Budget_Cli_SummaryInputs = {};
export type Budget_Cli_Value_OptionInputs = {};
export type Budget_Currency_HintInputs = {};
export type Budget_Currency_IgnoredInputs = {};
export type Budget_Currency_LabelInputs = {};
export type Budget_Currency_NoneInputs = {};
export type Budget_Editor_HintInputs = {};
export type Budget_EmptyInputs = {};
export type Budget_HeadingInputs = {};
export type Budget_Hours_FieldInputs = {};
export type Budget_Hours_Field_InvalidInputs = {
    max: NonNullable<unknown>;
};
export type Budget_Hours_InvalidInputs = {};
export type Budget_Hours_OfInputs = {
    percent: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Budget_Hours_UnknownInputs = {
    hours: NonNullable<unknown>;
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
export type Budget_Progress_LabelInputs = {};
export type Budget_SavedInputs = {};
export type Budget_Set_ButtonInputs = {};
export type Budget_Shape_InvalidInputs = {};
export type Budget_Value_FieldInputs = {};
export type Budget_Value_Field_InvalidInputs = {
    max: NonNullable<unknown>;
};
export type Budget_Value_InvalidInputs = {};
export type Budget_Value_OfInputs = {
    spent: NonNullable<unknown>;
    budget: NonNullable<unknown>;
};
export type Budget_Value_UnknownInputs = {
    budget: NonNullable<unknown>;
};
export type Budget_Web_App_UnsafeInputs = {};
export type Ca_File_HintInputs = {};
export type Ca_File_RemovedInputs = {};
export type Ca_File_SavedInputs = {};
export type Call_FailedInputs = {};
export type CancelInputs = {};
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
export type Cli_Webapp_Open_FailedInputs = {
    cause: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Cli_Webapp_Open_OpeningInputs = {
    url: NonNullable<unknown>;
};
export type Cli_Webapp_Open_Print_OptionInputs = {};
export type Cli_Webapp_Open_SummaryInputs = {};
export type CopiedInputs = {};
export type Copy_HintInputs = {
    shortcut: NonNullable<unknown>;
};
export type Copy_SummaryInputs = {};
export type Customer_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Details_Saved_EarlierInputs = {};
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
export type Label_ValueInputs = {};
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
export type Pin_ButtonInputs = {};
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
export type SaveInputs = {};
export type SavedInputs = {};
export type Saved_List_NoteInputs = {};
export type Saved_List_Note_FromInputs = {
    time: NonNullable<unknown>;
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
export type Shortcut_HintInputs = {
    example: NonNullable<unknown>;
};
export type Shortcut_Hint_WaylandInputs = {};
export type Shortcut_PlaceholderInputs = {
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
export type Sign_OutInputs = {};
export type Signing_InInputs = {};
export type State_Load_FailedInputs = {};
export type Status_ActiveInputs = {};
export type Status_ArchivedInputs = {};
export type The_ServiceInputs = {};
export type Token_TitleInputs = {};
export type Token_WarningInputs = {};
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
export type Window_TitleInputs = {};
