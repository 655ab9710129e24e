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
* | "{choices} (auto: LC_ALL, LC_MESSAGES or LANG here, the system's languages in the app)" |
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
* | output |
* | --- |
* | "Usage: timetray {usage} — expected {expected} argument(s), got {got}." |
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
* | "Account id" |
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
* | "Account id (after /a/ in the web app)" |
*
* @param {Cli_Ask_Account_Id_LoginInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_ask_account_id_login: ((inputs?: Cli_Ask_Account_Id_LoginInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Ask_Account_Id_LoginInputs, {
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
* | "yes, by {billBy}" |
*
* @param {Cli_Billable_ByInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_billable_by: ((inputs: Cli_Billable_ByInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Billable_ByInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "The file given with --ca-file cannot be used: {problem}. Give --ca-file a PEM file of CA certificates, or leave it out." |
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
* | "The extra CA file is set but cannot be used: {problem}. Connections will fail until it is fixed. Choose a current PEM file in Settings → Extra CA file (or `t..." |
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
* | "Usage: timetray config [get KEY \| set KEY VALUE] — see `timetray --help`." |
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
* | "Customer {id} is now \"{name}\"." |
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
* | "Cached {when}." |
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
* | output |
* | --- |
* | "Fetched {when}." |
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
* | "timetray — your Time Tracking Service projects from the command line. Uses the same accounts, keychain entries and User-Agent as the Timetray tray app." |
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
* | "Times are shown in local time, in the locale of LC_ALL, LC_TIME or LANG; --json keeps ISO 8601." |
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
* | output |
* | --- |
* | "cached {when}" |
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
* | output |
* | --- |
* | "refreshed {when}" |
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
* | output |
* | --- |
* | "saved {when}" |
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
* | "Signed out on this computer (the token was deleted from the keychain), but the service could not be told: the token stays valid there until it goes unused fo..." |
*
* @param {Cli_Logout_Not_ToldInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_not_told: ((inputs?: Cli_Logout_Not_ToldInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Logout_Not_ToldInputs, {
    locale?: "en" | "pt-BR";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out. The token was revoked at the service and deleted from the keychain." |
*
* @param {Cli_Logout_RevokedInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_logout_revoked: ((inputs?: Cli_Logout_RevokedInputs, options?: {
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
* | "No account yet — run `timetray login` first." |
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
* | "No details of this project are cached yet — run `timetray project {id}` while online." |
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
* | "also trust the CA certificate(s) in FILE (PEM); login and import-token save its absolute path as a setting" |
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
* | "timetray: the output could not be written ({why}) — check where standard output goes, or run the command without redirecting it." |
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
* | "{count} archived hidden (`timetray config set showArchived true` shows them)" |
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
* | output |
* | --- |
* | "{count} projects" |
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
* | "No saved list of projects on this computer yet — run `timetray projects` to fetch it." |
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
* | "{count} unreadable item(s) skipped" |
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
* | "Showing the saved details from {when}: it could not be refreshed ({why}). `{cached}` shows it without asking the service." |
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
* | output |
* | --- |
* | "Showing the saved list from {when}: it could not be refreshed ({why}). `{cached}` shows it without asking the service." |
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
* | output |
* | --- |
* | "{count} projects." |
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
* | output |
* | --- |
* | "{count} cached projects." |
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
* | output |
* | --- |
* | "{count} cached projects, last refreshed {when}." |
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
* | "No account. Add one with `timetray login`." |
*
* @param {Cli_Status_No_AccountInputs} inputs
* @param {{ locale?: "en" | "pt-BR" }} options
* @returns {LocalizedString}
*/
export const cli_status_no_account: ((inputs?: Cli_Status_No_AccountInputs, options?: {
    locale?: "en" | "pt-BR";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cli_Status_No_AccountInputs, {
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
* | "Signed out." |
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
* | "Signed out: {reason}" |
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
* | "Also trusting the CA certificate(s) in {file}." |
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
* | "Print a completion script for the shell: commands, options and setting keys (see \"Shell completion\" in the README to install it)." |
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
* | "Sign out of ACCOUNT (key, label, account id or e-mail), revoking its token at the service, and remove it from this computer's list." |
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
* | "Unknown setting \"{text}\". Settings: {keys}." |
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
* | "Check the e-mail and the password, and that the account id is the code after /a/ in the web app's address, e.g. {example}" |
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
export type Cli_Accepted_BooleanInputs = {};
export type Cli_Accepted_Ca_FileInputs = {};
export type Cli_Accepted_IntervalInputs = {};
export type Cli_Accepted_LanguageInputs = {
    choices: NonNullable<unknown>;
};
export type Cli_Accepted_ShortcutInputs = {};
export type Cli_AcceptsInputs = {
    options: NonNullable<unknown>;
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
export type Cli_Archived_FlagInputs = {};
export type Cli_Argument_CountInputs = {
    usage: NonNullable<unknown>;
    expected: NonNullable<unknown>;
    got: NonNullable<unknown>;
};
export type Cli_Argument_RangeInputs = {
    least: NonNullable<unknown>;
    most: NonNullable<unknown>;
};
export type Cli_Ask_Account_IdInputs = {};
export type Cli_Ask_Account_Id_LoginInputs = {};
export type Cli_Ask_EmailInputs = {};
export type Cli_Ask_PasswordInputs = {};
export type Cli_Ask_Service_AddressInputs = {};
export type Cli_Ask_TokenInputs = {};
export type Cli_Bad_ShortcutInputs = {
    text: NonNullable<unknown>;
};
export type Cli_Billable_ByInputs = {
    billBy: NonNullable<unknown>;
};
export type Cli_Ca_File_FlagInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Ca_UnusableInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_CancelledInputs = {};
export type Cli_Command_AcceptsInputs = {
    command: NonNullable<unknown>;
    options: NonNullable<unknown>;
};
export type Cli_Config_NowInputs = {
    key: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cli_Config_UsageInputs = {};
export type Cli_Customer_GroupInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Cli_Customer_NumberInputs = {
    id: NonNullable<unknown>;
};
export type Cli_Customer_RenamedInputs = {
    id: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Cli_Details_CachedInputs = {
    when: NonNullable<unknown>;
};
export type Cli_Details_FetchedInputs = {
    when: NonNullable<unknown>;
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
};
export type Cli_List_RefreshedInputs = {
    when: NonNullable<unknown>;
};
export type Cli_List_SavedInputs = {
    when: NonNullable<unknown>;
};
export type Cli_Logout_Not_Signed_InInputs = {
    label: NonNullable<unknown>;
};
export type Cli_Logout_Not_ToldInputs = {};
export type Cli_Logout_RevokedInputs = {};
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
export type Cli_No_CustomerInputs = {};
export type Cli_No_Password_GivenInputs = {};
export type Cli_No_Terminal_PasswordInputs = {};
export type Cli_No_Terminal_SecretInputs = {};
export type Cli_No_Token_GivenInputs = {};
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
export type Cli_Opt_User_AgentInputs = {};
export type Cli_Opt_VersionInputs = {};
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
export type Cli_Projects_Archived_HiddenInputs = {
    count: NonNullable<unknown>;
};
export type Cli_Projects_CountInputs = {
    count: NonNullable<unknown>;
};
export type Cli_Projects_NoneInputs = {};
export type Cli_Projects_None_ActiveInputs = {};
export type Cli_Projects_None_SavedInputs = {};
export type Cli_Projects_Not_ListedInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Projects_SkippedInputs = {
    count: NonNullable<unknown>;
};
export type Cli_Quote_LabelInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Quote_NameInputs = {
    corrected: NonNullable<unknown>;
};
export type Cli_Removed_Not_Signed_InInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Removed_Not_ToldInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Removed_RevokedInputs = {
    name: NonNullable<unknown>;
};
export type Cli_Saved_Details_NoticeInputs = {
    when: NonNullable<unknown>;
    why: NonNullable<unknown>;
    cached: NonNullable<unknown>;
};
export type Cli_Saved_List_NoticeInputs = {
    when: NonNullable<unknown>;
    why: NonNullable<unknown>;
    cached: NonNullable<unknown>;
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
export type Cli_Signed_In_AsInputs = {
    name: NonNullable<unknown>;
    accountId: NonNullable<unknown>;
    projects: NonNullable<unknown>;
    key: NonNullable<unknown>;
};
export type Cli_Signed_In_CountInputs = {
    count: NonNullable<unknown>;
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
};
export type Cli_Status_Cached_RefreshedInputs = {
    count: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Cli_Status_Keychain_UnavailableInputs = {
    problem: NonNullable<unknown>;
};
export type Cli_Status_No_AccountInputs = {};
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
export type Cli_What_To_CheckInputs = {
    example: NonNullable<unknown>;
};
export type Cli_YesInputs = {};
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
export type Unrevoked_NoticeInputs = {};
export type UpdatedInputs = {};
export type Use_TokenInputs = {};
export type Use_Token_LinkInputs = {};
export type Window_TitleInputs = {};
